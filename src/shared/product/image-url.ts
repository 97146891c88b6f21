/*
 * Product pictures through Netlify's Image CDN (`/.netlify/images`): resized to the width a layout
 * needs, offered as AVIF to browsers that take it (a `<picture>` source; about a third smaller than
 * WebP at the same look) and as WebP to the rest (every browser the site supports). `npm start`
 * answers the same URLs (Netlify's local emulator resizes and encodes with sharp), so pages are built
 * once for both. SVGs (the placeholder) are drawn at any size and go as they are.
 */

/**
 * Widths a picture is offered at. Chromium takes the smallest width that covers the slot at the
 * screen's density, so each width is there for a screen: 720 for a 375 px phone at 2× (a 670 px slot;
 * without it the phone took 800) and a laptop at 125 %, 1080 for a phone at 3×, 1200 for the desktop
 * gallery at 2×, the rest for 1× screens and tablets.
 */
export const GALLERY_WIDTHS = [360, 480, 640, 720, 800, 1080, 1200] as const;
export const CARD_WIDTHS = [200, 320, 480, 640] as const;
export const THUMB_WIDTHS = [80, 160] as const;
export type ImageFormat = 'avif' | 'webp';
/** AVIF keeps the look of WebP at 70 with a lower number. */
const QUALITY: Record<ImageFormat, number> = { avif: 55, webp: 70 };
/**
 * From this width a picture only reaches screens of 2.5 device pixels or more per CSS pixel (a phone
 * at 3×, the desktop gallery at 2×), where each compression flaw is a third of the size it is at 1×:
 * a lower quality looks the same there and costs a third to a half fewer bytes. A photo's main
 * picture on a 375 px phone at 3× (1080 w) is then about 55 KB of AVIF instead of 90 at 1200 w.
 */
const DENSE_WIDTH = 1000;
const DENSE_QUALITY: Record<ImageFormat, number> = { avif: 45, webp: 60 };

const isResizable = (path: string) => !/\.svg$/i.test(path) && (path.startsWith('/') || path.startsWith('http'));

export function imageUrl(path: string, width: number, format: ImageFormat = 'webp'): string {
  if (!isResizable(path)) return path;
  const quality = (width >= DENSE_WIDTH ? DENSE_QUALITY : QUALITY)[format];
  return `/.netlify/images?url=${encodeURIComponent(path)}&w=${width}&fm=${format}&q=${quality}`;
}

export function imageSrcSet(path: string, widths: readonly number[], format: ImageFormat = 'webp'): string | undefined {
  if (!isResizable(path)) return undefined;
  return widths.map((width) => `${imageUrl(path, width, format)} ${width}w`).join(', ');
}

/**
 * The `<source>` elements of a `<picture>`, best first: AVIF, then WebP (the `<img>` itself carries
 * WebP too, for browsers without `<picture>`). None for a picture that is not resized (an SVG).
 */
export function pictureSources(
  path: string,
  widths: readonly number[],
): Array<{ type: `image/${ImageFormat}`; srcSet: string }> {
  if (!isResizable(path)) return [];
  return (['avif', 'webp'] as const).map((format) => ({
    type: `image/${format}` as const,
    srcSet: imageSrcSet(path, widths, format)!,
  }));
}

/** `sizes` of the product page's main image: the container's width on phones, its half beside the text. */
export const GALLERY_SIZES =
  '(min-width: 1280px) 576px, (min-width: 1024px) calc(50vw - 4rem), (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)';
/** Cards: two a row on phones, three or four on wider screens. */
export const CARD_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 50vw';
