import { describe, expect } from 'vitest';
import { adjustedPrice } from '#shared/catalogue/bulk-price.ts';
import { requestDeps } from '#server/deps.ts';
import { recordShardOf } from '#server/services/catalog/store/keys.ts';
import { ACTIVITY_PREFIX } from '#server/services/activity/log.ts';
import { REVISIONS_PREFIX } from '#server/services/catalog/store/revisions.ts';
import { call } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * A bulk edit copies each record shard's commit as one revision document and one log document, as
 * an import does, instead of a revision and a log key (with its record's copy) per product: its
 * writes after the commits follow the shards, not the products. What an admin reads is the same: a
 * row per product in the log, the change in each product's history and its versions. A store of
 * its own: it counts the log's keys.
 */

describe('a bulk edit in the activity log', () => {
  it('writes one log key per record shard and still shows each product changed', async ({ token }) => {
    const deps = requestDeps();
    const productKeys = async () =>
      (await deps.db.keys(ACTIVITY_PREFIX)).filter((key) => key.includes('~product~')).length;
    const list = await call<{ ids: number[] }>('/api/admin/products/ids', { token });
    const ids = list.body.ids;
    // The demo catalogue: more than one record shard (32 products each).
    expect(ids.length).toBeGreaterThan(32);
    const before = {
      keys: await productKeys(),
      revisions: (await deps.db.keys(REVISIONS_PREFIX)).length,
      page: (await call(`/api/admin/activity?entity=product&per_page=1`, { token })).body.total,
      first: (await call(`/api/admin/products/${ids[0]}`, { token })).body,
    };

    const bulk = await call<{ results: { ok: boolean }[] }>('/api/admin/products/bulk', {
      method: 'POST',
      token,
      json: { ids, action: 'adjust_price_percent', value: 10 },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.results.every((result) => result.ok)).toBe(true);

    const shards = new Set(ids.map(recordShardOf)).size;
    expect((await productKeys()) - before.keys).toBe(shards);
    expect((await deps.db.keys(REVISIONS_PREFIX)).length).toBe(before.revisions);

    // Every product's row is in the log, its history and its versions, as before.
    const page = await call(`/api/admin/activity?entity=product&per_page=100`, { token });
    expect(page.body.total).toBe(before.page + ids.length);
    expect(page.body.data.slice(0, ids.length).map((row: { action: string }) => row.action)).toEqual(
      ids.map(() => 'bulk'),
    );
    const history = await call(`/api/admin/activity?entity=product&id=${ids[0]}`, { token });
    expect(history.body[0]).toMatchObject({
      action: 'bulk',
      changes: [{ field: 'price', from: before.first.price, to: adjustedPrice(before.first.price, 10) }],
    });
    const revisions = await call(`/api/admin/products/${ids[0]}/revisions`, { token });
    expect(revisions.body[0]).toMatchObject({ revision: before.first.version + 1, action: 'bulk' });
    const restored = await call(`/api/admin/products/${ids[0]}/revisions/${before.first.version}/restore`, {
      method: 'POST',
      token,
      json: { version: before.first.version + 1 },
    });
    expect(restored.status).toBe(200);
    expect((await call(`/api/admin/products/${ids[0]}`, { token })).body.price).toBe(before.first.price);
  });
});
