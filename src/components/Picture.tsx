import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageUrl, pictureSources } from '#shared/product/image-url.ts';

interface Props extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  path: string;
  widths: readonly number[];
  /** The width of the `<img>`'s own `src` (browsers that take no `srcset`). */
  fallbackWidth: number;
}

/**
 * A product picture through the image CDN: AVIF where the browser takes it, else WebP, each at the
 * widths given (shared/product/image-url.ts). The `<picture>` takes no box of its own
 * (`display: contents`), so the `<img>` sizes and styles exactly as a lone `<img>` would.
 */
export function Picture({ path, widths, fallbackWidth, sizes, ...img }: Props) {
  return (
    <picture className="contents">
      {pictureSources(path, widths).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img src={imageUrl(path, fallbackWidth)} srcSet={imageSrcSet(path, widths)} sizes={sizes} {...img} />
    </picture>
  );
}
