import { describe, expect } from 'vitest';
import { editForm, newProductForm } from '../support/product-form.ts';
import sharp from 'sharp';
import { requestDeps } from '#server/deps.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { revisionKey, withProductEntry } from '#server/services/catalog/store/revisions.ts';
import { recordShardKey, recordShardOf } from '#server/services/catalog/store/keys.ts';
import { readRecord, type RecordShard } from '#server/services/catalog/store/records.ts';
import { call, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * A product's activity and versions through the admin API: every change (create, update, delete to
 * the archive, restore from it, a version restored) is one entry with its author and, for an update,
 * each changed field from → to; every version is kept and can be made current again by
 * compare-and-swap (a product changed meanwhile answers 409 and nothing is written).
 *
 * On a store of its own: its store check repairs with the store assumed idle, which would copy entries
 * other files' writers are still on their way to copy (and that their tests expect not yet copied).
 */

let counter = 0;
const unique = () => `${Date.now()}-${++counter}-${Math.floor(Math.random() * 1e6)}`;

async function createProduct(token: string, extra: Record<string, unknown> = {}) {
  const categories = await call('/api/categories', { token });
  const tag = unique();
  const created = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: newProductForm({
      name: `E2E Activity ${tag}`,
      sku: `ACT-${tag}`,
      category_id: categories.body[0].id,
      price: 1_000_000,
      stock: 5,
      ...extra,
    }),
  });
  expect(created.status).toBe(201);
  return created.body.data;
}

async function update(token: string, product: any, changes: Record<string, string>) {
  const form = editForm(product, { _method: 'PUT', version: String(product.version), ...changes });
  const saved = await call(`/api/admin/products/${product.id}`, { method: 'POST', token, body: form });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data;
}

const history = async (token: string, id: number) =>
  (await call(`/api/admin/activity?entity=product&id=${id}`, { token })).body;

