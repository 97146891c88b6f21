import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { readBuildReport } from '#server/services/publishing/build-report.ts';
import { FALLBACK_CATEGORY, checkStore } from '#server/services/maintenance/check.ts';
import { recordShardKey, summaryShardKey } from '#server/services/catalog/store/keys.ts';
import { readRecord, type RecordShard } from '#server/services/catalog/store/records.ts';
import { publishedProductBySlug } from '#server/services/catalog/views.ts';
import { CATEGORIES_KEY, listCategories, type CategoriesDocument } from '#server/services/catalog/categories.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { buildProducts } from '#lib/build/build-data.ts';
import { storeQuoteRequest } from '#server/services/quotes/requests.ts';
import { call, login, ready } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';

/*
 * The store check on damaged catalogues, each in a store of its own: what it finds, what it repairs,
 * and that the build leaves out (and reports) what cannot be repaired instead of failing.
 */

let store: Awaited<ReturnType<typeof useOwnStore>> | undefined;

beforeAll(() => ready());

beforeEach(async () => {
  await store?.restore();
  store = await useOwnStore('check');
  await seedDemoCatalog(requestDeps());
});

afterAll(() => store?.restore());

const kinds = async () => (await checkStore(requestDeps(), { deep: true })).findings.map((finding) => finding.kind);

