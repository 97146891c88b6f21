import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendVisitOnce } from '#lib/browser/visit.ts';

/*
 * The visit beacon, in a stand-in browser (session storage and fetch): counted once per session; a
 * 429 (too many new browsers from this address this minute) is tried again after Retry-After.
 */

const store = new Map<string, string>();
const answers: Array<{ status: number; retryAfter?: string }> = [];
const fetchMock = vi.fn(async () => {
  const next = answers.shift() ?? { status: 204 };
  return new Response(null, {
    status: next.status,
    headers: next.retryAfter ? { 'Retry-After': next.retryAfter } : {},
  });
});

beforeEach(() => {
  store.clear();
  answers.length = 0;
  fetchMock.mockClear();
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendVisitOnce', () => {
  it('sends once per session', async () => {
    sendVisitOnce();
    sendVisitOnce();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('after a 429 tries again once Retry-After has passed, and stops when counted', async () => {
    answers.push({ status: 429, retryAfter: '42' }, { status: 429, retryAfter: '17' }, { status: 204 });
    sendVisitOnce();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(41_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(18_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after four tries', async () => {
    answers.push(...Array.from({ length: 10 }, () => ({ status: 429, retryAfter: '60' })));
    sendVisitOnce();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