describe('product activity', () => {
  it('records create, each changed field of an update (long texts shortened), delete and restore, newest first', async ({
    token,
  }) => {
    const staff = await userWithRole('Staff', 'activity-staff');
    const product = await createProduct(token);
    const long = 'Sangat panjang. '.repeat(40);
    const updated = await update(staff.token, product, { price: '1250000', long_description: long });

    const answer = await call(`/api/admin/activity?entity=product&id=${product.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      {
        at: expect.any(String),
        user: { id: staff.id, name: 'Staff Tester' },
        action: 'update',
        changes: expect.arrayContaining([
          { field: 'price', from: 1_000_000, to: 1_250_000 },
          { field: 'long_description', from: '', to: expect.stringMatching(/^Sangat panjang\. .*…$/) },
        ]),
      },
      {
        at: expect.any(String),
        user: { id: expect.any(Number), name: expect.any(String) },
        action: 'create',
        changes: [],
      },
    ]);
    const changed = answer.body[0].changes.map((change: { field: string }) => change.field).sort();
    expect(changed).toEqual(['long_description', 'price']);
    const text = answer.body[0].changes.find((change: { field: string }) => change.field === 'long_description');
    expect(text.to.length).toBeLessThanOrEqual(120);
    expect(Date.parse(answer.body[0].at)).toBeGreaterThanOrEqual(Date.parse(answer.body[1].at));

    expect((await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/api/admin/archive/${product.id}/restore`, { method: 'POST', token, json: {} })).status).toBe(
      200,
    );
    const actions = (await history(token, product.id)).map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(['restore', 'delete', 'update', 'create']);
    // The admin API never hands the entry out as part of the product, and visitors never see it.
    const read = await call(`/api/admin/products/${product.id}`, { token });
    expect(read.body.data ?? read.body).not.toHaveProperty('activity');
    expect(updated).not.toHaveProperty('activity');
  });

  it('keeps every version and restores one as a new version; a product changed meanwhile answers 409', async ({
    token,
  }) => {
    const product = await createProduct(token);
    const v2 = await update(token, product, { price: '2000000', name: `${product.name} v2` });
    const v3 = await update(token, v2, { price: '3000000' });

    const revisions = await call(`/api/admin/products/${product.id}/revisions`, { token });
    expect(revisions.status).toBe(200);
    expect(revisions.body.map((revision: { revision: number }) => revision.revision)).toEqual([3, 2, 1]);
    expect(revisions.body[0]).toEqual({
      revision: 3,
      at: expect.any(String),
      user: { id: expect.any(Number), name: expect.any(String) },
      action: 'update',
    });

    // Restoring version 1 with the version the admin saw (3): version 4 has version 1's fields.
    const restored = await call(`/api/admin/products/${product.id}/revisions/1/restore`, {
      method: 'POST',
      token,
      json: { version: v3.version },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 4, price: 1_000_000, name: product.name });
    const [latest] = await history(token, product.id);
    expect(latest).toMatchObject({ action: 'revert' });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', from: 3_000_000, to: 1_000_000 },
        { field: 'name', from: `${product.name} v2`, to: product.name },
      ]),
    );

    // The admin still looks at version 3: the product is at 4 now, so restoring answers 409 and writes nothing.
    const stale = await call(`/api/admin/products/${product.id}/revisions/2/restore`, {
      method: 'POST',
      token,
      json: { version: v3.version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/sudah diubah/);
    const after = await call(`/api/admin/products/${product.id}`, { token });
    expect((after.body.data ?? after.body).version).toBe(4);
    expect((await call(`/api/admin/products/${product.id}/revisions`, { token })).body).toHaveLength(4);

    // Bad input is a JSON 4xx.
    expect(
      (await call(`/api/admin/products/${product.id}/revisions/99/restore`, { method: 'POST', token })).status,
    ).toBe(404);
    const bad = await call(`/api/admin/products/${product.id}/revisions/1/restore`, {
      method: 'POST',
      token,
      json: { version: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.version).toBeDefined();
  });

  it('a version committed by a process killed before copying it is copied before anyone overwrites it', async ({
    token,
  }) => {
    const product = await createProduct(token);
    // Version 2 committed the way every product commit is (the record carrying its entry), by a process
    // that died before copying it: no revision, no log entry, and no instance that remembers it.
    const deps = requestDeps();
    const v1 = (await readRecord(deps, product.id))!;
    const key = recordShardKey(recordShardOf(product.id));
    await deps.db.update<RecordShard>(key, (shard) => {
      const v2 = withProductEntry(deps, v1, {
        ...v1,
        price: 1_100_000,
        version: 2,
        updated_at: new Date().toISOString(),
      });
      return { records: { ...shard!.records, [product.id]: v2 } };
    });
    expect(await deps.db.get(revisionKey(product.id, 2), 'strong')).toBeNull();

    // The next save (another admin) replaces version 2 only after copying it.
    const current = (await call(`/api/admin/products/${product.id}`, { token })).body;
    const v3 = await update(token, current.data ?? current, { price: '1200000' });
    expect(v3.version).toBe(3);
    expect((await deps.db.get<{ version: number }>(revisionKey(product.id, 2), 'strong'))?.version).toBe(2);
    const changes = (await history(token, product.id)).map((entry: { changes: unknown[] }) => entry.changes);
    expect(changes).toEqual([
      [{ field: 'price', from: 1_100_000, to: 1_200_000 }],
      [{ field: 'price', from: 1_000_000, to: 1_100_000 }],
      [],
    ]);
  });

  it('keeps the pictures an older version names, so restoring it brings them back', async ({ token }) => {
    const png = async (colour: string) =>
      new Uint8Array(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      );
    const product = await createProduct(token);
    const withPicture = async (current: any, colour: string) => {
      const form = editForm(current, { _method: 'PUT', version: String(current.version) });
      form.set('main_image', new File([await png(colour)], 'a.png', { type: 'image/png' }));
      const saved = await call(`/api/admin/products/${product.id}`, { method: 'POST', token, body: form });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body.data;
    };
    const colour = `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
    const v2 = await withPicture(product, colour);
    const first = v2.images[0].path as string;
    const v3 = await withPicture(v2, '#000001');
    expect(v3.images[0].path).not.toBe(first);

    // The picture of version 2 is used by no live product, but version 2 names it: not unreferenced.
    const report = await checkStore(requestDeps(), { deep: true });
    const unreferenced = report.findings.filter((finding) => finding.kind === 'unreferenced-image');
    expect(unreferenced.map((finding) => finding.detail).join('\n')).not.toContain(first.split('/').at(-1));

    const restored = await call(`/api/admin/products/${product.id}/revisions/2/restore`, {
      method: 'POST',
      token,
      json: { version: v3.version },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.images.map((image: { path: string }) => image.path)).toEqual([first]);
  });

  it('answers 401 without a token', async () => {
    expect((await call('/api/admin/activity')).status).toBe(401);
    expect((await call('/api/admin/products/1/revisions')).status).toBe(401);
  });
});

describe('the store check and entries still on their way', () => {
  it('leaves an entry committed a moment ago to its writer, and copies it when nothing else writes', async () => {
    const deps = requestDeps();
    const id = `in-flight-${unique()}`;
    const key = `internal-notes/contact/${id}`;
    // A note committed with its entry, its writer stopped before copying the entry to the log.
    await deps.db.update(key, () => ({
      notes: [],
      _activity: [
        {
          id: `note-${id}`,
          at: deps.now().toISOString(),
          user: { id: 1, name: 'Uji' },
          action: 'note',
          entity: 'contact',
          entity_id: id,
          label: id,
          changes: [],
        },
      ],
    }));
    const mentions = (report: Awaited<ReturnType<typeof checkStore>>) =>
      report.findings.filter((finding) => finding.kind === 'activity-not-copied' && finding.detail.includes(key));
    // While other writers may be busy, a fresh entry is its writer's to copy: not a finding.
    expect(mentions(await checkStore(deps, { deep: true }))).toEqual([]);
    // With the store idle it is one, and the repair copies it.
    expect(mentions(await checkStore(deps, { deep: true, assumeIdle: true, fix: true }))).toHaveLength(1);
    expect(mentions(await checkStore(deps, { deep: true, assumeIdle: true }))).toEqual([]);
    const history = await call(`/api/admin/activity?entity=contact&id=${id}`, {
      token: (await userWithRole('Staff', 'in-flight')).token,
    });
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual(['note']);
  });
});
