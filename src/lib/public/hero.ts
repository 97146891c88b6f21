import { isNarrow, prefersReducedMotion } from './scroll.ts';

/** Spec §9: up to 2.5° per axis, perspective 1000 px, scale 1.02 while hovered. */
export const TILT_MAX_DEG = 2.5;
const LOTTIE_URL = '/loop-header.lottie';

export function initHero(): void {
  const hero = document.querySelector<HTMLElement>('.hero');
  const content = document.getElementById('hero-tilt');
  const container = document.getElementById('hero-lottie');
  if (!hero || !content || !container) return;
  initTilt(hero, content);
  loadAnimationWhenVisible(container);
}

function initTilt(hero: HTMLElement, content: HTMLElement): void {
  if (prefersReducedMotion()) return;
  // The narrow-screen flag of spec §4 follows resizes; when set, the tilt is off.
  let narrow = isNarrow();
  const rest = 'perspective(1000px) rotateX(0deg) rotateY(0deg) scale(1)';
  window.addEventListener('resize', () => {
    narrow = isNarrow();
    if (narrow) content.style.transform = rest;
  });
  hero.addEventListener('mousemove', (event) => {
    if (narrow) return;
    const box = hero.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width - 0.5;
    const y = (event.clientY - box.top) / box.height - 0.5;
    const rotateY = (x * 2 * TILT_MAX_DEG).toFixed(2);
    const rotateX = (-y * 2 * TILT_MAX_DEG).toFixed(2);
    content.style.transform = `perspective(1000px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) scale(1.02)`;
  });
  hero.addEventListener('mouseleave', () => {
    content.style.transform = rest;
  });
}

/** The animation is decoration: it loads once the hero is on screen and the page is idle. */
function loadAnimationWhenVisible(container: HTMLElement): void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => void startAnimation(container));
  });
  observer.observe(container);
}

async function startAnimation(container: HTMLElement): Promise<void> {
  let text: string;
  try {
    const response = await fetch(LOTTIE_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    console.error('Error fetching Lottie file:', error);
    return;
  }
  let animationData: unknown;
  try {
    animationData = JSON.parse(text);
  } catch (error) {
    console.error('Gagal parse JSON:', error);
    return;
  }
  const { default: lottie } = await import('lottie-web/build/player/lottie_light');
  const reduced = prefersReducedMotion();
  const animation = lottie.loadAnimation({
    container,
    renderer: 'svg',
    loop: true,
    autoplay: !reduced,
    animationData,
    rendererSettings: { preserveAspectRatio: 'xMidYMid slice' },
  });
  if (reduced) animation.addEventListener('DOMLoaded', () => animation.goToAndStop(0, true));
  // Decoration only: hidden from assistive technology, sized by its container (no layout shift).
  container.setAttribute('data-loaded', 'true');
}
