import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLive, skuKeyOf, type ProductRecord } from '#shared/product/record.ts';
import { requestDeps } from '#server/deps.ts';
import { entityActivity } from '#server/services/activity/log.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { readAllRecords, readSummaries } from '#server/services/catalog/store/records.ts';
import { listCategories } from '#server/services/catalog/categories.ts';
import { applyImport } from '#server/services/catalogue-io/apply.ts';
import { readRows } from '#server/services/catalogue-io/files.ts';
import { startImportJob } from '#server/services/catalogue-io/import-job.ts';
import { planImport, reportOf } from '#server/services/catalogue-io/plan.ts';
import { LEASE_MS } from '#server/services/catalogue-io/jobs/records.ts';
import { runJobStep } from '#server/services/catalogue-io/jobs/run.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { ready } from '../support/api.ts';
import { crashStore, stepAndKill } from '../support/crash-store.ts';

/*
 * A confirmed import running as a job whose steps are killed with SIGKILL part-way
 * (tests/support/workers/job-worker.ts: its own blob server on a store of this file's own, one window
 * of four rows a step), at a different moment of a step each trial: a fraction of the step before's
 * duration, from its planning to past its commits. Once the crashed step's hold has run out, the next
 * steps finish the job: every row was applied exactly once (each new product stored once, at version
 * 1, each updated one at version 2) and listed at that version, the report counts the rows as the
 * preview did and names the bad ones, the job's receipts and input are gone; once the store check has
 * copied the entries a kill left uncopied, it finds nothing more and each product's history has the
 * job's one 'import' entry.
 */

const CREATES = 60;
const UPDATES = 24;
/** Where in a step the kill falls, as a share of the step before's duration; and after how many steps. */
const MOMENTS = [0.15, 0.4, 0.65, 0.9];
const TRIALS = MOMENTS.length;
const store = crashStore('import-job-crash');
const { withStore } = store;

const csvOf = (lines: string[]) => new TextEncoder().encode(['sku,name,category,price,stock', ...lines].join('\n'));

/** The rows of the trial's file the store holds applied: products created, and updated to version 2. */
async function appliedRows(tag: string): Promise<number> {
  const records = (await readAllRecords(requestDeps())) as ProductRecord[];
  return records.filter(
    (record) =>
      isLive(record) && record.sku.startsWith(`${tag}-`) && (record.sku.includes('-C') || record.version === 2),
  ).length;
}

let category = '';
beforeAll(async () => {
  await ready();
  // Windows of four rows, as the worker's steps take them: a job is cut into windows when it starts.
  process.env.RAWLAB_JOB_STEP_SHARDS = '1';
  await withStore(async () => {
    await seedDemoCatalog(requestDeps());
    category = (await listCategories(requestDeps()))[0]!.name;
  });
}, 60_000);

afterAll(() => {
  delete process.env.RAWLAB_JOB_STEP_SHARDS;
  store.restore();
});

