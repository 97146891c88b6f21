import { cx } from '../../lib/cx.ts';
import { ImageIcon } from './more-icons.tsx';

/**
 * A product's first image in a list (40 px in tables, 48 px on phone cards), or a dashed placeholder
 * of the same size when it has none.
 */
export function ProductThumbnail({
  src,
  size = 40,
  className,
}: {
  src: string | null | undefined;
  size?: 40 | 48;
  className?: string;
}) {
  const box = size === 48 ? 'h-12 w-12' : 'h-10 w-10';
  if (!src) {
    return (
      <span
        className={cx(
          box,
          'flex shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 text-slate-400',
        )}
      >
        <ImageIcon className="h-4 w-4" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={cx(box, 'shrink-0 rounded-md border border-slate-200 object-cover', className)}
    />
  );
}
