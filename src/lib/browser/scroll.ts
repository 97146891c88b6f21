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
