import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { BulkResult } from '#shared/catalogue/io.ts';
import type { JobStarted, JobView } from '#shared/catalogue/jobs.ts';
import { resetEnvCache } from '#server/env.ts';
import { call, productForm, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * A bulk edit larger than one step (decision 025): POST /api/admin/products/bulk answers 202 with a
 * job, each POST /api/admin/jobs/{id}/run works one step and answers the progress, GET the same; the
 * job ends with its result, each product changed once. Steps here commit one record shard (32
 * products) each, so a hundred products take several.
 */

beforeAll(() => {
  process.env.RAWLAB_JOB_STEP_SHARDS = '1';
  resetEnvCache();
});
afterAll(() => {
  delete process.env.RAWLAB_JOB_STEP_SHARDS;
  resetEnvCache();
});

let counter = 0;

interface Made {
  id: number;
  sku: string;
  price: number;
  version: number;
  name: string;
}

/** `count` new products through the import (one request), with prices 1,000 + 7 × index. */
async function products(token: string, count: number): Promise<Made[]> {
  const [category] = (await call('/api/categories', { token })).body;
  const tag = `BJ${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();
  const lines = Array.from(
    { length: count },
    (_, index) => `${tag}-${index},Job ${tag} ${index},${category.name},${1000 + 7 * index},3`,
  );
  const form = new FormData();
  form.set('file', new File([['sku,name,category,price,stock', ...lines].join('\n')], 'p.csv', { type: 'text/csv' }));
  const imported = await call('/api/admin/products/import', { method: 'POST', token, body: form });
  // Steps of one record shard: anything over 4 rows is imported as a job too.
  const report = imported.status === 202 ? (await finish(token, imported.body.job)).result?.report : imported.body;
  expect(report).toMatchObject({ created: count, errors: [] });
  const list = await call(`/api/admin/products?q=${tag}&per_page=100&page=1`, { token });
  const made: Made[] = [];
  for (let page = 1; made.length < count; page++) {
    const answer = await call(`/api/admin/products?q=${tag}&per_page=100&page=${page}`, { token });
    made.push(...answer.body.data.filter((item: Made) => item.sku.startsWith(`${tag}-`)));
    if (answer.body.data.length === 0) break;
  }
  expect(list.status).toBe(200);
  expect(made).toHaveLength(count);
  return made.sort((a, b) => a.id - b.id);
}

/** Runs the job's steps to its end. */
async function finish(token: string, job: JobView): Promise<JobView> {
  let current = job;
  while (current.state === 'running') {
    current = (await call<JobView>(`/api/admin/jobs/${job.id}/run`, { method: 'POST', token })).body;
  }
  return current;
}

const product = async (token: string, id: number) => (await call(`/api/admin/products/${id}`, { token })).body;
const run = (token: string, id: string) => call<JobView>(`/api/admin/jobs/${id}/run`, { method: 'POST', token });

describe('a bulk edit as a job', () => {
  it('answers 202 with the job, runs step by step with its progress, and ends with the result', async ({ token }) => {
    const made = await products(token, 100);
    const ids = made.map((item) => item.id);
    const started = await call<JobStarted>('/api/admin/products/bulk', {
      method: 'POST',
      token,
      json: { ids: [...ids, 987_654], action: 'adjust_price_percent', value: 10 },
    });
    expect(started.status).toBe(202);
    const { job } = started.body;
    expect(job).toMatchObject({ kind: 'bulk', total: 101, state: 'running', error: null, result: null });
    expect(job.done).toBeGreaterThan(0);
    expect(job.done).toBeLessThan(101);
    expect(started.body.message).toBe(`Memproses ${job.done} dari 101 produk…`);
    expect(started.headers.get('location')).toBe(`/api/admin/jobs/${job.id}`);

    const seen = [job.done];
    let current = job;
    while (current.state === 'running') {
      const step = await run(token, job.id);
      expect(step.status).toBe(200);
      current = step.body;
      seen.push(current.done);
      const polled = (await call<JobView>(`/api/admin/jobs/${job.id}`, { token })).body;
      expect(polled).toMatchObject({ done: current.done, total: 101, state: current.state });
    }
    // Progress in several steps, each one further.
    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
    expect(current).toMatchObject({ state: 'done', done: 101, busy_until: null });
    expect(current.result).toEqual({
      message: '100 dari 101 produk diperbarui',
      changed: 100,
      ok: 100,
      failures: [{ id: 987_654, ok: false, message: 'Produk tidak ditemukan' }],
    });
    for (const item of [made[0]!, made[50]!, made[99]!]) {
      expect((await product(token, item.id)).price).toBe(Math.round(item.price * 1.1));
    }
    // Another run of a finished job changes nothing.
    expect((await run(token, job.id)).body).toMatchObject({ state: 'done', done: 101 });
    expect((await product(token, made[0]!.id)).price).toBe(Math.round(made[0]!.price * 1.1));
  });

  it('a small edit still answers at once with one result per id', async ({ token }) => {
    const made = await products(token, 3);
    const answer = await call<{ message: string; results: BulkResult[] }>('/api/admin/products/bulk', {
      method: 'POST',
      token,
      json: { ids: made.map((item) => item.id), action: 'set_stock', value: 9 },
    });
    // A 202 here carries the job as it stood: its state and error say why the first step did not finish it.
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.results).toEqual(made.map((item) => ({ id: item.id, ok: true })));
  });

  it('races ordinary saves from another client: every save and the edit are kept, the edit once', async ({ token }) => {
    const made = await products(token, 70);
    const started = await call<JobStarted>('/api/admin/products/bulk', {
      method: 'POST',
      token,
      json: { ids: made.map((item) => item.id), action: 'adjust_price_percent', value: 20 },
    });
    expect(started.status).toBe(202);
    const jobId = started.body.job.id;
    // Another admin renames every fifth product (the editor's save, with the version it loaded) while
    // the job's steps run.
    const saves = made
      .filter((_, index) => index % 5 === 0)
      .map(async (item) => {
        const loaded = await product(token, item.id);
        const form = productForm({
          name: `${item.name} renamed`,
          sku: item.sku,
          category_id: String(loaded.category.id),
          price: String(loaded.price),
          stock: String(loaded.stock),
          status: loaded.status,
          is_active: '1',
          version: String(loaded.version),
        });
        const saved = await call(`/api/admin/products/${item.id}`, { method: 'PUT', token, body: form });
        return { item, status: saved.status, price: loaded.price };
      });
    const steps = (async () => {
      let state = started.body.job.state;
      while (state === 'running') state = (await run(token, jobId)).body.state;
    })();
    const [outcomes] = await Promise.all([Promise.all(saves), steps]);
    const job = (await call<JobView>(`/api/admin/jobs/${jobId}`, { token })).body;
    expect(job.result).toMatchObject({ ok: 70, failures: [] });
    for (const { item, status, price } of outcomes) {
      const stored = await product(token, item.id);
      // Saved first: the edit lands on top of the save. Saved on a version the edit replaced: the
      // editor's usual conflict, and the edit stands. Never the edit twice, never a lost save.
      expect([200, 409]).toContain(status);
      expect(stored.name).toBe(status === 200 ? `${item.name} renamed` : item.name);
      // The save wrote the price it loaded: the old one (the edit then landed on top) or the new one.
      expect([item.price, Math.round(item.price * 1.2)]).toContain(price);
      expect(stored.price).toBe(Math.round(item.price * 1.2));
    }
    for (const item of made.filter((_, index) => index % 5 !== 0)) {
      expect((await product(token, item.id)).price).toBe(Math.round(item.price * 1.2));
    }
  });

  it('an import larger than a step: 202 with the job, rows applied a window a step, one report', async ({ token }) => {
    const [category] = (await call('/api/categories', { token })).body;
    const tag = `IJ${Date.now().toString(36)}`.toUpperCase();
    const lines = Array.from(
      { length: 60 },
      (_, index) => `${tag}-${index},Import ${tag} ${index},${category.name},${500 + index},2`,
    );
    lines[10] = `${tag}-10,Import ${tag} 10,${category.name},abc,2`;
    lines[40] = `${tag}-3,Import ${tag} again,${category.name},1,2`;
    const form = new FormData();
    form.set('file', new File([['sku,name,category,price,stock', ...lines].join('\n')], 'i.csv', { type: 'text/csv' }));
    const started = await call<JobStarted>('/api/admin/products/import', { method: 'POST', token, body: form });
    expect(started.status).toBe(202);
    expect(started.body.job).toMatchObject({ kind: 'import', total: 58, state: 'running', done: 4 });
    expect(started.body.message).toBe('Memproses 4 dari 58 baris…');
    const seen = [started.body.job.done];
    let job = started.body.job;
    while (job.state === 'running') {
      job = (await run(token, job.id)).body;
      seen.push(job.done);
    }
    // Windows of four rows (one record shard's worth of steps: RAWLAB_JOB_STEP_SHARDS × 4).
    expect(seen).toEqual([4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 58]);
    expect(job.result?.report).toMatchObject({ dry_run: false, rows: 60, created: 58, updated: 0, unchanged: 0 });
    expect(job.result?.report?.errors.map((error) => [error.row, error.column])).toEqual([
      [12, 'price'],
      [42, 'sku'],
    ]);
    const listed = await call(`/api/admin/products?q=${tag}&per_page=100&page=1`, { token });
    const skus = listed.body.data.map((item: Made) => item.sku).filter((sku: string) => sku.startsWith(`${tag}-`));
    expect(new Set(skus).size).toBe(58);
    expect(skus).toHaveLength(58);
  });

  it('an unknown job is a 404; Staff may not see or run one', async ({ token }) => {
    expect((await call('/api/admin/jobs/00000000-0000-0000-0000-000000000000', { token })).status).toBe(404);
    expect((await call('/api/admin/jobs/..%2F..', { token })).status).toBe(404);
    expect((await run(token, 'nope-nope-nope')).status).toBe(404);
    const made = await products(token, 40);
    const started = await call<JobStarted>('/api/admin/products/bulk', {
      method: 'POST',
      token,
      json: { ids: made.map((item) => item.id), action: 'set_stock', value: 1 },
    });
    expect(started.status).toBe(202);
    const staff = await userWithRole('Staff');
    expect((await call(`/api/admin/jobs/${started.body.job.id}`, { token: staff.token })).status).toBe(403);
    expect((await run(staff.token, started.body.job.id)).status).toBe(403);
    expect((await call(`/api/admin/jobs/${started.body.job.id}`, { token })).body.done).toBe(started.body.job.done);
  });
});
