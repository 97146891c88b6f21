import type { PublicProduct } from '#shared/product/views.ts';
import { LANGS, type Lang } from '#shared/i18n/lang.ts';
import type { CatalogueCategory } from '#components/catalogue/catalogue-state.ts';
import { toCardData, type ProductCardData } from '#shared/product/card.ts';
import { FRESH_MARGIN_MS } from '#shared/catalogue/fresh.ts';
import { isPublic, type ProductRecord } from '#shared/product/record.ts';
import { requestDeps } from '#server/deps.ts';
import { type CheckReport, checkStore } from '#server/services/maintenance/index.ts';
import { byNewest, categoryById } from '#server/services/catalog/index.ts';
import { toPublic, type PublicRelated } from '#shared/product/views.ts';
import { similarProducts, visibleRelated } from '#shared/product/related.ts';
import { type BuildWarning, recordBuildReport } from '#server/services/publishing/index.ts';
import { readSettings } from '#server/services/settings/index.ts';
import { publicSettings, type PublicSettings } from '#shared/settings/schema.ts';
import { storeStats } from '#server/store.ts';
import { forgetOnStoreChange } from '#server/instance-memory.ts';

/*
 * Build-time reads for prerendering. Runs only inside `astro build`, whose environment points at the
 * blob store (local blob server, or Netlify's build context). Islands re-fetch the same data over the
 * API at run time, so a page built from these values is a starting point, never the last word.
 * Reads are strong: a build records that it includes every change up to its start (decision 004), and
 * an eventual read on Netlify may still miss a change made seconds before.
 *
 * The catalogue is read whole in shards (one store call per 32 products) after the store check has
 * repaired what it safely can. A product that is still inconsistent (a record that does not fit the
 * schema, a slug another product also carries, a missing category) is left out and reported in the
 * build log and on the dashboard: one bad record never stops the site from publishing.
 */

interface BuildCatalogue {
  products: PublicProduct[];
  categories: string[];
  /** The English names of categories that have one, by slug (categories are written in Indonesian first). */
  englishNames: Map<string, string>;
  /** Per product id: 'Similar instruments' worked out from category and specifications. */
  similar: Map<number, PublicRelated[]>;
}

let catalogue: Promise<BuildCatalogue> | undefined;
let settings: Promise<PublicSettings> | undefined;

async function checkedStore(): Promise<CheckReport> {
  const deps = requestDeps();
  try {
    const report = await checkStore(deps, { fix: true });
    return report.findings.some((finding) => finding.fixed) ? await checkStore(deps) : report;
  } catch (error) {
    console.warn('[catalogue] the store check could not repair the catalogue; building from it as it is:', error);
    return checkStore(deps);
  }
}

async function loadCatalogue(): Promise<BuildCatalogue> {
  const report = await checkedStore();
  const warnings: BuildWarning[] = [];
  const warn = (productId: number | null, log: string, message: string) => {
    console.warn(`[catalogue] ${log}`);
    warnings.push({ productId, message });
  };
  for (const finding of report.findings.filter((item) => !item.fixed)) {
    warn(
      finding.productId ?? null,
      finding.detail,
      finding.kind === 'invalid-record'
        ? `Produk #${finding.productId} tidak dipublikasikan: datanya tidak valid. Buka produk ini lalu simpan ulang.`
        : `Pemeriksaan data: ${finding.detail}`,
    );
  }
  const seen = new Map<string, ProductRecord>();
  // The oldest holder of a slug keeps it: it is the one its pointer names.
  const candidates = report.records.filter(isPublic).sort((a, b) => a.id - b.id);
  const kept: ProductRecord[] = [];
  for (const record of candidates) {
    const category = categoryById(report.categories, record.category_id);
    const holder = seen.get(record.slug);
    if (!category || holder) {
      warn(
        record.id,
        `left out: product ${record.id} (${record.name}) ${holder ? `shares its slug with product ${holder.id}` : 'has no category'}`,
        holder
          ? `Produk #${record.id} (${record.name}) tidak dipublikasikan: slug-nya sama dengan produk #${holder.id}. Ubah slug-nya lalu simpan.`
          : `Produk #${record.id} (${record.name}) tidak dipublikasikan: kategorinya tidak ada. Pilih kategori lalu simpan.`,
      );
      continue;
    }
    seen.set(record.slug, record);
    kept.push(record);
  }
  const visible = new Map(kept.map((record) => [record.id, record]));
  const products = kept
    .sort(byNewest)
    .map((record) =>
      toPublic(record, categoryById(report.categories, record.category_id)!, visibleRelated(record.related, visible)),
    );
  // Only where the admin chose no alternative, and only within the category: the pairs compared grow
  // with the square of a category's size, not the catalogue's.
  const byCategory = Map.groupBy(kept, (record) => record.category_id);
  const similar = new Map(
    kept
      .filter((record) => !record.related.some((link) => link.kind === 'alternative'))
      .map((record) => [record.id, similarProducts(record, byCategory.get(record.category_id) ?? [])]),
  );
  const calls = storeStats().calls;
  console.log(`[catalogue] ${products.length} published products read in ${calls} store calls`);
  await recordBuildReport(requestDeps(), { products: products.length, storeCalls: calls, warnings });
  const used = new Set(products.map((product) => product.category.id));
  return {
    products,
    similar,
    categories: report.categories.filter((category) => used.has(category.id)).map((category) => category.name),
    englishNames: new Map(
      report.categories.flatMap((category) => (category.english?.name ? [[category.slug, category.english.name]] : [])),
    ),
  };
}

