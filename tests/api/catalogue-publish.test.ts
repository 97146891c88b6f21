import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { readPublishState } from '#server/services/publishing/publish.ts';
import { call } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * One publish for a whole import or bulk edit, not one per row. On a store of its own: the publish
 * state counts every change any file makes.
 */

const changes = async () => (await readPublishState(requestDeps())).changeSeq;

describe('publishing after a catalogue import or bulk edit', () => {
  it('marks the site changed once per import and once per bulk edit, whatever the rows', async ({ token }) => {
    const category = (await call('/api/categories', { token })).body[0] as { name: string };
    const rows = Array.from({ length: 80 }, (_, index) => `PUB-${index},Publish ${index},${category.name},1000,1`);
    const form = new FormData();
    form.set('file', new File([['sku,name,category,price,stock', ...rows].join('\n')], 'a.csv'));

    const before = await changes();
    const imported = await call('/api/admin/products/import', { method: 'POST', token, body: form });
    expect(imported.body).toMatchObject({ created: 80, errors: [] });
    expect(await changes()).toBe(before + 1);

    const ids = (await call('/api/admin/products/ids?q=PUB-', { token })).body.ids as number[];
    expect(ids).toHaveLength(80);
    const bulk = await call('/api/admin/products/bulk', {
      method: 'POST',
      token,
      json: { ids, action: 'set_status', value: 'published' },
    });
    expect(bulk.status).toBe(200);
    expect(await changes()).toBe(before + 2);
    // The same status again writes nothing and publishes nothing.
    await call('/api/admin/products/bulk', {
      method: 'POST',
      token,
      json: { ids, action: 'set_status', value: 'published' },
    });
    expect(await changes()).toBe(before + 2);

    // Nothing to change: no publish at all.
    const again = new FormData();
    again.set('file', new File([['sku,name,category,price,stock', ...rows].join('\n')], 'a.csv'));
    expect((await call('/api/admin/products/import', { method: 'POST', token, body: again })).body).toMatchObject({
      unchanged: 80,
    });
    expect(await changes()).toBe(before + 2);
  });
});
