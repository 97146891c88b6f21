import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import type { CatalogueChanges, FreshEntry } from '#shared/catalogue/fresh.ts';
import { call } from '../support/api.ts';
import { editForm, newProductForm } from '../support/product-form.ts';
import { test as it } from './fixtures.ts';

/*
 * GET /api/changes?since=…: the public catalogue's changes since a build, which the public pages'
 * fresh layer reads to correct what was prerendered (decision 027). Other files change products
 * meanwhile, so each test looks only at the products it made.
 */

const changes = async (since: string) => (await call<CatalogueChanges>(`/api/changes?since=${since}`)).body;
const entryOf = async (since: string, id: number): Promise<FreshEntry | undefined> =>
  (await changes(since)).products.find((entry) => entry.id === id);

describe('GET /api/changes', () => {
  it('lists a new, a renamed, an unpublished and a deleted product since a time, and nothing older', async ({
    token,
  }) => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const category = ((await call('/api/categories', { token })).body as Array<{ id: number }>)[0]!.id;
    const create = async (name: string) => {
      const created = await call('/api/admin/products', {
        method: 'POST',
        token,
        body: newProductForm({
          name,
          sku: `FRESH-${name.split(' ').pop()}`,
          category_id: category,
          price: 2_500_000,
          stock: 3,
          status: 'published',
          is_active: true,
        }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return (await call<AdminProduct>(`/api/admin/products/${created.body.data.id}`, { token })).body;
    };
    const update = async (product: AdminProduct, fields: Record<string, string>) => {
      const saved = await call(`/api/admin/products/${product.id}`, {
        method: 'POST',
        token,
        body: editForm(product, { _method: 'PUT', version: String(product.version), ...fields }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const older = await create(`Fresh Older Meter OLD${unique}`);
    const unpublished = await create(`Fresh Unpublished Meter UNP${unique}`);
    const deleted = await create(`Fresh Deleted Meter DEL${unique}`);
    // Timestamps are milliseconds: the next ones are later than `since`.
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(deleted.updated_at) + 2);
    const since = new Date().toISOString();

    const added = await create(`Fresh Added Meter NEW${unique}`);
    const renamed = await create(`Fresh Renamed Meter REN${unique}`);
    await update(renamed, { name: `Fresh Colorimeter REN${unique}` });
    await update(unpublished, { status: 'draft' });
    expect((await call(`/api/admin/products/${deleted.id}`, { method: 'DELETE', token })).status).toBe(200);
    const draft = await create(`Fresh Secret Meter SEC${unique}`);
    await update(draft, { status: 'draft' });

    await expect.poll(async () => (await entryOf(since, deleted.id))?.visible).toBe(false);
    const answer = await changes(since);
    expect(answer).toEqual(expect.objectContaining({ since, complete: true, at: expect.any(String) }));
    const byId = new Map(answer.products.map((entry) => [entry.id, entry]));
    expect(byId.has(older.id)).toBe(false);
    expect(byId.get(added.id)).toEqual(
      expect.objectContaining({
        visible: true,
        slug: added.slug,
        created_at: added.created_at,
        item: expect.objectContaining({ name: added.name, price: 2_500_000, stock: 3 }),
        search: expect.objectContaining({ id: added.id, name: added.name }),
      }),
    );
    const renamedEntry = byId.get(renamed.id);
    expect(renamedEntry?.visible && renamedEntry.item.name).toBe(`Fresh Colorimeter REN${unique}`);
    // Hidden products by their id alone; a draft made since the build was on no page and is not told.
    expect(byId.get(unpublished.id)).toEqual({ id: unpublished.id, visible: false });
    expect(byId.get(deleted.id)).toEqual({ id: deleted.id, visible: false });
    expect(byId.has(draft.id)).toBe(false);
    expect(JSON.stringify(answer)).not.toContain(`SEC${unique}`.toLowerCase());
    // The catalogue's order: newest first.
    const mine = answer.products.filter((entry) => [added.id, renamed.id, unpublished.id].includes(entry.id));
    expect(mine.map((entry) => entry.id)).toEqual([renamed.id, added.id, unpublished.id]);
  });

  it('answers so that the CDN keeps one copy a minute for every visitor of a build, and browsers ask again', async () => {
    const answer = await call(`/api/changes?since=${new Date(Date.now() - 60_000).toISOString()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('netlify-cdn-cache-control')).toBe(
      'public, durable, max-age=15, stale-while-revalidate=45',
    );
    expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers.get('netlify-vary')).toBe('query=since');
  });

  it.each([
    ['', 'no since'],
    ['?since=yesterday', 'a word'],
    ['?since=2026-13-45T99:00:00Z', 'an impossible date'],
    [`?since=${new Date(Date.now() + 3 * 86_400_000).toISOString()}`, 'a time days ahead'],
  ])('refuses %s (%s) with a 422 naming since, never a 500', async (query) => {
    const answer = await call(`/api/changes${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: expect.any(String), errors: { since: [expect.any(String)] } });
    expect(answer.headers.get('netlify-cdn-cache-control')).toBeNull();
  });
});
