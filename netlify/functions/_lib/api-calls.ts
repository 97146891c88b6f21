import { randomBytes } from 'node:crypto';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import type { Deps } from './deps.ts';
import { forgetOnStoreChange } from './instance-memory.ts';

/*
 * API calls counted for the traffic estimate (decision 026) without a store write per call: each
 * function instance counts in memory and writes at most once a minute one new key whose name carries
 * the count, `traffic/api/{YYYY-MM}/{DD}/{count}-{instance}-{n}` (create-only, so instances never
 * contend). Summing the month is one listing of its keys, no value read. An instance stopped before
 * its next write loses at most a minute of its count.
 */

export const API_CALLS_PREFIX = 'traffic/api/';
const FLUSH_MS = 60_000;
const instance = randomBytes(4).toString('hex');
let pending = 0;
let lastFlush = 0;
let written = 0;
// The count waiting is the old store's; `written` keeps numbering this instance's keys.
forgetOnStoreChange(() => {
  pending = 0;
  lastFlush = 0;
});

/**
 * Counts one call of this instance; when the last write is a minute old, writes the count (`open`
 * gives the store only then). Never throws.
 */
export async function countApiCall(open: () => Deps): Promise<void> {
  pending += 1;
  if (Date.now() - lastFlush < FLUSH_MS) return;
  const count = pending;
  pending = 0;
  lastFlush = Date.now();
  try {
    const deps = open();
    const { date } = jakartaTime(deps.now());
    const key = `${API_CALLS_PREFIX}${date.slice(0, 7)}/${date.slice(8, 10)}/${count}-${instance}-${(written += 1)}`;
    await deps.db.create(key, {});
  } catch (error) {
    // Counted again at the next write: the estimate must never fail a request.
    pending += count;
    console.warn(`Could not record ${count} API calls for the traffic estimate: ${String(error)}`);
  }
}

/** The API calls recorded this Jakarta month (one store request per 1,000 writes). */
export async function apiCallsThisMonth(deps: Deps): Promise<number> {
  const month = jakartaTime(deps.now()).date.slice(0, 7);
  const keys = await deps.db.keys(`${API_CALLS_PREFIX}${month}/`);
  return keys.reduce((sum, key) => sum + (Number.parseInt(key.split('/').pop() ?? '', 10) || 0), 0);
}

/** Drops the counts of months before the last one (the daily purge): the estimate reads this month's only. */
export async function pruneApiCalls(deps: Deps): Promise<number> {
  const { date } = jakartaTime(deps.now());
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const lastMonth = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const old = (await deps.db.keys(API_CALLS_PREFIX)).filter(
    (key) => key.slice(API_CALLS_PREFIX.length, API_CALLS_PREFIX.length + 7) < lastMonth,
  );
  for (const key of old) await deps.db.delete(key);
  return old.length;
}
