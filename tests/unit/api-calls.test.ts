import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deps } from '#server/deps.ts';
import { API_CALLS_PREFIX, apiCallsThisMonth, countApiCall, pruneApiCalls } from '#server/api-calls.ts';

/*
 * The API call counter behind the traffic estimate (decision 026): calls are counted in memory and
 * written at most once a minute as one create-only key carrying the count, so a call costs no store
 * write. A map stands in for the blob store (this module's only use of it: create and list).
 */

function mapStore(now: () => Date) {
  const keys = new Map<string, unknown>();
  const deps = {
    db: {
      create: async (key: string, value: unknown) => (keys.has(key) ? false : (keys.set(key, value), true)),
      keys: async (prefix: string) => [...keys.keys()].filter((key) => key.startsWith(prefix)),
      delete: async (key: string) => void keys.delete(key),
    },
    now,
  } as unknown as Deps;
  return { deps, keys };
}

afterEach(() => vi.useRealTimers());

describe('API call counter', () => {
  it('writes one key a minute at most, and the month is the sum of the keys', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-03-08T03:00:00Z'));
    const { deps, keys } = mapStore(() => new Date());
    for (let i = 0; i < 50; i++) await countApiCall(() => deps);
    // The first call writes at once (a new instance), the next 49 wait for the minute.
    expect(keys.size).toBe(1);
    vi.setSystemTime(new Date('2027-03-08T03:00:59Z'));
    await countApiCall(() => deps);
    expect(keys.size).toBe(1);
    vi.setSystemTime(new Date('2027-03-08T03:01:01Z'));
    await countApiCall(() => deps);
    expect(keys.size).toBe(2);
    expect([...keys.keys()].every((key) => key.startsWith(`${API_CALLS_PREFIX}2027-03/08/`))).toBe(true);
    expect(await apiCallsThisMonth(deps)).toBe(52);
  });

  it('keeps the count when the store refuses the write, and writes it with the next one', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-03-09T03:00:00Z'));
    const { deps, keys } = mapStore(() => new Date());
    const failing = { ...deps, db: { ...deps.db, create: () => Promise.reject(new Error('503')) } } as Deps;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await countApiCall(() => failing);
    expect(warn).toHaveBeenCalledOnce();
    vi.setSystemTime(new Date('2027-03-09T03:01:01Z'));
    await countApiCall(() => deps);
    expect(await apiCallsThisMonth(deps)).toBe(2);
    expect(keys.size).toBe(1);
  });

  it('the daily purge drops the counts of months before the last one', async () => {
    const { deps, keys } = mapStore(() => new Date('2027-01-10T03:00:00Z'));
    for (const month of ['2026-10', '2026-11', '2026-12', '2027-01'])
      keys.set(`${API_CALLS_PREFIX}${month}/05/3-a-1`, {});
    expect(await pruneApiCalls(deps)).toBe(2);
    expect([...keys.keys()].map((key) => key.slice(API_CALLS_PREFIX.length, API_CALLS_PREFIX.length + 7))).toEqual([
      '2026-12',
      '2027-01',
    ]);
    expect(await apiCallsThisMonth(deps)).toBe(3);
  });
});
