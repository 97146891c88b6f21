import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { readRecord } from '#server/services/catalog/store/records.ts';
import { adminProducts, publishedProductBySlug } from '#server/services/catalog/views.ts';
import { listCategories } from '#server/services/catalog/categories.ts';
import { ready } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';
import { startStoreClient, type StoreClient, type WorkerAnswer } from '../support/store-clients.ts';

/*
 * Races between independent store clients: two processes with their own module instances and no
 * queue in common, sending different operations on the same keys at the same moment. Each scenario
 * asserts the catalogue stays consistent (the deep store check finds nothing) and that the clients
 * really met at the store (compare-and-swap conflicts happened and were retried).
 */

let a: StoreClient;
let b: StoreClient;
let store: Awaited<ReturnType<typeof useOwnStore>>;
let categoryId: number;

// A store of its own: the categories and products these races leave must not change other files' counts.
beforeAll(async () => {
  await ready();
  store = await useOwnStore('races');
  await seedDemoCatalog(requestDeps());
  const env = { RAWLAB_BLOBS_URL: store.blobs.url, RAWLAB_BLOBS_TOKEN: store.blobs.token };
  [a, b] = await Promise.all([startStoreClient(env), startStoreClient(env)]);
  categoryId = (await listCategories(requestDeps()))[0]!.id;
}, 60_000);

afterAll(async () => {
  a?.close();
  b?.close();
  await store?.restore();
});

