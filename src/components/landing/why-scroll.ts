import { prefersReducedMotion } from '#lib/browser/scroll.ts';

/** Progress over twice the viewport height; card 2 from 0.33, card 3 from 0.66. */
export function whyStep(progress: number): 0 | 1 | 2 {
  if (progress >= 0.66) return 2;
  if (progress >= 0.33) return 1;
  return 0;
}

export function initWhyScroll(): void {
  const section = document.getElementById('why-rawlab');
  if (!section || prefersReducedMotion()) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const travelled = -section.getBoundingClientRect().top;
    const progress = Math.min(1, Math.max(0, travelled / (2 * window.innerHeight)));
    const step = String(whyStep(progress));
    if (section.dataset.step !== step) section.dataset.step = step;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  update();
}
