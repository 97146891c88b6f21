import { describe, expect } from 'vitest';
import type { ProductRecord } from '#shared/product/record.ts';
import { actingAs } from '#server/services/activity/actor.ts';
import {
  REVISION_BATCHES_PREFIX,
  batchedRevisions,
  pruneRevisionBatches,
} from '#server/services/catalog/store/batches.ts';
import { ACTIVITY_PREFIX, entityActivity } from '#server/services/activity/log.ts';
import {
  KEEP_REVISIONS,
  REVISIONS_PREFIX,
  dropRevisions,
  readRevision,
} from '#server/services/catalog/store/revisions.ts';
import { requestDeps, type Deps } from '#server/deps.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { recordShardKey, recordShardOf } from '#server/services/catalog/store/keys.ts';
import { readRecord, type RecordShard } from '#server/services/catalog/store/records.ts';
import { applyImport } from '#server/services/catalogue-io/apply.ts';
import { readRows } from '#server/services/catalogue-io/files.ts';
import { planImport } from '#server/services/catalogue-io/plan.ts';
import { editForm } from '../support/product-form.ts';
import { call, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * An import copies each commit (up to 32 products of a record shard) as one revision document and
 * one log document instead of two keys a row, which is what keeps 10,000 rows inside a function's
 * minute. These tests hold it to the same promises as a save: each row's entry and version are
 * there, the history, the log's counts and filters and a version restored answer as before, a
 * commit whose copies were lost is copied whole by the next writer of its shard and by the store
 * check, and old or purged versions go.
 *
 * On a store of its own: a save by another file in one of its shards would copy a commit these tests
 * expect still lost, and their repairs with the store assumed idle would copy other files' entries.
 */

let counter = 0;
const prefix = () => `BT${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();

async function firstCategoryName(token: string): Promise<string> {
  return (await call('/api/categories', { token })).body[0].name;
}

function csvOf(p: string, category: string, rows: number, price: (index: number) => number): string {
  const lines = Array.from(
    { length: rows },
    (_, index) => `${p}-${index},Batch ${p} ${index},${category},${price(index)},${index},draft`,
  );
  return ['sku,name,category,price,stock,status', ...lines].join('\n');
}

async function importCsv(token: string, csv: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'batch.csv'));
  const answer = await call('/api/admin/products/import', { method: 'POST', token, body: form });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.errors).toEqual([]);
  return answer.body;
}

async function idsBySku(token: string, p: string): Promise<Map<string, number>> {
  const list = await call(`/api/admin/products?q=${p}&per_page=100`, { token });
  return new Map((list.body.data as { id: number; sku: string }[]).map((item) => [item.sku, item.id]));
}

/** A store whose creates under `prefixes` fail: the commit lands, its copies do not. */
function depsFailingCopies(prefixes: string[]): Deps {
  const deps = requestDeps();
  const db = new Proxy(deps.db, {
    get(target, property, receiver) {
      if (property === 'create') {
        return (key: string, value: unknown) =>
          prefixes.some((start) => key.startsWith(start))
            ? Promise.reject(new Error('store down'))
            : target.create(key, value);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { ...deps, db };
}

describe('an import copies each commit as one document', () => {
  it('history, revisions, restore and the log answer as for saves, one row per product', async ({ token }) => {
    const manager = await userWithRole('Manager', 'batch-importer');
    const p = prefix();
    const category = await firstCategoryName(token);
    await importCsv(
      manager.token,
      csvOf(p, category, 40, (index) => 1000 + index),
    );
    await importCsv(
      manager.token,
      csvOf(p, category, 40, (index) => 2000 + index),
    );
    const ids = await idsBySku(token, p);
    expect(ids.size).toBe(40);

    // The log: 80 rows by this manager, paged from key names, each product twice, no internal fields.
    const rows: Array<Record<string, unknown>> = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await call(`/api/admin/activity?user=${manager.id}&per_page=30&page=${page}`, { token });
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(80);
      rows.push(...answer.body.data);
    }
    expect(rows).toHaveLength(80);
    for (const row of rows) {
      expect(row).toMatchObject({ entity: 'product', action: 'import', user: { id: manager.id } });
      expect(row).not.toHaveProperty('batch');
      expect(row).not.toHaveProperty('id');
    }
    const perProduct = Map.groupBy(rows, (row) => row.entity_id);
    expect([...perProduct.keys()].sort()).toEqual([...ids.values()].map(String).sort());
    for (const pair of perProduct.values()) expect(pair).toHaveLength(2);

    // One product: its history, a form save on top of the import, a version restored.
    const id = ids.get(`${p}-7`)!;
    const history = async () =>
      (await call(`/api/admin/activity?entity=product&id=${id}`, { token })).body as Array<{
        action: string;
        changes: unknown[];
      }>;
    expect((await history()).map((entry) => entry.action)).toEqual(['import', 'import']);
    expect((await history())[0]!.changes).toContainEqual({ field: 'price', from: 1007, to: 2007 });

    const product = (await call(`/api/admin/products/${id}`, { token })).body;
    const saved = await call(`/api/admin/products/${id}`, {
      method: 'POST',
      token,
      body: editForm(product, { _method: 'PUT', version: String(product.version), price: '3007' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const revisions = await call(`/api/admin/products/${id}/revisions`, { token });
    expect(revisions.body.map((revision: { revision: number }) => revision.revision)).toEqual([3, 2, 1]);
    expect(revisions.body[2]).toMatchObject({ action: 'import', user: { id: manager.id } });
    const restored = await call(`/api/admin/products/${id}/revisions/1/restore`, {
      method: 'POST',
      token,
      json: { version: 3 },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ price: 1007, version: 4 });
    // The save found the import's version already copied (its commit's document): nothing twice.
    expect((await history()).map((entry) => entry.action)).toEqual(['revert', 'update', 'import', 'import']);
    const deps = requestDeps();
    expect((await deps.db.keys(`${REVISIONS_PREFIX}${id}/`)).map((key) => key.slice(-1))).toEqual(['3', '4']);
    expect(await deps.db.keys(`${REVISION_BATCHES_PREFIX}${recordShardOf(id)}/`)).not.toEqual([]);
  });

  it('a commit whose copies were lost is copied whole by the next save in its shard, and the rest by the store check', async ({
    token,
  }) => {
    const manager = await userWithRole('Manager', 'batch-lost');
    const p = prefix();
    const csv = csvOf(p, await firstCategoryName(token), 40, (index) => 500 + index);
    const failing = depsFailingCopies([REVISION_BATCHES_PREFIX, ACTIVITY_PREFIX]);
    const result = await actingAs({ id: manager.id, name: 'Batch Lost' }, async () =>
      applyImport(failing, await planImport(failing, await readRows(new TextEncoder().encode(csv)))),
    );
    expect(result.errors).toEqual([]);
    const ids = [...(await idsBySku(token, p)).values()];
    expect(ids).toHaveLength(40);
    const deps = requestDeps();
    const logged = async (id: number) => (await entityActivity(deps, 'product', String(id))).length;
    for (const id of ids) expect(await logged(id), `product ${id} before any repair`).toBe(0);

    // Before any repair the store check names every one of them.
    const reported = async () =>
      new Set(
        (await checkStore(deps, { deep: true, assumeIdle: true })).findings
          .filter((finding) => finding.kind === 'activity-not-copied')
          .map((finding) => finding.productId),
      );
    expect([...(await reported())].filter((id) => ids.includes(id!)).sort()).toEqual([...ids].sort());

    // A save of one product copies first what it replaces: the whole commit of its shard.
    const saved = ids[0]!;
    const product = (await call(`/api/admin/products/${saved}`, { token })).body;
    const answer = await call(`/api/admin/products/${saved}`, {
      method: 'POST',
      token,
      body: editForm(product, { _method: 'PUT', version: String(product.version), stock: '99' }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sameShard = ids.filter((id) => recordShardOf(id) === recordShardOf(saved));
    const otherShards = ids.filter((id) => recordShardOf(id) !== recordShardOf(saved));
    expect(otherShards.length, 'the 40 rows span two shards').toBeGreaterThan(0);
    for (const id of sameShard) {
      expect(await logged(id), `product ${id} in the saved one's shard`).toBeGreaterThan(0);
      expect((await readRevision(deps, id, 1))?.activity?.action).toBe('import');
    }
    for (const id of otherShards) expect(await logged(id), `product ${id} elsewhere`).toBe(0);

    await checkStore(deps, { fix: true, deep: true, assumeIdle: true });
    expect([...(await reported())].filter((id) => ids.includes(id!))).toEqual([]);
    for (const id of ids) {
      expect((await entityActivity(deps, 'product', String(id))).map((entry) => entry.action)).toContain('import');
      expect((await readRevision(deps, id, 1))?.version).toBe(1);
    }
  });

  it('revision documents go once each product they name is 50 versions past them; a purge takes its versions out', async ({
    token,
  }) => {
    const manager = await userWithRole('Manager', 'batch-prune');
    const p = prefix();
    await importCsv(
      manager.token,
      csvOf(p, await firstCategoryName(token), 3, (index) => 700 + index),
    );
    const ids = [...(await idsBySku(token, p)).values()].sort((a, b) => a - b);
    const deps = requestDeps();
    const shard = recordShardOf(ids[0]!);
    const mine = ids.filter((id) => recordShardOf(id) === shard);
    const stored = (await deps.db.get<RecordShard>(recordShardKey(shard), 'strong'))!.records;
    const ahead = (by: (id: number) => number): Record<string, ProductRecord> => ({
      ...stored,
      ...Object.fromEntries(mine.map((id) => [id, { ...stored[id]!, version: stored[id]!.version + by(id) }])),
    });

    // One product only 49 versions on keeps the document, and with it the others' versions.
    await pruneRevisionBatches(
      deps,
      shard,
      ahead((id) => (id === mine[0] ? KEEP_REVISIONS - 1 : KEEP_REVISIONS)),
      KEEP_REVISIONS,
    );
    for (const id of mine) expect((await batchedRevisions(deps, id)).map((record) => record.version)).toEqual([1]);

    // A product deleted for good leaves the document; the others' versions stay.
    await dropRevisions(deps, mine[0]!);
    expect(await batchedRevisions(deps, mine[0]!)).toEqual([]);
    expect(await readRevision(deps, mine[0]!, 1)).toBeNull();
    if (mine.length > 1) expect((await readRevision(deps, mine[1]!, 1))?.version).toBe(1);

    await pruneRevisionBatches(
      deps,
      shard,
      ahead(() => KEEP_REVISIONS),
      KEEP_REVISIONS,
    );
    for (const id of mine) expect(await batchedRevisions(deps, id)).toEqual([]);
    expect(await readRecord(deps, mine[0]!)).not.toBeNull();
  });
});
