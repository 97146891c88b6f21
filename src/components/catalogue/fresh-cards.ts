import type { ProductListPage } from '#shared/product/pages.ts';
import type { CatalogueChanges } from '#shared/catalogue/fresh.ts';
import { isLang, type Lang } from '#shared/i18n/lang.ts';
import { listItemCard, type ProductCardData } from '#shared/product/card.ts';
import { ApiError, apiRequest } from '#lib/browser/api-client.ts';
import { patchCard } from './card-patch.ts';
import { PAGE_SIZE, countLine } from './catalogue-state.ts';
import { loadChanges } from '#lib/browser/fresh-feed.ts';

/*
 * A prerendered listing page brought up to date without the catalogue island (decision 027). The
 * page reads the catalogue's changes since its build (one CDN-cached answer for every visitor).
 * When none can concern it, nothing else happens: the page is current as it is. Otherwise it reads
 * its own page of the catalogue from the API and rewrites its cards to it: current names, prices,
 * stock and pictures, a new product where the catalogue's order puts it, a hidden one gone, and the
 * count line. The island, when it loads later, starts from the same cards
 * (`window.__rawlabFreshListing`), so its first render matches the page.
 */

export interface FreshListing {
  items: ProductCardData[];
  total: number;
}

declare global {
  interface Window {
    __rawlabFreshListing?: FreshListing;
  }
}

/** A change that may alter this page: one of its products, a hidden product, or one of its scope. */
export function concernsPage(changes: CatalogueChanges, ids: number[], category: string): boolean {
  if (!changes.complete) return true;
  return changes.products.some(
    (entry) => ids.includes(entry.id) || !entry.visible || !category || entry.item.category.slug === category,
  );
}

/** Brings the listing under `root` (`[data-catalogue-listing]`) up to date. */
export async function refreshListing(root: HTMLElement): Promise<void> {
  const { ids = '', category = '', page = '1' } = root.dataset;
  const shown = ids.split(',').filter(Boolean).map(Number);
  const changes = await loadChanges();
  if (!changes || !concernsPage(changes, shown, category)) return;
  const params = new URLSearchParams({ page, per_page: String(PAGE_SIZE) });
  if (category) params.set('category', category);
  const answer = await apiRequest<ProductListPage>(`/api/products?${params}`).catch((error: unknown) => {
    // An error answer leaves the prerendered page; no answer at all is the caller's to log.
    if (error instanceof ApiError && error.status > 0) return null;
    throw error;
  });
  // Past the catalogue's end now (products hidden since): the page stays as built, its links lead on.
  if (!answer?.data.length) return;
  // Once the island runs it owns these cards (and reads them itself).
  const island = root.querySelector('astro-island');
  if (!island?.hasAttribute('ssr') || root.querySelector('[data-catalogue-ready]')) return;
  const pageLang = document.documentElement.lang;
  const lang: Lang = isLang(pageLang) ? pageLang : 'en';
  const items = answer.data.map((item) => listItemCard(item, lang));
  window.__rawlabFreshListing = { items, total: answer.total };
  const list = root.querySelector('#catalogue-results > ul');
  if (list) drawCards(list, items, lang);
  const count = root.querySelector('[data-testid="catalogue-count"]');
  const heading = category ? document.querySelector('h1')?.textContent?.trim() : undefined;
  const line = countLine(answer.total, Number(page), { categoryName: heading }, lang);
  if (count && count.textContent !== line) count.textContent = line;
  root.dataset.ids = items.map((item) => item.id).join(',');
}

/** The list's items made to show `items` in order, reusing each product's card where it has one. */
function drawCards(list: Element, items: ProductCardData[], lang: Lang): void {
  const rows = [...list.children] as HTMLElement[];
  const template = rows[0];
  if (!template) return;
  const bySlug = new Map(
    rows.map((row) => [row.querySelector<HTMLElement>('[data-product-card]')?.dataset.productCard, row]),
  );
  items.forEach((item, index) => {
    let row = bySlug.get(item.slug);
    bySlug.delete(item.slug);
    if (!row) row = template.cloneNode(true) as HTMLElement;
    const card = row.querySelector<HTMLElement>('[data-product-card]');
    if (card) patchCard(card, item, lang);
    if (list.children[index] !== row) list.insertBefore(row, list.children[index] ?? null);
  });
  for (const row of bySlug.values()) row?.remove();
}
