import { describe, expect, it } from 'vitest';
import type { Deps } from '#server/deps.ts';
import { requestDeps } from '#server/deps.ts';
import { actingAs } from '#server/services/activity/actor.ts';
import { ACTIVITY_PREFIX, activityPage, monthOf, pruneActivity } from '#server/services/activity/log.ts';
import { createCategory } from '#server/services/catalog/categories.ts';
import { CategoryInputSchema } from '#shared/catalogue/category.ts';
import { ready } from '../support/api.ts';

/*
 * The log keeps a year: an entry older than that is no longer listed, and the daily purge (and the
 * store check) drops whole months once every entry in them is older than a year. The clock is the
 * services' own (`deps.now`), moved per call; the acting user is a made-up id nobody else uses.
 */

const DAY = 24 * 60 * 60 * 1000;
const at = (deps: Deps, time: number): Deps => ({ ...deps, now: () => new Date(time) });

describe('activity pruning', () => {
  it('lists only the last year and drops months older than a year, whole', async () => {
    await ready();
    const deps = requestDeps();
    const user = { id: 900_000 + Math.floor(Math.random() * 99_999), name: 'Penguji Waktu' };
    const now = Date.now();
    const old = now - 400 * DAY;
    const recent = now - 10 * DAY;
    await actingAs(user, async () => {
      await createCategory(at(deps, old), CategoryInputSchema.parse({ name: `Lama ${now}` }));
      await createCategory(at(deps, recent), CategoryInputSchema.parse({ name: `Baru ${now}` }));
    });
    const query = { page: 1, per_page: 10, user: user.id };
    const oldMonth = `${ACTIVITY_PREFIX}${monthOf(old)}/`;
    expect((await deps.db.keys(oldMonth)).some((key) => key.includes(`~${user.id}~`))).toBe(true);

    // Not listed any more (older than a year), though still stored until the purge.
    const listed = await activityPage(deps, query);
    expect(listed.total).toBe(1);
    expect(listed.data[0]!.label).toBe(`Baru ${now}`);
    // Seen from 400 days ago, both were within their year.
    expect((await activityPage(at(deps, old + DAY), query)).total).toBe(1);

    const dropped = await pruneActivity(deps);
    expect(dropped).toBeGreaterThanOrEqual(1);
    expect((await deps.db.keys(oldMonth)).filter((key) => key.includes(`~${user.id}~`))).toEqual([]);
    expect((await activityPage(deps, query)).total).toBe(1);
    // A recent month is never dropped, whatever the purge.
    expect(
      (await deps.db.keys(`${ACTIVITY_PREFIX}${monthOf(recent)}/`)).some((key) => key.includes(`~${user.id}~`)),
    ).toBe(true);
  });
});