describe('store check', () => {
  it('finds nothing in a freshly seeded store', async () => {
    expect(await kinds()).toEqual([]);
  });

  it('repairs a list view that lost entries or fell behind, and drops entries without a record', async () => {
    const { db } = requestDeps();
    const summaries = (await db.get<{ entries: Record<string, { version: number }> }>(summaryShardKey(0)))!;
    const { 1: _gone, ...rest } = summaries.entries;
    await db.put(summaryShardKey(0), {
      entries: { ...rest, 2: { ...rest[2]!, version: 0 }, 200: { ...rest[3]!, id: 200 } },
    });
    expect((await kinds()).sort()).toEqual(['listed-without-record', 'record-without-listing', 'stale-listing']);
    await checkStore(requestDeps(), { fix: true });
    expect(await kinds()).toEqual([]);
  });

  it('migrates a catalogue written before a field existed: records read with its default, listings rewritten', async () => {
    const deps = requestDeps();
    // Product 4 as an older version stored it: no meta_keywords in the record, no search_words in the summary.
    const { meta_keywords: _keywords, ...oldRecord } = (await readRecord(deps, 4))!;
    await deps.db.update<RecordShard>(recordShardKey(0), (shard) => ({
      records: { ...shard!.records, 4: oldRecord as RecordShard['records'][string] },
    }));
    const summaries = (await deps.db.get<{ entries: Record<string, Record<string, unknown>> }>(summaryShardKey(0)))!;
    const { search_words: words, ...oldSummary } = summaries.entries[4]!;
    expect(words).not.toBe('');
    await deps.db.put(summaryShardKey(0), { entries: { ...summaries.entries, 4: oldSummary } });

    expect((await readRecord(deps, 4))!.meta_keywords).toBe('');
    expect(await kinds()).toEqual(['outdated-listing']);
    await checkStore(deps, { fix: true });
    expect(await kinds()).toEqual([]);
    const rewritten = (await deps.db.get<{ entries: Record<string, Record<string, unknown>> }>(summaryShardKey(0)))!;
    expect(rewritten.entries[4]!.search_words).toBe(words);
  });

  it('moves products of a vanished category to the fallback category, and repairs lost pointers', async () => {
    const deps = requestDeps();
    const victim = (await listCategories(deps))[0]!;
    await deps.db.update<CategoriesDocument>(CATEGORIES_KEY, (doc) => ({
      ...doc!,
      items: doc!.items.filter((category) => category.id !== victim.id),
    }));
    const record = (await readRecord(deps, 5))!;
    await deps.db.put(`product-slugs/${record.slug}`, { id: 31, at: new Date(0).toISOString(), version: 0 });
    expect(await kinds()).toEqual(expect.arrayContaining(['product-in-missing-category', 'pointer-to-wrong-product']));

    await checkStore(deps, { fix: true, deep: true, assumeIdle: true });
    expect(await kinds()).toEqual([]);
    const fallback = (await listCategories(deps)).find((category) => category.slug === FALLBACK_CATEGORY.slug);
    expect(fallback).toBeDefined();
    expect((await publishedProductBySlug(deps, record.slug, 'strong')).id).toBe(5);
  });

  it('a record that does not fit the schema is left out of the build and reported, and the rest publish', async () => {
    const deps = requestDeps();
    await deps.db.update<RecordShard>(recordShardKey(0), (shard) => ({
      records: { ...shard!.records, 7: { ...shard!.records[7]!, price: 'mahal' as unknown as number } },
    }));
    const products = await buildProducts();
    expect(products.length).toBeGreaterThan(20);
    expect(products.some((product) => product.id === 7)).toBe(false);
    const report = await readBuildReport(deps);
    expect(report?.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: 7, message: expect.stringMatching(/simpan ulang/) }),
      ]),
    );
    for (const warning of report!.warnings) expect(warning.message).not.toMatch(/\/work\/|node_modules|at .+:\d+/);
  });

  it('migrates a catalogue in the old single-index layout, keeping ids, slugs and versions', async () => {
    await store?.restore();
    store = await useOwnStore('legacy');
    const deps = requestDeps();
    await seedDemoCatalog(deps, () => []);
    const categoryId = (await listCategories(deps))[0]!.id;
    const legacy = [3, 8].map((id) => ({
      id,
      name: `Legacy Meter ${id}`,
      slug: `legacy-meter-${id}`,
      sku: `LEG-${id}`,
      category_id: categoryId,
      price: 100,
      stock: 1,
      status: 'published',
      is_active: true,
      short_description: '',
      long_description: '',
      meta_title: '',
      meta_description: '',
      meta_keywords: '',
      whatsapp_number: '',
      whatsapp_template: '',
      tags: [],
      specifications: [],
      images: [],
      version: 4,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    }));
    await deps.db.put('catalog/products', { nextId: 9, items: legacy });
    for (const record of legacy) {
      await deps.db.put(`products/${record.id}`, record);
      await deps.db.put(`product-slugs/${record.slug}`, { id: record.id });
    }
    expect(await kinds()).toContain('legacy-layout');
    await checkStore(deps, { fix: true, deep: true, assumeIdle: true });
    expect(await kinds()).toEqual([]);
    expect((await publishedProductBySlug(deps, 'legacy-meter-8', 'strong')).id).toBe(8);
    expect((await readRecord(deps, 3))?.version).toBe(4);
    expect(await deps.db.get('catalog/products')).toBeNull();
  });

  it('a quote request whose process died after its inbox row: reported once settled, repaired so its detail opens', async () => {
    const deps = requestDeps();
    const answer = await storeQuoteRequest(deps, {
      items: [{ product_id: 1, quantity: 2 }],
      customer: { name: 'Crash Buyer', institution: 'Lab Uji', phone: '0812-1111-2222', city: 'Bogor', notes: '' },
    } as Parameters<typeof storeQuoteRequest>[1]);
    // The crash: the row is committed, the full request never was.
    await deps.db.delete(`quote-requests/${answer.reference}`);
    const token = await login();
    expect((await call(`/api/admin/quotes/${answer.reference}`, { token })).status).toBe(404);

    // A request this young may still be between its two writes: left alone unless nothing else writes.
    expect(await kinds()).toEqual([]);
    const later = { ...deps, now: () => new Date(Date.now() + 61_000) };
    expect((await checkStore(later, { deep: true })).findings.map((finding) => finding.kind)).toEqual([
      'quote-row-without-request',
    ]);
    const repaired = await checkStore(deps, { deep: true, fix: true, assumeIdle: true });
    expect(repaired.findings).toEqual([expect.objectContaining({ kind: 'quote-row-without-request', fixed: true })]);
    expect(await kinds()).toEqual([]);

    const detail = await call(`/api/admin/quotes/${answer.reference}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      reference: answer.reference,
      incomplete: true,
      lines: [],
      total: answer.total,
      status: 'baru',
      customer: { name: 'Crash Buyer', phone: '0812-1111-2222', city: 'Bogor' },
    });
  });
});
