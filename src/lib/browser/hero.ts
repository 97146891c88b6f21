import { isNarrow, prefersReducedMotion } from './scroll.ts';

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
 * hidden. It is drawn by lottie-web's worker player on an OffscreenCanvas, at CSS-pixel size: building
 * and drawing each frame happen in a worker, and the page's thread only posts "go to frame n" (the SVG
 * player built and restyled some hundred elements on the page's own thread, frame after frame).
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
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void startAnimation(container);
      });
      observer.observe(container);
    }),
  );
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
  let animationData: { fr?: number; ip?: number; op?: number };
  try {
    animationData = JSON.parse(text) as { fr?: number; ip?: number; op?: number };
  } catch (error) {
    console.error('Gagal parse JSON:', error);
    return;
  }
  const { default: lottie } = await import('lottie-web/build/player/lottie_canvas_worker');
  // Decoration at 70 % opacity: CSS pixels are sharp enough, and a fraction of a phone's device pixels.
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, container.offsetWidth);
  canvas.height = Math.max(1, container.offsetHeight);
  canvas.className = 'size-full';
  container.append(canvas);
  const animation = lottie.loadAnimation({
    container,
    renderer: 'canvas',
    loop: true,
    autoplay: false,
    animationData,
    rendererSettings: { canvas, preserveAspectRatio: 'xMidYMid slice', clearCanvas: true },
  });
  // Decoration only: hidden from assistive technology, sized by its container (no layout shift).
  container.setAttribute('data-loaded', 'true');
  window.addEventListener('resize', () => animation.resize(container.offsetWidth, container.offsetHeight));
  animation.addEventListener('DOMLoaded', () => {
    animation.goToAndStop(0, true);
    if (prefersReducedMotion()) {
      // The first frame, held: no timer ever asks for another.
      container.dataset.playing = 'false';
      return;
    }
    const totalFrames = Math.max(1, (animationData.op ?? 1) - (animationData.ip ?? 0));
    playWhileSeen(
      container,
      { totalFrames, goToAndStop: (frame, isFrame) => animation.goToAndStop(frame, isFrame) },
      animationData.fr ?? 30,
    );
  });
}

interface Player {
  totalFrames: number;
  goToAndStop(frame: number, isFrame: boolean): void;
}

/** Advances the animation on a timer while the hero is on screen and the tab is visible. */
function playWhileSeen(container: HTMLElement, animation: Player, frameRate: number): void {
  const fps = Math.min(HERO_MAX_FPS, frameRate);
  const interval = 1000 / fps;
  const step = frameRate / fps;
  let frame = 0;
  let drawn = 0;
  let onScreen = true;
  let timer: number | undefined;

  const tick = () => {
    frame = (frame + step) % animation.totalFrames;
    animation.goToAndStop(frame, true);
    drawn++;
    container.dataset.framesDrawn = String(drawn);
    timer = window.setTimeout(tick, interval);
  };
  const update = () => {
    const run = onScreen && document.visibilityState === 'visible';
    if (run && timer === undefined) timer = window.setTimeout(tick, interval);
    if (!run && timer !== undefined) {
      window.clearTimeout(timer);
      timer = undefined;
    }
    container.dataset.playing = String(run);
  };
  new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  }).observe(container);
  document.addEventListener('visibilitychange', update);
  update();
}
