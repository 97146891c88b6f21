import './hero-worker-document.ts';
import lottie from 'lottie-web/build/player/esm/lottie_light_canvas.min.js';

/*
 * The hero's Lottie loop, drawn in a worker on the canvas the page handed over: parsing the
 * animation, building the player and drawing every frame happen here, off the page's thread. The
 * frame timer is here too; the page only says when to play (hero on screen, tab visible) and when
 * to pause, and hears back once the first frame is drawn and after each play or pause. The count of
 * frames drawn stays here, in the worker's global `heroFramesDrawn` (for the browser tests): a message
 * per frame would wake the page's thread twenty times a second.
 */

/** What the page sends. */
export type HeroCommand =
  | {
      type: 'start';
      canvas: OffscreenCanvas;
      /** The animation file's bytes, as fetched by the page (transferred, not copied). */
      animation: ArrayBuffer;
      maxFps: number;
      /** prefers-reduced-motion: the first frame, held; no timer ever runs. */
      hold: boolean;
    }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'resize'; width: number; height: number };

/** What the worker answers. */
export type HeroReport =
  | { type: 'loaded' }
  /** After each play or pause, once the frame timer has started or stopped. */
  | { type: 'playing'; playing: boolean }
  | { type: 'failed'; message: string };

interface AnimationFile {
  fr?: number;
  ip?: number;
  op?: number;
}

const report = (message: HeroReport) => self.postMessage(message);

let player: ReturnType<typeof lottie.loadAnimation> | null = null;
let wantPlaying = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let tick: (() => void) | null = null;
let interval = 50;

function start(command: Extract<HeroCommand, { type: 'start' }>): void {
  const context = command.canvas.getContext('2d');
  if (!context) throw new Error('No 2D context on the hero canvas');
  const animationData = JSON.parse(new TextDecoder().decode(command.animation)) as AnimationFile;
  const animation = lottie.loadAnimation({
    renderer: 'canvas',
    loop: true,
    autoplay: false,
    animationData,
    // Decoration at 70 % opacity: CSS pixels are sharp enough, and a fraction of a phone's device pixels.
    rendererSettings: { context, preserveAspectRatio: 'xMidYMid slice', clearCanvas: true, dpr: 1 },
  });
  const loaded = () => {
    animation.goToAndStop(0, true);
    player = animation;
    report({ type: 'loaded' });
    if (command.hold) return;
    const frameRate = animationData.fr ?? 30;
    const totalFrames = Math.max(1, (animationData.op ?? 1) - (animationData.ip ?? 0));
    const fps = Math.min(command.maxFps, frameRate);
    const step = frameRate / fps;
    interval = 1000 / fps;
    let frame = 0;
    let drawn = 0;
    tick = () => {
      frame = (frame + step) % totalFrames;
      animation.goToAndStop(frame, true);
      drawn++;
      Object.assign(globalThis, { heroFramesDrawn: drawn });
      timer = setTimeout(tick!, interval);
    };
    update();
  };
  if (animation.isLoaded) loaded();
  else animation.addEventListener('DOMLoaded', loaded);
}

function update(): void {
  if (!tick) return;
  if (wantPlaying && timer === undefined) timer = setTimeout(tick, interval);
  if (!wantPlaying && timer !== undefined) {
    clearTimeout(timer);
    timer = undefined;
  }
  report({ type: 'playing', playing: timer !== undefined });
}

self.addEventListener('message', (event: MessageEvent<HeroCommand>) => {
  const command = event.data;
  try {
    if (command.type === 'start') start(command);
    else if (command.type === 'play' || command.type === 'pause') {
      wantPlaying = command.type === 'play';
      update();
    } else if (command.type === 'resize' && player) {
      player.resize(command.width, command.height);
      // A new size clears the canvas: draw the frame it showed again.
      player.renderer.renderFrame(player.currentFrame + player.firstFrame, true);
    }
  } catch (error) {
    report({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
});
