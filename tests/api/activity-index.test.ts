import { describe, expect } from 'vitest';
import type { ActivityEntry } from '#shared/activity/entry.ts';
import type { Deps } from '#server/deps.ts';
import { requestDeps } from '#server/deps.ts';
import {
  ACTIVITY_PREFIX,
  activityPage,
  entityActivity,
  pruneActivity,
  writeEntries,
} from '#server/services/activity/log.ts';
import { RECORDS_PREFIX, nameOf } from '#server/services/activity/keys.ts';
import { COUNTS_PREFIX } from '#server/services/activity/counts.ts';
import { migrateActivityLayout, resetCounts } from '#server/services/activity/migrate.ts';
import deploySucceeded from '#functions/deploy-succeeded.mts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The log answers a page, a filter and one record's history without listing the whole log: what a
 * read lists stays the same when the log grows tenfold in days the page does not show (the days'
 * counts made once, as the first reader after the store check makes them), and the
 * totals stay exact (also after an entry is copied late into a day already counted, after a log kept
 * in the month-only layout is moved, and after old months are dropped). A store of its own: it
 * counts every entry.
 */

const DAY = 24 * 60 * 60 * 1000;
let serial = 0;

function entry(at: number, user: number, entity: ActivityEntry['entity'], entityId: string): ActivityEntry {
  serial += 1;
  return {
    id: `bench-${serial}`,
    at: new Date(at).toISOString(),
    user: { id: user, name: `Admin ${user}` },
    action: 'update',
    entity,
    entity_id: entityId,
    label: `Baris ${serial}`,
    changes: [],
  };
}

/** The deps with a store that counts the keys its listings return. */
function counting(deps: Deps) {
  const seen = { listed: 0 };
  const db = {
    ...deps.db,
    keys: async (prefix: string) => {
      const keys = await deps.db.keys(prefix);
      seen.listed += keys.length;
      return keys;
    },
  };
  return { deps: { ...deps, db } as Deps, seen };
}

/** `count` entries a day for `days` days, ending `endDaysAgo` days ago; user 1 or 2, a few records. */
function spread(count: number, days: number, endDaysAgo: number): ActivityEntry[] {
  const now = Date.now();
  return Array.from({ length: count * days }, (_, index) => {
    const day = endDaysAgo + Math.floor(index / count);
    return entry(
      now - day * DAY - (index % count) * 60_000,
      1 + (index % 2),
      index % 3 ? 'category' : 'user',
      String(index % 5),
    );
  });
}

