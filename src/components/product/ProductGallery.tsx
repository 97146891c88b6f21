import type { Lang } from '#shared/i18n/lang.ts';
import { PRODUCT_TEXT } from './product-text.ts';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { PublicProduct } from '#shared/product/views.ts';
import { GALLERY_SIZES, GALLERY_WIDTHS, THUMB_WIDTHS } from '#shared/product/image-url.ts';
import { Picture } from '../Picture.tsx';
import { PLACEHOLDER_IMAGE } from '#shared/product/card.ts';

interface Props {
  images: PublicProduct['images'];
  name: string;
  lang: Lang;
}

/** A horizontal move this long (px) on a touch screen is a swipe, not a tap. */
const SWIPE_PX = 40;

/**
 * The product's pictures: the main one large and whole in a square frame, thumbnails (cropped to
 * squares) under it. Arrows, ←/→ on the focused gallery
 * and a swipe on phones step through them; a click or tap zooms the picture to 1.5× in place, another
 * zooms back out.
 */
export function ProductGallery({ images, name, lang }: Props) {
  const t = PRODUCT_TEXT[lang];
  const pictures = images.length > 0 ? images : [{ path: PLACEHOLDER_IMAGE, alt: name }];
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const current = pictures[Math.min(index, pictures.length - 1)]!;
  const several = pictures.length > 1;

  const show = (next: number) => {
    setIndex((next + pictures.length) % pictures.length);
    setZoomed(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swiped.current = false;
    if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || !several || zoomed) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      swiped.current = true;
      show(dx < 0 ? index + 1 : index - 1);
    }
  };

  return (
    <div
      role="group"
      aria-roledescription="gallery"
      // A swipe or an arrow key that comes while the island's code loads is done once it runs (client-interaction.ts).
      data-replay="pointerdown pointerup keydown"
      aria-label={t.pictures(name)}
      onKeyDown={onKeyDown}
      // A grid item is as wide as its widest content unless told otherwise: eight thumbnails in a row
      // made the column, and the page, 588 px wide on a 375 px phone. The row scrolls instead.
      className="min-w-0"
      data-gallery
    >
      <div className="relative">
        <button
          type="button"
          onClick={() => {
            // The click that ends a swipe is not a zoom.
            if (!swiped.current) setZoomed((value) => !value);
          }}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          aria-pressed={zoomed}
          aria-label={zoomed ? t.zoomOut : t.zoomIn}
          className={`block w-full touch-pan-y overflow-hidden rounded-3xl border border-slate-200 bg-white ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
        >
          <Picture
            key={current.path}
            path={current.path}
            widths={GALLERY_WIDTHS}
            fallbackWidth={800}
            sizes={GALLERY_SIZES}
            alt={current.alt}
            width={800}
            height={800}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            // A square frame showing the whole photo (a 4:3 or 3:4 one with bands of the page's white
            // beside it), never cropped: a buyer judges the instrument from all of it. Thumbnails crop.
            className="aspect-square w-full object-contain transition-transform duration-300"
            style={{ transform: zoomed ? 'scale(1.5)' : 'scale(1)' }}
            data-zoomed={zoomed}
            data-gallery-index={index}
            draggable={false}
          />
        </button>
        {several && (
          <>
            <GalleryArrow direction="previous" onClick={() => show(index - 1)} lang={lang} />
            <GalleryArrow direction="next" onClick={() => show(index + 1)} lang={lang} />
            <p className="sr-only" aria-live="polite">
              {t.shown(index + 1, pictures.length, current.alt)}
            </p>
          </>
        )}
      </div>
      {several && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t.choosePicture}>
          {pictures.map((picture, position) => (
            <li key={picture.path} className="shrink-0">
              <button
                type="button"
                onClick={() => show(position)}
                aria-label={t.picture(position + 1, picture.alt)}
                aria-current={position === index ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-slate-50 sm:size-20 ${position === index ? 'border-brand-700' : 'border-transparent hover:border-slate-300'}`}
              >
                <Picture
                  path={picture.path}
                  widths={THUMB_WIDTHS}
                  fallbackWidth={THUMB_WIDTHS[0]}
                  sizes="80px"
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  // Under the main picture, in view on a phone: without this they share the first
                  // moments of a slow connection with the main picture, the page's largest paint.
                  fetchPriority="low"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-center text-xs text-slate-500">
        <span className="pointer-coarse:hidden">
          {zoomed ? t.clickOut : t.clickIn}
          {several && t.keysHint}
        </span>
        <span className="hidden pointer-coarse:inline">
          {zoomed ? t.tapOut : t.tapIn}
          {several && t.swipeHint}
        </span>
      </p>
    </div>
  );
}

function GalleryArrow({
  direction,
  onClick,
  lang,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  lang: Lang;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={PRODUCT_TEXT[lang][direction]}
      className={`absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-200 hover:bg-white ${direction === 'next' ? 'right-3' : 'left-3'}`}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={direction === 'next' ? 'M8 4l6 6-6 6' : 'M12 4l-6 6 6 6'} />
      </svg>
    </button>
  );
}
