/**
 * Runs `callback` when the browser is next idle (at the latest after two seconds), or after half a
 * second where the browser has no idle callbacks. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(callback, 500);
  return () => window.clearTimeout(timer);
}