describe('activity log index', () => {
  it('lists the same for a page, a filter and a record whether the log holds 200 or 2,000 entries', async () => {
    const deps = requestDeps();
    const base = Date.now();
    // What the store held before (its seeding); every count below is on top of it.
    const before = (await activityPage(deps, { page: 1, per_page: 1 })).total;
    const mine = [entry(base - 1000, 7, 'settings', '1'), entry(base - 3 * DAY, 7, 'settings', '1')];
    await writeEntries(deps, [...mine, ...spread(20, 10, 2)]);
    await resetCounts(deps);
    const reads = async () => {
      const { deps: watched, seen } = counting(deps);
      const page = await activityPage(watched, { page: 1, per_page: 25 });
      const filtered = await activityPage(watched, { page: 1, per_page: 25, user: 7 });
      const history = await entityActivity(watched, 'settings', '1');
      return { page, filtered, history, listed: seen.listed };
    };
    await reads(); // counts each day over once
    const small = await reads();
    expect(small.page.total).toBe(before + 202);
    expect(small.filtered.total).toBe(2);
    expect(small.history).toHaveLength(2);

    // Ten times the entries, on days further back: copied into days already counted, they leave
    // markers that make those days' counts stale, until the store check counts afresh.
    await writeEntries(deps, spread(200, 9, 20));
    expect((await activityPage(deps, { page: 1, per_page: 1 })).total).toBe(before + 2002);
    await resetCounts(deps);
    await reads();
    const large = await reads();
    expect(large.page.total).toBe(before + 2002);
    expect(large.page.data.map((row) => row.label)).toEqual(small.page.data.map((row) => row.label));
    expect(large.filtered.total).toBe(2);
    expect(large.filtered.data.map((row) => row.at)).toEqual(mine.map((row) => row.at));
    expect(large.history).toHaveLength(2);
    // What the reads list is today's keys and the record's copies, not the log.
    expect(large.listed).toBe(small.listed);
    expect(large.listed).toBeLessThan(100);

    // An entry copied late into a day already counted is counted.
    await writeEntries(deps, [entry(base - 5 * DAY, 7, 'settings', '1')]);
    const late = await reads();
    expect(late.page.total).toBe(before + 2003);
    expect(late.filtered.total).toBe(3);
    expect(late.filtered.data[2]!.at).toBe(new Date(base - 5 * DAY).toISOString());
    expect(late.history).toHaveLength(3);
    // Filters by Jakarta dates come from the same counts.
    const day = new Date(base - 5 * DAY + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await activityPage(deps, { page: 1, per_page: 100, user: 7, from: day, to: day })).total).toBe(1);
  });

  it('moves a log kept by month only to its days and copies it per record; pruning drops copies and counts', async () => {
    const deps = requestDeps();
    const old = entry(Date.now() - 40 * DAY, 8, 'user', '42');
    const at = Date.parse(old.at);
    const name = nameOf(`x/${String(9_999_999_999_999 - at).padStart(13, '0')}~user~42~8~${old.id}`);
    const legacy = `${ACTIVITY_PREFIX}${old.at.slice(0, 7)}/${name}`;
    await deps.db.create(legacy, old);
    expect((await activityPage(deps, { page: 1, per_page: 10, user: 8 })).total).toBe(0);

    expect(await migrateActivityLayout(deps, { force: true })).toMatchObject({ moved: 1 });
    expect(await deps.db.get(legacy)).toBeNull();
    expect((await activityPage(deps, { page: 1, per_page: 10, user: 8 })).data.map((row) => row.label)).toEqual([
      old.label,
    ]);
    expect(await entityActivity(deps, 'user', '42')).toHaveLength(1);

    // A year and more later, its month goes whole: the entry, its record's copy and the month's counts.
    const later = { ...deps, now: () => new Date(at + 400 * DAY) };
    expect(await pruneActivity(later)).toBeGreaterThanOrEqual(1);
    const month = old.at.slice(0, 7);
    expect(await deps.db.keys(`${ACTIVITY_PREFIX}${month}/`)).toEqual([]);
    expect(await deps.db.keys(`${RECORDS_PREFIX}${month}/`)).toEqual([]);
    expect(await deps.db.get(`${COUNTS_PREFIX}${month}`)).toBeNull();
  });

  it('the deploy that brings the indexed log moves a log kept by month only at once, not at the next daily purge', async () => {
    const deps = requestDeps();
    // A store of the code before: no log moved yet (the test above finished a migration on this store).
    await deps.db.delete('activity-layout');
    const old = entry(Date.now() - 3 * DAY, 9, 'user', '43');
    const name = nameOf(`x/${String(9_999_999_999_999 - Date.parse(old.at)).padStart(13, '0')}~user~43~9~${old.id}`);
    await deps.db.create(`${ACTIVITY_PREFIX}${old.at.slice(0, 7)}/${name}`, old);
    expect((await activityPage(deps, { page: 1, per_page: 10, user: 9 })).total).toBe(0);

    const event = { payload: { id: 'deploy-with-the-index', context: 'production' } };
    const answer = await deploySucceeded(
      new Request('http://localhost/', { method: 'POST', body: JSON.stringify(event) }),
    );
    expect(answer.status).toBe(200);
    expect((await activityPage(deps, { page: 1, per_page: 10, user: 9 })).data.map((row) => row.label)).toEqual([
      old.label,
    ]);
  });
});