describe('an import job killed part-way', () => {
  it(`${TRIALS} SIGKILLs mid-job: the job resumes and finishes, each row applied exactly once`, async () => {
    let partial = 0;
    for (let trial = 1; trial <= TRIALS; trial++) {
      const tag = `IKILL${trial}`;
      const created = (i: number) => ({ sku: `${tag}-C${i}`, name: `New ${tag} ${i}`, price: 5_000 + i, stock: i });
      const updated = (i: number) => ({
        sku: `${tag}-U${i}`,
        name: `Old ${tag} ${i}`,
        price: 90_000 + 7 * i,
        stock: 3,
      });
      const line = (row: { sku: string; name: string; price: number | string; stock: number }) =>
        `${row.sku},${row.name},${category},${row.price},${row.stock}`;
      const { jobId, badRows, order } = await withStore(async () => {
        const deps = requestDeps();
        // The products the file updates, stored first as an earlier import would have.
        const before = Array.from({ length: UPDATES }, (_, i) => line(updated(i)));
        expect((await applyImport(deps, await planImport(deps, await readRows(csvOf(before))))).errors).toEqual([]);
        // The job's file: creates with an update every third row, and two bad prices among them.
        const lines: string[] = [];
        const bad: number[] = [];
        for (let c = 0, u = 0; c < CREATES || u < UPDATES;) {
          if (u < UPDATES && (lines.length % 3 === 2 || c >= CREATES)) {
            const row = updated(u++);
            lines.push(line({ ...row, price: row.price * 2 }));
          } else lines.push(line(created(c++)));
          if (lines.length === 20 || lines.length === 61) {
            lines.push(line({ sku: `${tag}-BAD${lines.length}`, name: 'Bad', price: 'abc', stock: 1 }));
            bad.push(lines.length + 1);
          }
        }
        const rows = await readRows(csvOf(lines));
        const plan = await planImport(deps, rows);
        const report = reportOf(plan, false);
        expect(report).toMatchObject({ created: CREATES, updated: UPDATES });
        const job = await startImportJob(deps, rows, plan, report, report.versions, { id: 1, name: 'Crash tester' });
        const order = lines.map((text) => text.split(',')[0]!).filter((sku) => !sku.includes('-BAD'));
        return { jobId: job.id, badRows: bad, order };
      });
      const doneAtKill = await stepAndKill(store, jobId, 1 + (trial % 2), MOMENTS[trial - 1]!);
      expect(doneAtKill, `trial ${trial}: killed mid-job`).toBeLessThan(CREATES + UPDATES);

      await withStore(async () => {
        // Later than the crashed step's hold: the next steps take the job over.
        const later = { ...requestDeps(), now: () => new Date(Date.now() + LEASE_MS + 1_000) };
        const applied = await appliedRows(tag);
        if (applied > doneAtKill) partial += 1;
        let job = await runJobStep(later, jobId);
        while (job.state === 'running') job = await runJobStep(later, jobId);
        expect(job, `trial ${trial}`).toMatchObject({ state: 'done', done: CREATES + UPDATES });
        expect(job.result?.report, `trial ${trial}`).toMatchObject({
          dry_run: false,
          rows: CREATES + UPDATES + 2,
          created: CREATES,
          updated: UPDATES,
          unchanged: 0,
        });
        expect(job.result?.report?.errors.map((error) => error.row)).toEqual(badRows);
        expect(await later.db.keys(`job-units/${jobId}/`)).toEqual([]);
        expect(await later.db.get(`job-inputs/${jobId}`)).toBeNull();

        const deps = requestDeps();
        const mine = ((await readAllRecords(deps)) as ProductRecord[]).filter(
          (record) => isLive(record) && record.sku.startsWith(`${tag}-`),
        );
        expect(mine).toHaveLength(CREATES + UPDATES);
        expect(new Set(mine.map((record) => skuKeyOf(record.sku))).size).toBe(CREATES + UPDATES);
        const listed = new Map((await readSummaries(deps)).map((summary) => [summary.id, summary]));
        for (const record of mine) {
          const [, kind, index] = /-(C|U)(\d+)$/.exec(record.sku)!;
          const expected =
            kind === 'C'
              ? { ...created(Number(index)), version: 1 }
              : { ...updated(Number(index)), price: updated(Number(index)).price * 2, version: 2 };
          expect(record, `trial ${trial}: ${record.sku}`).toMatchObject(expected);
          expect(listed.get(record.id), `trial ${trial}: ${record.sku} listed`).toMatchObject({
            version: record.version,
          });
        }
        // An entry committed with its row but not yet copied to the log when the kill came is copied by
        // the store check (which the job's publish runs); then each product has the job's one entry.
        await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
        expect((await checkStore(deps, { deep: true, assumeIdle: true })).findings, `trial ${trial}`).toEqual([]);
        // Every row of the windows around the killed step is read, and every fifth row of the rest (a
        // history is about 25 store calls, one a retained month; the other windows ran whole).
        const position = new Map(order.map((sku, index) => [sku, index]));
        const nearKill = (record: ProductRecord) => Math.abs(position.get(record.sku)! - doneAtKill - 2) <= 6;
        for (const record of mine.filter((item) => nearKill(item) || position.get(item.sku)! % 5 === 0)) {
          const history = await entityActivity(later, 'product', String(record.id));
          expect(
            history.map((entry) => entry.action),
            `trial ${trial}: ${record.sku}`,
          ).toEqual(record.sku.includes('-C') ? ['import'] : ['import', 'import']);
        }
      });
    }
    console.log(`import job crash: ${partial} of ${TRIALS} kills fell after some of a window's rows were applied`);
  }, 300_000);
});
