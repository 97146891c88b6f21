import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { astroBuild } from '#scripts/lib/astro-build.ts';
import type { AdminProduct, PublicProduct } from '#shared/product/views.ts';
import { productAvailability } from '#shared/product/availability.ts';
import { toFeedProduct } from '#shared/product/feed-product.ts';
import { feedVerdict, type FeedName } from '#shared/product/feed.ts';
import { newProductForm } from '../support/product-form.ts';
import { fileOf, pngOf } from '../support/sample-files.ts';
import { apiCall, apiLogin } from './admin-support.ts';

/*
 * The catalogue feeds as the build writes them: one build of this file's own (into its own folder)
 * after creating a product whose texts hold every character XML and CSV must escape and a draft,
 * then the three files read against the public API; and the suite's served feeds' headers.
 */

const FEED_FILES = ['google-merchant-id.xml', 'google-merchant-en.xml', 'meta-catalog.csv'] as const;
const TRICKY = `Feed Probe & <Co> "Quote" 'Apostrophe' 🧪`;
const LONG = 'Line one, with "quotes" & commas\nline two <b>not bold</b> 🧪';

/** An item's elements as text (pictures past the first come as a list). */
type Item = Record<string, string> & { 'g:id': string };
type MetaRow = Record<'id' | 'title' | 'description' | 'availability' | 'price' | 'link' | 'brand', string>;
const parser = new XMLParser({ isArray: (name) => name === 'item' || name === 'g:additional_image_link' });
const googleItems = (xml: string) =>
  ((parser.parse(xml) as { rss: { channel: { item?: Item[] } } }).rss.channel.item ?? []).map((item): Item => ({
    ...item,
    'g:id': String(item['g:id']),
  }));

let built: Record<(typeof FEED_FILES)[number], string>;
let tricky: AdminProduct;
let draft: AdminProduct;
/** The published products as the API answers them before and after the build. */
let before: PublicProduct[];
let after: PublicProduct[];