const fields = (name: string, sku: string, slug = '', category = categoryId) => ({
  name,
  slug,
  sku,
  category_id: category,
  price: 1_000_000,
  stock: 5,
  status: 'published',
  is_active: true,
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Both commands at once; resolves with both answers. */
const race = (first: [StoreClient, Record<string, unknown>], second: [StoreClient, Record<string, unknown>]) =>
  Promise.all([first[0].send(first[1]), second[0].send(second[1])]);

async function expectConsistent(): Promise<void> {
  const report = await checkStore(requestDeps(), { deep: true });
  const problems = report.findings.filter((finding) => finding.kind !== 'unreferenced-image');
  expect(problems).toEqual([]);
}

const conflicts = (answers: WorkerAnswer[]) => answers.reduce((sum, answer) => sum + answer.conflicts, 0);

describe('races between independent store clients', () => {
  it('renaming a slug away while another admin creates a product with it: neither loses its page', async () => {
    let met = 0;
    let handedOver = 0;
    for (let round = 0; round < 30; round++) {
      const id = unique();
      const x = await a.send({ op: 'save', fields: fields(`Race X ${id}`, `RX-${id}`, `race-${id}`) });
      expect(x.ok, JSON.stringify(x.body)).toBe(true);
      const [rename, create] = await race(
        [a, { op: 'save', id: x.body.id, version: 1, fields: fields(`Race X ${id}`, `RX-${id}`, `race-${id}-2`) }],
        [b, { op: 'save', fields: fields(`Race Y ${id}`, `RY-${id}`, `race-${id}`) }],
      );
      met += conflicts([rename, create]);
      expect(rename.ok, JSON.stringify(rename.body)).toBe(true);
      const deps = requestDeps();
      // X is always reachable at its new slug.
      expect((await publishedProductBySlug(deps, `race-${id}-2`, 'strong')).id).toBe(x.body.id);
      if (create.ok) {
        handedOver += 1;
        expect((await publishedProductBySlug(deps, `race-${id}`, 'strong')).id).toBe(create.body.id);
      } else {
        // Refused while X still held the slug: a clear 422 on the slug, nothing half-made.
        expect(create.status).toBe(422);
        expect(create.body.errors.slug).toEqual(['Slug sudah dipakai produk lain']);
      }
    }
    expect(handedOver).toBeGreaterThan(0);
    expect(met).toBeGreaterThan(0);
    await expectConsistent();
  }, 120_000);

  it('a save and a delete of one product at once: it is gone everywhere or saved everywhere', async () => {
    let met = 0;
    for (let round = 0; round < 20; round++) {
      const id = unique();
      const x = await a.send({ op: 'save', fields: fields(`Race Del ${id}`, `RD-${id}`) });
      const [saved, deleted] = await race(
        [a, { op: 'save', id: x.body.id, fields: { ...fields(`Race Del ${id}`, `RD-${id}`), price: 2_000_000 } }],
        [b, { op: 'delete', id: x.body.id }],
      );
      met += conflicts([saved, deleted]);
      // Deletes do not check versions: whichever came first, the product ends deleted.
      expect(deleted.ok, JSON.stringify(deleted.body)).toBe(true);
      if (!saved.ok) expect(saved.status).toBe(404);
      const deps = requestDeps();
      const record = await readRecord(deps, x.body.id);
      expect(record?.deleted_at).toEqual(expect.any(String));
      await expect(publishedProductBySlug(deps, x.body.slug, 'strong')).rejects.toMatchObject({ status: 404 });
      expect((await adminProducts(deps)).some((product) => product.id === x.body.id)).toBe(false);
      // A second delete is a clean 404, not a stuck product.
      expect((await a.send({ op: 'delete', id: x.body.id })).status).toBe(404);
    }
    expect(met).toBeGreaterThan(0);
    await expectConsistent();
  }, 120_000);

  it('deleting a category while a product is created in it: never both', async () => {
    let met = 0;
    let categoryDeleted = 0;
    let productSaved = 0;
    const rounds = 40;
    for (let round = 0; round < rounds; round++) {
      const id = unique();
      const category = await a.send({ op: 'createCategory', name: `Race Cat ${id}` });
      expect(category.ok, JSON.stringify(category.body)).toBe(true);
      const [removed, created] = await race(
        // The delete starts 0 to 39 ms after the save, so the two meet at every stage of the save.
        [a, { op: 'deleteCategory', id: category.body.id, delayMs: round }],
        [b, { op: 'save', fields: fields(`Race Cat Product ${id}`, `RC-${id}`, '', category.body.id) }],
      );
      met += conflicts([removed, created]);
      expect(removed.ok && created.ok).toBe(false);
      if (removed.ok) {
        categoryDeleted += 1;
        expect(created.status).toBe(422);
        expect(created.body.errors.category_id).toEqual(['Kategori tidak ditemukan']);
      } else {
        productSaved += 1;
        expect(removed.status).toBe(409);
        expect(created.ok, JSON.stringify(created.body)).toBe(true);
        const deps = requestDeps();
        expect((await publishedProductBySlug(deps, created.body.slug, 'strong')).category.id).toBe(category.body.id);
      }
    }
    expect(categoryDeleted + productSaved).toBe(rounds);
    expect(categoryDeleted).toBeGreaterThan(0);
    expect(productSaved).toBeGreaterThan(0);
    expect(met).toBeGreaterThan(0);
    await expectConsistent();
  }, 120_000);

  it('restoring a product while another admin creates one with its slug: exactly one holds the URL', async () => {
    let met = 0;
    const outcomes = { restored: 0, created: 0 };
    for (let round = 0; round < 30; round++) {
      const id = unique();
      const x = await a.send({ op: 'save', fields: fields(`Race Restore ${id}`, `RR-${id}`, `restore-${id}`) });
      expect((await a.send({ op: 'delete', id: x.body.id })).ok).toBe(true);
      // Either side starts later, so they meet at every stage of the other. A create makes more store
      // calls before it claims the slug than a restore does, so the restore's head start reaches 40 ms.
      const [restore, create] = await race(
        [a, { op: 'restore', id: x.body.id, delayMs: round % 2 ? (round * 3) % 41 : 0 }],
        [
          b,
          {
            op: 'save',
            fields: fields(`Race New ${id}`, `RN-${id}`, `restore-${id}`),
            delayMs: round % 2 ? 0 : round % 10,
          },
        ],
      );
      met += conflicts([restore, create]);
      expect(restore.ok !== create.ok, JSON.stringify([restore.body, create.body])).toBe(true);
      const holder = await publishedProductBySlug(requestDeps(), `restore-${id}`, 'strong');
      if (restore.ok) {
        outcomes.restored += 1;
        expect(holder.id).toBe(x.body.id);
        expect(create.status).toBe(422);
        expect(create.body.errors.slug).toEqual(['Slug sudah dipakai produk lain']);
      } else {
        outcomes.created += 1;
        expect(holder.id).toBe(create.body.id);
        expect(restore.status).toBe(409);
        expect(restore.body.errors.slug).toEqual([`Slug "restore-${id}" sudah dipakai produk lain`]);
        expect((await readRecord(requestDeps(), x.body.id))?.deleted_at).toEqual(expect.any(String));
      }
    }
    expect(outcomes.restored).toBeGreaterThan(0);
    expect(outcomes.created).toBeGreaterThan(0);
    expect(met).toBeGreaterThan(0);
    await expectConsistent();
  }, 120_000);

  it('restoring a product while a Super Admin deletes it for good: restored or gone, never both', async () => {
    let met = 0;
    const outcomes = { restored: 0, purged: 0 };
    for (let round = 0; round < 30; round++) {
      const id = unique();
      const x = await a.send({ op: 'save', fields: fields(`Race Purge ${id}`, `RP-${id}`) });
      expect((await a.send({ op: 'delete', id: x.body.id })).ok).toBe(true);
      const [restore, purge] = await race(
        // A purge is one write, a restore several: the purge starts 0 to 58 ms later, meeting every stage.
        [a, { op: 'restore', id: x.body.id }],
        [b, { op: 'purge', id: x.body.id, delayMs: round * 2 }],
      );
      met += conflicts([restore, purge]);
      expect(restore.ok !== purge.ok, JSON.stringify([restore.body, purge.body])).toBe(true);
      const record = await readRecord(requestDeps(), x.body.id);
      if (restore.ok) {
        outcomes.restored += 1;
        expect(purge.status).toBe(409);
        expect(record?.deleted_at).toBeUndefined();
        expect((await publishedProductBySlug(requestDeps(), x.body.slug, 'strong')).id).toBe(x.body.id);
      } else {
        outcomes.purged += 1;
        expect([404, 409]).toContain(restore.status);
        expect(record).toBeNull();
        await expect(publishedProductBySlug(requestDeps(), x.body.slug, 'strong')).rejects.toMatchObject({
          status: 404,
        });
      }
    }
    expect(outcomes.restored).toBeGreaterThan(0);
    expect(outcomes.purged).toBeGreaterThan(0);
    expect(met).toBeGreaterThan(0);
    await expectConsistent();
  }, 120_000);

  it('deleting a category by moving its products while a product is saved into it: nothing is stranded', async () => {
    let met = 0;
    const outcomes = { refused: 0, movedAlong: 0 };
    for (let round = 0; round < 20; round++) {
      const id = unique();
      const [source, target] = await Promise.all([
        a.send({ op: 'createCategory', name: `Race Move ${id}` }),
        b.send({ op: 'createCategory', name: `Race Into ${id}` }),
      ]);
      const first = await a.send({ op: 'save', fields: fields(`Race Move A ${id}`, `RMA-${id}`, '', source.body.id) });
      expect(first.ok, JSON.stringify(first.body)).toBe(true);
      const [moved, created] = await race(
        [a, { op: 'moveAndDeleteCategory', id: source.body.id, to: target.body.id, delayMs: round * 2 }],
        [b, { op: 'save', fields: fields(`Race Move B ${id}`, `RMB-${id}`, '', source.body.id) }],
      );
      met += conflicts([moved, created]);
      expect(moved.ok, JSON.stringify(moved.body)).toBe(true);
      // The admin's dialog calls again until the category is gone (a save still committing settles).
      let last = moved;
      await vi.waitFor(
        async () => {
          if (!last.body.deleted)
            last = await a.send({ op: 'moveAndDeleteCategory', id: source.body.id, to: target.body.id });
          expect(last.ok, JSON.stringify(last.body)).toBe(true);
          expect(last.body.deleted).toBe(true);
        },
        { timeout: 10_000, interval: 20 },
      );
      const deps = requestDeps();
      expect((await listCategories(deps)).some((category) => category.id === source.body.id)).toBe(false);
      expect((await readRecord(deps, first.body.id))?.category_id).toBe(target.body.id);
      if (created.ok) {
        outcomes.movedAlong += 1;
        expect((await readRecord(deps, created.body.id))?.category_id).toBe(target.body.id);
      } else {
        outcomes.refused += 1;
        expect(created.status).toBe(422);
        expect(created.body.errors.category_id).toEqual(['Kategori tidak ditemukan']);
      }
    }
    expect(outcomes.movedAlong).toBeGreaterThan(0);
    expect(met).toBeGreaterThan(0);
    await expectConsistent();
  }, 120_000);
});
