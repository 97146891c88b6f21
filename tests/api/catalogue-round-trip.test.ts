import { describe, expect } from 'vitest';
import type { ImportReport } from '#shared/catalogue/io.ts';
import { readRows } from '#server/services/catalogue-io/files.ts';
import { call, ready } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The whole demo catalogue out and back in: its products carry what people type (long descriptions
 * with line breaks and quotes, tags, specifications, SEO texts, pictures that stay out of the file),
 * so the round trip is checked on every one of them, not on a few made for the test. Every demo
 * product has its Indonesian texts too (descriptions, tags, specifications, SEO), so they make the
 * same trip in their `indonesian:` columns. On a store of
 * the file's own: a product another file changes between the export and the import would count as
 * updated.
 */

async function exported(token: string, format: 'csv' | 'xlsx'): Promise<Uint8Array<ArrayBuffer>> {
  const response = await (
    await ready()
  ).invoke(
    new Request(`http://localhost/api/admin/products/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    '203.0.113.30',
  );
  expect(response!.status).toBe(200);
  return new Uint8Array(await response!.arrayBuffer());
}

function importFile(token: string, file: Uint8Array<ArrayBuffer>, name: string, dryRun: boolean) {
  const form = new FormData();
  form.set('file', new File([file], name));
  return call<ImportReport>(`/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    token,
    body: form,
  });
}

describe('the whole catalogue exported and imported back', () => {
  it.for(['csv', 'xlsx'] as const)('as %s changes no product', async (format, { token }) => {
    const products = (await call('/api/admin/products', { token })).body as { id: number; version: number }[];
    expect(products.length).toBeGreaterThan(30);
    const file = await exported(token, format);
    const [header, ...rows] = await readRows(file);
    for (const column of [
      'indonesian:short_description',
      'indonesian:long_description',
      'indonesian:meta_title',
      'indonesian:meta_description',
      'indonesian:tags',
      'indonesian:spec:Garansi',
    ]) {
      const index = header!.indexOf(column);
      expect(index, column).toBeGreaterThan(-1);
      // Carried, not just named: every demo product has these texts in Indonesian.
      expect(rows.filter((row) => String(row[index] ?? '') !== '').length, column).toBeGreaterThan(30);
    }

    const dry = await importFile(token, file, `katalog.${format}`, true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    // An update lists the columns it would change: named here, a failure says which field drifted.
    expect(dry.body.preview.updated).toEqual([]);
    expect(dry.body).toMatchObject({ rows: products.length, created: 0, updated: 0, errors: [] });
    expect(dry.body.unchanged).toBe(products.length);

    const applied = await importFile(token, file, `katalog.${format}`, false);
    expect(applied.body).toMatchObject({ created: 0, updated: 0, unchanged: products.length, errors: [] });
    const after = (await call('/api/admin/products', { token })).body as { id: number; version: number }[];
    expect(after.map(({ id, version }) => [id, version])).toEqual(products.map(({ id, version }) => [id, version]));
    const sample = (await call(`/api/admin/products/${products[0]!.id}`, { token })).body;
    expect(sample.indonesian.long_description).toContain('\n\n');
    expect(sample.indonesian.specifications.length).toBeGreaterThan(3);
  });
});
