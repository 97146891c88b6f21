/*
 * The hero's worker has no DOM, and lottie-web's canvas player touches `window` and `document` while
 * it loads: it polls `document.readyState` to look for `.lottie` elements, hands `document.body` to its
 * font manager, and makes a few elements it never shows. This stand-in answers those calls, as
 * lottie-web's own worker build does (its `workerContent`). It must be imported before the player.
 */

class StandInElement {
  style: Record<string, string> = {};
  children: unknown[] = [];
  setAttribute(): void {}
  setAttributeNS(): void {}
  addEventListener(): void {}
  appendChild<T>(child: T): T {
    this.children.push(child);
    return child;
  }
  append(...children: unknown[]): void {
    this.children.push(...children);
  }
  insertBefore<T>(child: T): T {
    return this.appendChild(child);
  }
  /** A canvas the player measures text or composes layers on: a real one, off screen. */
  getContext(): OffscreenCanvasRenderingContext2D | null {
    return new OffscreenCanvas(1, 1).getContext('2d');
  }
}

const standIn = {
  readyState: 'complete',
  body: new StandInElement(),
  createElement: () => new StandInElement(),
  createElementNS: () => new StandInElement(),
  getElementsByTagName: () => [],
  getElementsByClassName: () => [],
  querySelectorAll: () => [],
};

if (typeof document === 'undefined') Object.assign(globalThis, { window: globalThis, document: standIn });
