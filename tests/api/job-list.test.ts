import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { JobList, JobStarted, JobView } from '#shared/catalogue/jobs.ts';
import { requestDeps, type Deps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { summaryShardKey, summaryShardOf } from '#server/services/catalog/store/keys.ts';
import { readSummaries } from '#server/services/catalog/store/records.ts';
import { applyImport } from '#server/services/catalogue-io/apply.ts';
import { readRows } from '#server/services/catalogue-io/files.ts';
import { planImport } from '#server/services/catalogue-io/plan.ts';
import { purgeJobs } from '#server/services/catalogue-io/jobs/housekeeping.ts';
import { takeLease } from '#server/services/catalogue-io/jobs/records.ts';
import { call, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * Jobs an admin comes back to (decision 025): GET /api/admin/jobs lists the unfinished ones with
 * their progress (and those that ended in the last day); `run` resumes one where it stopped; `cancel`
 * stops it at a unit boundary, what was applied staying applied and said so; the daily purge removes
 * a finished job a week after it ended and an abandoned one after 30 days, input and receipts with
 * it. A store of its own: the purge moves the clock ahead. Steps of one record shard (32 products).
 */

beforeAll(() => {
  process.env.RAWLAB_JOB_STEP_SHARDS = '1';
  resetEnvCache();
});
afterAll(() => {
  delete process.env.RAWLAB_JOB_STEP_SHARDS;
  resetEnvCache();
});

const DAY = 24 * 60 * 60 * 1000;
const later = (days: number): Deps => ({ ...requestDeps(), now: () => new Date(Date.now() + days * DAY) });
let counter = 0;

/** A CSV of `count` new products priced 1,000 + index, and its tag. */
async function file(token: string, count: number) {
  const [category] = (await call('/api/categories', { token })).body;
  const tag = `JL${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();
  const lines = Array.from({ length: count }, (_, i) => `${tag}-${i},List ${tag} ${i},${category.name},${1000 + i},3`);
  const form = new FormData();
  form.set('file', new File([['sku,name,category,price,stock', ...lines].join('\n')], 'p.csv', { type: 'text/csv' }));
  return { tag, form };
}

const run = (token: string, id: string) => call<JobView>(`/api/admin/jobs/${id}/run`, { method: 'POST', token });
const cancel = (token: string, id: string) =>
  call<JobView & { message?: string }>(`/api/admin/jobs/${id}/cancel`, { method: 'POST', token });
const list = async (token: string, kind?: string) =>
  (await call<JobList>(`/api/admin/jobs${kind ? `?kind=${kind}` : ''}`, { token })).body.items;

async function finish(token: string, job: JobView): Promise<JobView> {
  let current = job;
  while (current.state === 'running') current = (await run(token, job.id)).body;
  return current;
}

/** The tag's products, sorted by SKU number. */
async function mine(token: string, tag: string): Promise<Array<{ id: number; sku: string; price: number }>> {
  const answer = await call(`/api/admin/products?q=${tag}&per_page=100&page=1`, { token });
  return (answer.body.data as Array<{ id: number; sku: string; price: number }>)
    .filter((item) => item.sku.startsWith(`${tag}-`))
    .sort((a, b) => Number(a.sku.split('-')[1]) - Number(b.sku.split('-')[1]));
}

/** A bulk +10 % on `count` new products, left after its first step as a closed tab leaves it. */
async function leftBulkJob(token: string, count: number) {
  const { tag, form } = await file(token, count);
  const imported = await call('/api/admin/products/import', { method: 'POST', token, body: form });
  if (imported.status === 202) await finish(token, imported.body.job);
  const ids = (await mine(token, tag)).map((item) => item.id);
  expect(ids).toHaveLength(count);
  const started = await call<JobStarted>('/api/admin/products/bulk', {
    method: 'POST',
    token,
    json: { ids, action: 'adjust_price_percent', value: 10 },
  });
  expect(started.status).toBe(202);
  return { tag, job: started.body.job };
}

describe('jobs left unfinished', () => {
  it('are listed with their progress and resume where they stopped', async ({ token }) => {
    const { tag, job } = await leftBulkJob(token, 100);
    const listed = await list(token, 'bulk');
    expect(listed.find((item) => item.id === job.id)).toMatchObject({
      kind: 'bulk',
      state: 'running',
      done: job.done,
      total: 100,
      cancelling: false,
      busy_until: null,
    });
    expect(await list(token, 'import')).not.toContainEqual(expect.objectContaining({ id: job.id }));
    const done = await finish(token, job);
    expect(done.result).toMatchObject({ message: '100 dari 100 produk diperbarui', ok: 100 });
    expect((await mine(token, tag)).map((item) => item.price)).toEqual(
      Array.from({ length: 100 }, (_, i) => Math.round((1000 + i) * 1.1)),
    );
    // Finished in the last day: still listed, with its result.
    expect((await list(token)).find((item) => item.id === job.id)).toMatchObject({ state: 'done' });
  });

  it('a cancel stops a bulk edit at a record shard: what was applied stays, and the answer says how much', async ({
    token,
  }) => {
    const { tag, job } = await leftBulkJob(token, 100);
    const stepped = (await run(token, job.id)).body;
    expect(stepped.done).toBeGreaterThan(job.done);
    const cancelled = await cancel(token, job.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', done: stepped.done, cancelling: false });
    expect(cancelled.body.result?.message).toBe(
      `Dibatalkan: ${stepped.done} dari 100 produk sudah diubah dan tetap tersimpan; sisanya tidak diubah.`,
    );
    const prices = (await mine(token, tag)).map((item) => item.price);
    const changed = prices.filter((price, i) => price === Math.round((1000 + i) * 1.1)).length;
    const untouched = prices.filter((price, i) => price === 1000 + i).length;
    expect([changed, untouched]).toEqual([stepped.done, 100 - stepped.done]);
    // Nothing more happens to it: another run or cancel changes nothing.
    expect((await run(token, job.id)).body).toMatchObject({ state: 'cancelled', done: stepped.done });
    const again = await cancel(token, job.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Pekerjaan ini sudah selesai; tidak ada yang dibatalkan');
    expect(await requestDeps().db.get(`job-inputs/${job.id}`)).toBeNull();
    expect(await requestDeps().db.keys(`job-units/${job.id}/`)).toEqual([]);
  });

  it('a cancel while another request works on the job waits for it, then stops', async ({ token }) => {
    const { job } = await leftBulkJob(token, 70);
    // Another request holds the job (a step in flight): the cancel is recorded and answered at once.
    expect(await takeLease(requestDeps(), job.id, 'another-step')).not.toBeNull();
    const asked = (await cancel(token, job.id)).body;
    expect(asked).toMatchObject({ state: 'running', cancelling: true, done: job.done });
    expect(asked.busy_until).not.toBeNull();
    // Once that hold has run out (the step crashed), the next call stops the job.
    const stopped = (await run(token, job.id)).body;
    expect(stopped.state).toBe('running');
    const { runJobStep } = await import('#server/services/catalogue-io/jobs/run.ts');
    const after = await runJobStep(later(0.01), job.id);
    expect(after).toMatchObject({ state: 'cancelled', done: job.done });
  });

  it('a cancelled import keeps the windows applied and creates nothing more', async ({ token }) => {
    const { tag, form } = await file(token, 40);
    const started = await call<JobStarted>('/api/admin/products/import', { method: 'POST', token, body: form });
    expect(started.status).toBe(202);
    expect((await list(token, 'import')).find((item) => item.id === started.body.job.id)).toMatchObject({
      state: 'running',
      done: 4,
      total: 40,
    });
    const cancelled = (await cancel(token, started.body.job.id)).body;
    expect(cancelled).toMatchObject({ state: 'cancelled', done: 4 });
    expect(cancelled.result?.message).toBe(
      'Impor dibatalkan: 4 dari 40 baris sudah diterapkan dan tetap tersimpan; sisanya tidak diimpor.',
    );
    expect((await mine(token, tag)).map((item) => item.sku)).toEqual([0, 1, 2, 3].map((i) => `${tag}-${i}`));
  });

  it('an import step works as many windows as fit its budget, not one', async ({ token }) => {
    // Two record shards a step: windows of eight rows, two of them a step while they are quick.
    process.env.RAWLAB_JOB_STEP_SHARDS = '2';
    resetEnvCache();
    try {
      const { tag, form } = await file(token, 60);
      const started = await call<JobStarted>('/api/admin/products/import', { method: 'POST', token, body: form });
      expect(started.status).toBe(202);
      const seen = [started.body.job.done];
      let job = started.body.job;
      while (job.state === 'running') {
        job = (await run(token, job.id)).body;
        seen.push(job.done);
      }
      expect(seen).toEqual([16, 32, 48, 60]);
      expect(job.result?.report).toMatchObject({ created: 60, errors: [] });
      expect(await mine(token, tag)).toHaveLength(60);
    } finally {
      process.env.RAWLAB_JOB_STEP_SHARDS = '1';
      resetEnvCache();
    }
  });

  it('a window run again lists a product whose commit a crash cut off before its list entry', async ({ token }) => {
    const deps = requestDeps();
    const { tag, form } = await file(token, 2);
    const csv = await (form.get('file') as File).text();
    expect(
      (await applyImport(deps, await planImport(deps, await readRows(new TextEncoder().encode(csv))))).errors,
    ).toEqual([]);
    const [first] = (await readSummaries(deps)).filter((item) => item.sku === `${tag}-0`);
    // The row updated, then its list entry put back as a kill between the commit and the list leaves it.
    const raised = csv.replace(`${tag}-0,List ${tag} 0,`, `${tag}-0,List ${tag} 0 raised,`);
    await applyImport(deps, await planImport(deps, await readRows(new TextEncoder().encode(raised))));
    const key = summaryShardKey(summaryShardOf(first!.id));
    const shard = (await deps.db.get<{ entries: Record<string, unknown> }>(key))!;
    await deps.db.put(key, { entries: { ...shard.entries, [first!.id]: first } });
    expect((await readSummaries(deps)).find((item) => item.id === first!.id)).toMatchObject({ version: 1 });
    // The same window again: the row is unchanged, and its list entry catches up.
    const rerun = await applyImport(deps, await planImport(deps, await readRows(new TextEncoder().encode(raised))));
    expect(rerun.unchanged).toHaveLength(2);
    expect((await readSummaries(deps)).find((item) => item.id === first!.id)).toMatchObject({
      version: 2,
      name: `List ${tag} 0 raised`,
    });
  });

  it('the daily purge removes finished jobs after a week and abandoned ones after 30 days', async ({ token }) => {
    const { job: finished } = await leftBulkJob(token, 40);
    await cancel(token, finished.id);
    const { job: abandoned } = await leftBulkJob(token, 40);
    const deps = requestDeps();
    expect(await deps.db.get(`job-inputs/${abandoned.id}`)).not.toBeNull();
    // The file's other jobs ended earlier today: the purge takes them with the finished one.
    expect(await purgeJobs(later(6))).toEqual([]);
    const week = await purgeJobs(later(8));
    expect(week).toContain(finished.id);
    expect(week).not.toContain(abandoned.id);
    expect((await call(`/api/admin/jobs/${finished.id}`, { token })).status).toBe(404);
    // Still resumable after a week away; listed while it waits.
    expect((await list(token)).map((item) => item.id)).toContain(abandoned.id);
    expect(await purgeJobs(later(29))).toEqual([]);
    expect(await purgeJobs(later(31))).toContain(abandoned.id);
    expect(await deps.db.get(`jobs/${abandoned.id}`)).toBeNull();
    expect(await deps.db.get(`job-inputs/${abandoned.id}`)).toBeNull();
    expect(await deps.db.keys(`job-units/${abandoned.id}/`)).toEqual([]);
    expect((await list(token)).map((item) => item.id)).not.toContain(abandoned.id);
  });

  it('Staff may not list or cancel; an unknown kind or job is refused', async ({ token }) => {
    const staff = await userWithRole('Staff');
    expect((await call('/api/admin/jobs', { token: staff.token })).status).toBe(403);
    const { job } = await leftBulkJob(token, 40);
    expect((await cancel(staff.token, job.id)).status).toBe(403);
    const bad = await call('/api/admin/jobs?kind=export', { token });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ message: 'Jenis pekerjaan tidak dikenal', errors: { kind: expect.any(Array) } });
    expect((await cancel(token, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await call(`/api/admin/jobs/${job.id}/stop`, { method: 'POST', token })).status).toBe(404);
  });
});
