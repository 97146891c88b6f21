import { useState } from 'react';

interface Props {
  image: string;
  name: string;
}

/** The product's picture: a click or tap zooms it to 1.5× in place, another zooms back out. */
export function ProductGallery({ image, name }: Props) {
  const [zoomed, setZoomed] = useState(false);
  return (
    <div>
      <button
        type="button"
        onClick={() => setZoomed((value) => !value)}
        aria-pressed={zoomed}
        aria-label={zoomed ? 'Zoom out of the product image' : 'Zoom into the product image'}
        className={`block w-full overflow-hidden rounded-3xl border border-slate-200 bg-slate-50 ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
      >
        <img
          src={image}
          alt={name}
          width={800}
          height={800}
          fetchPriority="high"
          className="aspect-square w-full object-cover transition-transform duration-300"
          style={{ transform: zoomed ? 'scale(1.5)' : 'scale(1)' }}
          data-zoomed={zoomed}
        />
      </button>
      <p className="mt-3 text-center text-xs text-slate-500">
        <span className="pointer-coarse:hidden">
          {zoomed ? 'Click the image to zoom out' : 'Click the image to zoom in'}
        </span>
        <span className="hidden pointer-coarse:inline">
          {zoomed ? 'Tap the image to zoom out' : 'Tap the image to zoom in'}
        </span>
      </p>
    </div>
  );
}
