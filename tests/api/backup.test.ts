import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { documentStore, imageStore } from '#server/store.ts';
import { adminProducts } from '#server/services/catalog/views.ts';
import { exportStore, importStore } from '#scripts/lib/backup.ts';
import { call, productForm } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

// A seeded store of its own: the export must hold every product, with no other file adding one meanwhile.

describe('export and import', () => {
  it('round-trips products, categories, settings, users, contacts and images into an empty store', async ({
    token,
  }) => {
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const category = (await call('/api/categories', { token })).body[0].id;
    await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(
        {
          name: `Backup Probe ${Date.now()}`,
          sku: `BK-${Date.now()}`,
          category_id: String(category),
          price: '5',
          stock: '5',
          status: 'published',
          is_active: '1',
        },
        { name: 'p.png', type: 'image/png', bytes: png },
      ),
    });

    const source = { db: documentStore(), images: imageStore(), now: () => new Date() };
    const folder = mkdtempSync(join(tmpdir(), 'rawlab-export-'));
    const exported = await exportStore(source, folder);
    expect(exported.products).toBeGreaterThan(30);
    expect(exported.images).toBeGreaterThan(0);
    expect(readFileSync(join(folder, 'users.json'), 'utf8')).not.toContain('scrypt$');

    const target = { db: documentStore(`restore-${Date.now()}`), images: imageStore(), now: () => new Date() };
    const imported = await importStore(target, folder, { email: 'restored@rawlab.test', password: 'Restored-Pass-1' });
    // Users were exported without hashes, so the import adds the named Super Admin to sign in with.
    expect(imported).toEqual({ ...exported, users: (exported.users ?? 0) + 1 });
    const before = (await adminProducts(source)).map(({ id, name, slug, price, version }) => ({
      id,
      name,
      slug,
      price,
      version,
    }));
    const after = (await adminProducts(target)).map(({ id, name, slug, price, version }) => ({
      id,
      name,
      slug,
      price,
      version,
    }));
    expect(after).toEqual(before);
    await expect(importStore(target, folder, null)).rejects.toThrow(/not empty/);
  });
});
