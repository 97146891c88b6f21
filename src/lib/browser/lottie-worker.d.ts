/*
 * lottie-web's worker player ships without type declarations; its animation object is a small proxy
 * that posts each call to the worker. These are the parts the hero uses.
 */
declare module 'lottie-web/build/player/lottie_canvas_worker' {
  interface WorkerAnimation {
    goToAndStop(value: number, isFrame?: boolean): void;
    resize(width?: number, height?: number): void;
    addEventListener(name: 'DOMLoaded', callback: () => void): void;
    destroy(): void;
  }
  const lottie: {
    loadAnimation(params: {
      container: HTMLElement;
      renderer: 'canvas';
      loop: boolean;
      autoplay: boolean;
      animationData: unknown;
      rendererSettings: { canvas: HTMLCanvasElement; preserveAspectRatio: string; clearCanvas: boolean };
    }): WorkerAnimation;
  };
  export default lottie;
}
