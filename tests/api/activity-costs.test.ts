import { describe, expect } from 'vitest';
import type { ActivityEntry } from '#shared/activity/entry.ts';
import type { Deps } from '#server/deps.ts';
import { requestDeps } from '#server/deps.ts';
import { activityKey } from '#server/services/activity/keys.ts';
import { activityPage, writeEntries, writeLogKey } from '#server/services/activity/log.ts';
import { resetCounts } from '#server/services/activity/migrate.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import deploySucceeded from '#functions/deploy-succeeded.mts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * What a read of the log costs does not follow the size of the days it shows: a rare filter whose
 * few rows lie on busy days reads those days' indexes instead of listing them, and the first read
 * after the store check finds the days' counts kept (only the days its repairs touched are counted
 * again, by the check itself). Measured as what the store hands the reads: the keys its listings
 * return and how many calls they make. A store of its own: it counts every entry.
 */

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;

function entry(at: number, user: number, entityId = '1'): ActivityEntry {
  serial += 1;
  return {
    id: `cost-${serial}`,
    at: new Date(at).toISOString(),
    user: { id: user, name: `Admin ${user}` },
    action: 'update',
    entity: 'category',
    entity_id: entityId,
    label: `Baris ${serial}`,
    changes: [],
  };
}

/** The deps with a store that counts its calls and the keys its listings return. */
function watched(deps: Deps) {
  const seen = { listed: 0, calls: 0 };
  const db = {
    ...deps.db,
    keys: async (prefix: string) => {
      const keys = await deps.db.keys(prefix);
      seen.listed += keys.length;
      seen.calls += 1;
      return keys;
    },
    get: (async (key: string, consistency?: 'strong') => {
      seen.calls += 1;
      return deps.db.get(key, consistency);
    }) as Deps['db']['get'],
  };
  return { deps: { ...deps, db } as Deps, seen };
}

/** `count` entries of person 1 on each of the days given (days ago), at noon UTC. */
function busy(daysAgo: readonly number[], count: number): ActivityEntry[] {
  const noon = Math.floor(Date.now() / DAY) * DAY + DAY / 2;
  return daysAgo.flatMap((ago) =>
    Array.from({ length: count }, (_, index) => entry(noon - ago * DAY - index * 1000, 1, String(index % 7))),
  );
}

describe('activity log costs', () => {
  it('a rare filter whose rows lie on busy days costs the same when those days grow tenfold', async () => {
    const deps = requestDeps();
    const days = [2, 5, 9, 14, 20, 27];
    const noon = Math.floor(Date.now() / DAY) * DAY + DAY / 2;
    // One row of person 7 on each of six days, among person 1's.
    const rare = days.map((ago) => entry(noon - ago * DAY + 500, 7));
    await writeEntries(deps, [...rare, ...busy(days, 10)]);
    await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
    const read = async () => {
      const { deps: counted, seen } = watched(deps);
      const page = await activityPage(counted, { page: 1, per_page: 25, user: 7 });
      return { page, seen: { ...seen } };
    };
    await read(); // indexes the days it shows, once
    const small = await read();
    expect(small.page.total).toBe(6);

    await writeEntries(deps, busy(days, 100));
    await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
    await read();
    const large = await read();
    expect(large.page.total).toBe(6);
    expect(large.page.data.map((row) => row.label)).toEqual(rare.map((row) => row.label));
    expect(large.seen).toEqual(small.seen);
  });

  it('the first read after the store check costs what any read costs, and counts what its repairs copied', async () => {
    const deps = requestDeps();
    const before = (await activityPage(deps, { page: 1, per_page: 1 })).total;
    await writeEntries(deps, busy([3, 4, 6, 8, 11, 15, 30, 60, 90, 200], 12));
    await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
    const read = async () => {
      const { deps: counted, seen } = watched(deps);
      const page = await activityPage(counted, { page: 1, per_page: 25 });
      const filtered = await activityPage(counted, { page: 1, per_page: 25, user: 8 });
      return { page, filtered, seen: { ...seen } };
    };
    await read();
    const steady = await read();
    expect(steady.page.total).toBe(before + 120);

    // A copy into a day already counted by a writer that stopped before leaving its marker: the
    // check finds that day's counts short and writes them again, and only that day's.
    const stopped = entry(Date.now() - 6 * DAY, 8);
    await writeLogKey(deps, activityKey(stopped), stopped, { late: false });
    expect((await activityPage(deps, { page: 1, per_page: 1 })).total).toBe(before + 120);
    await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
    const first = await read();
    const next = await read();
    expect(first.page.total).toBe(before + 121);
    expect(first.filtered.data.map((row) => row.label)).toEqual([stopped.label]);
    expect(first.seen).toEqual(next.seen);
    expect(first.seen.listed).toBe(steady.seen.listed);
  });

  it('days left without counts are counted by the next deploy, not by the first admin who opens the log', async () => {
    const deps = requestDeps();
    await writeEntries(deps, busy([2, 3, 7, 12, 40, 100], 15));
    // Counts and indexes dropped, as the store check of the code before this one dropped them.
    await resetCounts(deps);
    const event = { payload: { id: 'deploy-after-counts-dropped', context: 'production' } };
    const answer = await deploySucceeded(
      new Request('http://localhost/', { method: 'POST', body: JSON.stringify(event) }),
    );
    expect(answer.status).toBe(200);
    const read = async () => {
      const { deps: counted, seen } = watched(deps);
      const page = await activityPage(counted, { page: 1, per_page: 25, user: 1 });
      return { page, seen: { ...seen } };
    };
    const first = await read();
    const next = await read();
    expect(first.page.data).toHaveLength(25);
    expect(first.seen).toEqual(next.seen);
  });
});
