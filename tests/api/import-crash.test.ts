import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLive, skuKeyOf, type ProductRecord } from '#shared/product/record.ts';
import { requestDeps } from '#server/deps.ts';
import { entityActivity } from '#server/services/activity/log.ts';
import { readRevision } from '#server/services/catalog/store/revisions.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { readAllRecords, readSummaries } from '#server/services/catalog/store/records.ts';
import { listCategories } from '#server/services/catalog/categories.ts';
import { applyImport } from '#server/services/catalogue-io/apply.ts';
import { readRows } from '#server/services/catalogue-io/files.ts';
import { planImport } from '#server/services/catalogue-io/plan.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { ready } from '../support/api.ts';
import { crashStore, runWorker } from '../support/crash-store.ts';

/*
 * An import killed with SIGKILL part-way (tests/support/workers/import-worker.ts, its own blob
 * server on a store of this file's own): every row is in the store whole or not at all, the same file
 * run again at once finishes the job, and the store check then finds nothing to repair.
 */

const ROWS = 300;
const TRIALS = 3;
const store = crashStore('import-crash');
const { withStore } = store;

/** Runs the import until it reported `reports` progress lines, then SIGKILLs it; false if it finished first. */
async function importAndKill(file: string, reports: number): Promise<boolean> {
  let seen = 0;
  const ended = await runWorker<object>('import-worker.ts', store, { IMPORT_FILE: file }, (line, kill) => {
    if ('done' in line) seen += 1;
    if (seen >= reports) kill();
  });
  return ended === 'killed';
}

let category = '';
beforeAll(async () => {
  await ready();
  await withStore(async () => {
    await seedDemoCatalog(requestDeps());
    category = (await listCategories(requestDeps()))[0]!.name;
  });
}, 60_000);

afterAll(store.restore);

describe('an import killed part-way', () => {
  it(`${TRIALS} SIGKILLs: rows whole or absent, the rerun finishes at once, the store check finds nothing`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      const tag = `KILL${trial}`;
      const expected = (index: number) => ({ name: `Killed ${tag} ${index}`, price: 1000 + index, stock: index });
      const lines = Array.from({ length: ROWS }, (_, index) => {
        const row = expected(index);
        return `${tag}-${index},${row.name},${category},${row.price},${row.stock},published`;
      });
      const csv = ['sku,name,category,price,stock,status', ...lines].join('\n');
      const file = join(store.dir, `${tag}.csv`);
      writeFileSync(file, csv);
      const killed = await importAndKill(file, trial);
      expect(killed, `trial ${trial}: the import finished before the kill`).toBe(true);

      await withStore(async () => {
        const deps = requestDeps();
        const records = (await readAllRecords(deps)) as ProductRecord[];
        const mine = records.filter((record) => isLive(record) && record.sku.startsWith(`${tag}-`));
        const summaries = new Map((await readSummaries(deps)).map((summary) => [summary.id, summary]));
        expect(mine.length, `trial ${trial}: some rows applied`).toBeGreaterThan(0);
        expect(mine.length, `trial ${trial}: not every row applied`).toBeLessThan(ROWS);
        for (const record of mine) {
          const index = Number(record.sku.split('-').at(-1));
          expect(record).toMatchObject({ ...expected(index), status: 'published', version: 1 });
          // The list view follows a commit; a kill between the two leaves it for the store check.
          const summary = summaries.get(record.id);
          if (summary) expect(summary).toMatchObject(expected(index));
        }

        // The same file again, at once: the applied rows come back unchanged, the rest are created.
        const plan = await planImport(deps, await readRows(new TextEncoder().encode(csv)));
        const rerun = await applyImport(deps, plan);
        expect(rerun.errors, `trial ${trial}`).toEqual([]);
        expect(rerun.unchanged.length).toBe(mine.length);
        expect(rerun.creates.length).toBe(ROWS - mine.length);
        const after = ((await readAllRecords(deps)) as ProductRecord[]).filter(
          (record) => isLive(record) && record.sku.startsWith(`${tag}-`),
        );
        expect(new Set(after.map((record) => skuKeyOf(record.sku))).size).toBe(ROWS);
        // The list view has caught up with every row, those committed just before the kill included.
        const listed = new Map((await readSummaries(deps)).map((summary) => [summary.id, summary]));
        for (const record of after) expect(listed.get(record.id)).toMatchObject({ version: record.version });

        await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
        expect((await checkStore(deps, { deep: true, assumeIdle: true })).findings, `trial ${trial}`).toEqual([]);
        // Each row's version and entry were copied (with its commit, by the rerun or by the check): the
        // product's history and versions answer for it, once. Every row the killed import applied is
        // read; of the rows the rerun created, plain creates of a whole import, every tenth (a history
        // is about 25 store calls, one a retained month).
        const killedIds = new Set(mine.map((record) => record.id));
        const checked = after.filter(
          (record) => killedIds.has(record.id) || Number(record.sku.split('-').at(-1)) % 10 === 0,
        );
        for (const record of checked) {
          const history = await entityActivity(deps, 'product', String(record.id));
          expect(
            history.map((entry) => entry.action),
            `trial ${trial}: product ${record.id}`,
          ).toEqual(['import']);
          expect((await readRevision(deps, record.id, 1))?.sku, `trial ${trial}: product ${record.id}`).toBe(
            record.sku,
          );
        }
      });
    }
  }, 240_000);
});
