import { expect } from 'vitest';

/**
 * Waits (polling the clock) until the current fixed window of `windowMs` has at least `marginMs`
 * left, so a burst a test sends lands in one window and an exact count stays exact. The wait can be
 * as long as the margin: a test with a margin of a minute or more sets a timeout above it (the API
 * tests' default is 60 s; one such test failed in CI when it started in the last minutes of an hour).
 */
export async function awayFromWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  await expect
    .poll(() => windowMs - (Date.now() % windowMs), { timeout: marginMs + 5_000, interval: 250 })
    .toBeGreaterThan(marginMs);
}
