/*
 * lottie-web's ES module of the canvas player without expressions ships without type declarations.
 * These are the parts the hero's worker uses (src/components/landing/hero-worker.ts).
 */
declare module 'lottie-web/build/player/esm/lottie_light_canvas.min.js' {
  interface CanvasAnimation {
    isLoaded: boolean;
    currentFrame: number;
    firstFrame: number;
    goToAndStop(value: number, isFrame?: boolean): void;
    resize(width?: number, height?: number): void;
    addEventListener(name: 'DOMLoaded', callback: () => void): void;
    renderer: { renderFrame(frame: number, force?: boolean): void };
  }
  const lottie: {
    loadAnimation(params: {
      renderer: 'canvas';
      loop: boolean;
      autoplay: boolean;
      animationData: unknown;
      rendererSettings: {
        context: OffscreenCanvasRenderingContext2D;
        preserveAspectRatio: string;
        clearCanvas: boolean;
        dpr: number;
      };
    }): CanvasAnimation;
  };
  export default lottie;
}
