/** The 768 px breakpoint of the hero tilt and the anchor offset. */
export const NARROW_BREAKPOINT = 768;
export const HEADER_SCROLL_THRESHOLD = 20;

export const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
export const isNarrow = () => window.innerWidth < NARROW_BREAKPOINT;

/** Anchor offset: 80 px, 100 px when the window is under 768 px wide. */
export const anchorOffset = () => (isNarrow() ? 100 : 80);

/** Scrolls so the section starts `anchorOffset()` below the top of the window. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - anchorOffset();
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  return true;
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * A page opened at a section (`/#details`) lands on it once everything above has its final size.
 * The browser scrolls to the fragment as soon as it can, smoothly, and a smooth scroll keeps the
 * target it started with: when the web font arrives mid-way and the hero's heading wraps onto fewer
 * lines, the section ended tens of pixels off. After the fonts and again after the page's pictures,
 * the section is aimed at once more, unless the visitor has started moving the page themselves.
 */
export function settleFragment(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id || !document.getElementById(id)) return;
  let moved = false;
  const stop = () => {
    moved = true;
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { once: true, passive: true });
  }
  const aim = () => {
    if (!moved && location.hash === `#${id}`) scrollToSection(id);
  };
  void document.fonts?.ready.then(aim);
  if (document.readyState === 'complete') aim();
  else window.addEventListener('load', aim, { once: true });
}
