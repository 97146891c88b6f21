import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import type { Deps } from '#server/deps.ts';
import { archivePage, purgeExpired, restoreProduct } from '#server/services/catalog/archive.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { deleteProduct } from '#server/services/catalog/operations.ts';
import { readRecord, readSummaries } from '#server/services/catalog/store/records.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { ready } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';

/*
 * The archive keeps a deleted product 30 days: then the store check (builds, `npm start`) and the
 * daily scheduled function purge it. A store of its own: the clock is moved 31 days ahead, which
 * would expire every other file's archived products too.
 */

let store: Awaited<ReturnType<typeof useOwnStore>>;
const DAY = 24 * 60 * 60 * 1000;
const later = (deps: Deps, days: number): Deps => ({ ...deps, now: () => new Date(Date.now() + days * DAY) });

beforeAll(async () => {
  await ready();
  store = await useOwnStore('archive-purge');
  await seedDemoCatalog(requestDeps());
}, 60_000);

afterAll(async () => {
  await store?.restore();
});

describe('archive purge', () => {
  it('keeps a deleted product 30 days, then the store check purges it (and only it)', async () => {
    const deps = requestDeps();
    const [first, second] = (await readSummaries(deps)).slice(0, 2);
    await deleteProduct(deps, first!.id, 'Penguji');
    await deleteProduct(deps, second!.id, 'Penguji');

    // Day 29: still in the archive, restorable, nothing to purge.
    const day29 = later(deps, 29);
    expect((await archivePage(day29, { page: 1, per_page: 10, q: '' })).total).toBe(2);
    expect((await checkStore(day29, { fix: true })).findings).toEqual([]);
    await restoreProduct(day29, second!.id);

    // Day 31: out of the archive; the check reports it and its repair purges it.
    const day31 = later(deps, 31);
    expect((await archivePage(day31, { page: 1, per_page: 10, q: '' })).total).toBe(0);
    await expect(restoreProduct(day31, first!.id)).rejects.toMatchObject({ status: 404 });
    const report = await checkStore(day31, { fix: true });
    expect(report.findings).toEqual([
      expect.objectContaining({ kind: 'expired-archive', productId: first!.id, fixed: true }),
    ]);
    expect(await readRecord(deps, first!.id)).toBeNull();
    expect((await readSummaries(deps)).some((item) => item.id === first!.id)).toBe(false);
    expect((await readRecord(deps, second!.id))?.deleted_at).toBeUndefined();
    const clean = await checkStore(day31, { deep: true, assumeIdle: true });
    expect(clean.findings.filter((finding) => finding.kind !== 'unreferenced-image')).toEqual([]);
  });

  it('the daily purge removes what expired and nothing else', async () => {
    const deps = requestDeps();
    const [target] = (await readSummaries(deps)).filter((item) => !item.deleted_at);
    await deleteProduct(deps, target!.id);
    expect(await purgeExpired(later(deps, 10))).toEqual([]);
    expect(await purgeExpired(later(deps, 31))).toEqual([target!.id]);
    expect(await readRecord(deps, target!.id)).toBeNull();
  });
});
