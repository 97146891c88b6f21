import type { HeroCommand, HeroReport } from './hero-worker.ts';
import { isNarrow, prefersReducedMotion } from '#lib/browser/scroll.ts';

/** Up to 2.5° per axis, perspective 1000 px, scale 1.02 while hovered. */
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
  // The narrow-screen flag follows resizes; when set, the tilt is off.
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

/**
 * The animation is decoration, and the landing page's main thread belongs to the visitor: it loads
 * once the page has loaded and the browser is idle, draws at most HERO_MAX_FPS frames a second from a
 * timer (no 60 Hz animation-frame loop), and stops whenever the hero is off screen or the tab is
 * hidden. A module worker of our own (hero-worker.ts) parses it and draws it with lottie-web's canvas
 * player on an OffscreenCanvas, at CSS-pixel size, with the frame timer: the page's thread fetches the
 * file's bytes, hands them and the canvas over, and then only posts play and pause. (lottie-web's own
 * worker build was parsed and run on the page's thread, about 300 KB, before it started its worker.)
 */
export const HERO_MAX_FPS = 20;

function loadAnimationWhenVisible(container: HTMLElement): void {
  const afterLoad = (callback: () => void) =>
    document.readyState === 'complete' ? callback() : window.addEventListener('load', callback, { once: true });
  const idle = (callback: () => void) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(callback, { timeout: 3_000 })
      : window.setTimeout(callback, 500);
  afterLoad(() =>
    idle(() => {
      const observer = new IntersectionObserver((entries) => {
        const seen = entries.find((entry) => entry.isIntersecting);
        if (!seen) return;
        observer.disconnect();
        // The observer measured the hero already: reading offsetWidth here would force a layout.
        void startAnimation(container, seen.boundingClientRect);
      });
      observer.observe(container);
    }),
  );
}

async function startAnimation(container: HTMLElement, size: { width: number; height: number }): Promise<void> {
  // Without an OffscreenCanvas the hero keeps its still background: decoration is not worth the page's thread.
  if (!('transferControlToOffscreen' in HTMLCanvasElement.prototype)) return;
  let bytes: ArrayBuffer;
  try {
    const response = await fetch(LOTTIE_URL);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    bytes = await response.arrayBuffer();
  } catch (error) {
    console.error('Error fetching Lottie file:', error);
    return;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(size.width));
  canvas.height = Math.max(1, Math.round(size.height));
  canvas.className = 'size-full';
  container.append(canvas);
  const offscreen = canvas.transferControlToOffscreen();
  const worker = new Worker(new URL('./hero-worker.ts', import.meta.url), { type: 'module', name: 'hero' });
  const send = (command: HeroCommand, transfer: Transferable[] = []) => worker.postMessage(command, transfer);
  const hold = prefersReducedMotion();
  worker.addEventListener('message', (event: MessageEvent<HeroReport>) => {
    const report = event.data;
    if (report.type === 'playing') container.dataset.playing = String(report.playing);
    else if (report.type === 'failed') console.error('Hero animation failed:', report.message);
    else if (report.type === 'loaded') {
      // Decoration only: hidden from assistive technology, sized by its container (no layout shift).
      container.setAttribute('data-loaded', 'true');
      // The first frame, held: no timer ever asks for another.
      if (hold) container.dataset.playing = 'false';
      else playWhileSeen(container, send);
    }
  });
  worker.addEventListener('error', (event) => console.error('Hero animation worker failed:', event.message));
  send({ type: 'start', canvas: offscreen, animation: bytes, maxFps: HERO_MAX_FPS, hold }, [offscreen, bytes]);
  window.addEventListener('resize', () =>
    send({ type: 'resize', width: container.offsetWidth, height: container.offsetHeight }),
  );
}

/**
 * Tells the worker to play while the hero is on screen and the tab is visible, and to pause otherwise;
 * `data-playing` follows the worker's answer.
 */
function playWhileSeen(container: HTMLElement, send: (command: HeroCommand) => void): void {
  let onScreen = true;
  let playing: boolean | undefined;
  const update = () => {
    const run = onScreen && document.visibilityState === 'visible';
    if (run === playing) return;
    playing = run;
    send({ type: run ? 'play' : 'pause' });
  };
  new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  }).observe(container);
  document.addEventListener('visibilitychange', update);
  update();
}