async function create(token: string, values: Record<string, unknown>): Promise<AdminProduct> {
  const categories = (await apiCall(token, '/api/categories')).body as Array<{ id: number }>;
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const form = newProductForm({
    name: `Feed Meter ${unique}`,
    sku: `FEED-${unique}`.toUpperCase(),
    category_id: categories[0]!.id,
    price: 2_750_000,
    stock: 3,
    status: 'published',
    brand: 'RawLab',
    model: `FM-${unique}`,
    short_description: 'A meter for the feeds test.',
    ...values,
  });
  form.append('images', fileOf(pngOf(400, 400, [30, 90, 160]), 'feed.png', 'image/png'));
  const created = await apiCall(token, '/api/admin/products', { method: 'POST', form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as AdminProduct;
}

const publicProducts = async () => (await (await fetch(`${inject('baseUrl')}/api/products`)).json()) as PublicProduct[];

beforeAll(async () => {
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  process.env.SITE_URL = inject('baseUrl');
  const { token } = await apiLogin();
  tricky = await create(token, {
    name: TRICKY,
    brand: 'Brand & <Sons>',
    short_description: 'Short text, never sent when a long one is written',
    long_description: LONG,
    indonesian: { short_description: 'Deskripsi Indonesia & "kutipan" <uji> 🧪' },
  });
  draft = await create(token, { status: 'draft' });
  before = await publicProducts();
  const out = resolve(inject('dataDir'), 'feeds-build');
  await astroBuild(out, { quiet: true });
  after = await publicProducts();
  built = Object.fromEntries(
    FEED_FILES.map((file) => [file, readFileSync(resolve(out, 'feeds', file), 'utf8')]),
  ) as typeof built;
}, 600_000);

/** Products the API showed the same before and after the build (other files change products meanwhile). */
function steadyProducts(): PublicProduct[] {
  const then = new Map(before.map((product) => [product.id, JSON.stringify(product)]));
  return after.filter((product) => then.get(product.id) === JSON.stringify(product));
}

/** The ids a feed should carry among the steady products, by the rules the build uses. */
function expectedIds(feed: FeedName, lang: 'id' | 'en'): string[] {
  const site = new URL(inject('baseUrl'));
  return steadyProducts()
    .filter((product) => feedVerdict(toFeedProduct(product, lang, site, new Date()), feed).sent)
    .map((product) => String(product.id))
    .sort();
}

describe('catalogue feeds built with the site', () => {
  it('Google feeds are well-formed RSS with every required attribute, in their language', () => {
    const base = inject('baseUrl');
    for (const lang of ['id', 'en'] as const) {
      const xml = built[`google-merchant-${lang}.xml`];
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
      const items = googleItems(xml);
      expect(items.length).toBeGreaterThanOrEqual(20);
      for (const item of items) {
        for (const field of ['g:id', 'title', 'description', 'link', 'g:image_link', 'g:availability', 'g:price'])
          expect(item[field], `${field} of ${item['g:id']}`).toBeTruthy();
        for (const field of ['g:condition', 'g:product_type']) expect(item[field]).toBeTruthy();
        expect(item['g:brand'] || item['g:identifier_exists']).toBeTruthy();
        expect(item['g:mpn'] || item['g:gtin'] || item['g:identifier_exists']).toBeTruthy();
        expect(String(item.link)).toMatch(new RegExp(`^${base}${lang === 'id' ? '/id' : ''}/products/[^/]+/?$`));
        expect(String(item['g:image_link'])).toMatch(new RegExp(`^${base}/`));
      }
    }
  });

  it('carries exactly the products a visitor can see that the rules send, at their prices and availability', () => {
    const steady = new Map(steadyProducts().map((product) => [String(product.id), product]));
    expect(steady.size).toBeGreaterThanOrEqual(20);
    for (const lang of ['id', 'en'] as const) {
      const items = googleItems(built[`google-merchant-${lang}.xml`]);
      const ids = items.map((item) => item['g:id']);
      expect(ids.filter((id) => steady.has(id)).sort()).toEqual(expectedIds('google', lang));
      // Every item is a product the API shows (none from a draft or a deleted product).
      const visible = new Set(after.map((product) => String(product.id)));
      expect(ids.filter((id) => !visible.has(id))).toEqual([]);
      for (const item of items.filter((entry) => steady.has(entry['g:id']))) {
        const product = steady.get(item['g:id'])!;
        expect(item['g:price']).toBe(`${product.price} IDR`);
        expect(item['g:availability']).toBe(productAvailability(product));
      }
    }
    const rows = Papa.parse<MetaRow>(built['meta-catalog.csv'], { header: true, skipEmptyLines: true });
    expect(rows.errors).toEqual([]);
    expect(rows.meta.fields).toEqual([
      'id',
      'title',
      'description',
      'availability',
      'condition',
      'price',
      'link',
      'image_link',
      'brand',
    ]);
    const metaIds = rows.data.map((row) => row.id);
    expect(metaIds.filter((id) => steady.has(id)).sort()).toEqual(expectedIds('meta', 'id'));
    const metaWords = { in_stock: 'in stock', backorder: 'available for order', out_of_stock: 'out of stock' };
    for (const row of rows.data.filter((entry) => steady.has(entry.id))) {
      const product = steady.get(row.id)!;
      expect(row.price).toBe(`${product.price} IDR`);
      expect(row.availability).toBe(metaWords[productAvailability(product)]);
      expect(row.link).toMatch(/\/id\/products\//);
    }
  });

  it('leaves out a draft and escapes special characters, each language its own text', () => {
    for (const file of FEED_FILES) {
      expect(built[file]).not.toContain(`>${draft.id}<`);
      expect(built[file]).not.toContain(`"${draft.id}"`);
    }
    const id = googleItems(built['google-merchant-id.xml']).find((item) => item['g:id'] === String(tricky.id))!;
    const en = googleItems(built['google-merchant-en.xml']).find((item) => item['g:id'] === String(tricky.id))!;
    // The parser gives back the text exactly as typed: it was escaped, not dropped or doubled.
    expect(en.title).toBe(TRICKY);
    expect(en['g:brand']).toBe('Brand & <Sons>');
    // The English feed sends the long description, as the page shows it.
    expect(en.description).toBe(LONG);
    expect(id.description).toBe('Deskripsi Indonesia & "kutipan" <uji> 🧪');
    expect(String(id.link)).toContain(`/id/products/${tricky.slug}`);
    expect(String(en.link)).not.toContain('/id/');
    expect(built['google-merchant-en.xml']).toContain('Feed Probe &amp; &lt;Co&gt;');
    const rows = Papa.parse<MetaRow>(built['meta-catalog.csv'], { header: true, skipEmptyLines: true });
    const row = rows.data.find((entry) => entry.id === String(tricky.id))!;
    expect(row.title).toBe(TRICKY);
    expect(row.description).toBe('Deskripsi Indonesia & "kutipan" <uji> 🧪');
    expect(row.brand).toBe('Brand & <Sons>');
  });

  it('the served feeds name their type and charset and are revalidated like pages', async () => {
    const types = { xml: 'application/xml; charset=utf-8', csv: 'text/csv; charset=utf-8' };
    for (const file of FEED_FILES) {
      const response = await fetch(`${inject('baseUrl')}/feeds/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe(types[file.endsWith('.csv') ? 'csv' : 'xml']);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      const body = await response.text();
      if (file.endsWith('.xml')) expect(XMLValidator.validate(body)).toBe(true);
      else expect(body.startsWith('"id","title"')).toBe(true);
    }
  });
});
