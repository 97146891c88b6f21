import { expect } from 'vitest';

/**
 * Waits (polling the clock) until the current fixed window of `windowMs` has at least `marginMs`
 * left, so a burst a test sends lands in one window and an exact count stays exact.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  await expect
    .poll(() => windowMs - (Date.now() % windowMs), { timeout: marginMs + 5_000, interval: 250 })
    .toBeGreaterThan(marginMs);
}