function buildCatalogue(): Promise<BuildCatalogue> {
  freshSince ??= new Date(Math.floor((Date.now() - FRESH_MARGIN_MS) / 1000) * 1000).toISOString();
  catalogue ??= loadCatalogue();
  return catalogue;
}

/**
 * FRESH_MARGIN_MS before the build read the store, to the second: pages ask `/api/changes?since=` with
 * it (decision 027). Every page of a build carries the same value, so the CDN keeps one answer for all
 * of them.
 */
export async function buildFreshSince(): Promise<string> {
  await buildCatalogue();
  return freshSince!;
}
let freshSince: string | undefined;

/** Every published product (whole records), newest first; read once per build. */
export async function buildProducts(): Promise<PublicProduct[]> {
  return (await buildCatalogue()).products;
}

/** The same products, for their own pages, each with its similar products. */
export async function buildProductPages(): Promise<Array<{ product: PublicProduct; similar: PublicRelated[] }>> {
  const { products, similar } = await buildCatalogue();
  return products.map((product) => ({ product, similar: similar.get(product.id) ?? [] }));
}

export async function buildCategories(): Promise<string[]> {
  return (await buildCatalogue()).categories;
}

/** The catalogue as its listing pages show it: every card, newest first, and the categories with counts. */
export function buildCatalogueListing(
  lang: Lang = 'en',
): Promise<{ cards: ProductCardData[]; categories: CatalogueCategory[] }> {
  // Every listing page asks for it (hundreds at 10,000 products): worked out once per build and language.
  listing[lang] ??= catalogueListing(lang);
  return listing[lang];
}
const listing: Partial<Record<Lang, Promise<{ cards: ProductCardData[]; categories: CatalogueCategory[] }>>> = {};
// What a build read is its store's: a process that reads another store (the tests) reads it afresh.
forgetOnStoreChange(() => {
  catalogue = undefined;
  settings = undefined;
  freshSince = undefined;
  for (const lang of LANGS) delete listing[lang];
});

async function catalogueListing(lang: Lang): Promise<{ cards: ProductCardData[]; categories: CatalogueCategory[] }> {
  const products = await buildProducts();
  const counts = new Map<string, CatalogueCategory>();
  for (const product of products) {
    const entry = counts.get(product.category.slug) ?? {
      name: product.category.name,
      slug: product.category.slug,
      count: 0,
    };
    entry.count += 1;
    counts.set(product.category.slug, entry);
  }
  const { categories: order, englishNames } = await buildCatalogue();
  for (const entry of counts.values()) {
    const english = englishNames.get(entry.slug);
    if (english) entry.english = { name: english };
  }
  return {
    cards: products.map((product) => toCardData(product, lang)),
    categories: order.flatMap((name) => [...counts.values()].filter((category) => category.name === name)),
  };
}

export function buildSettings(): Promise<PublicSettings> {
  settings ??= readSettings(requestDeps(), 'strong').then(publicSettings);
  return settings;
}
