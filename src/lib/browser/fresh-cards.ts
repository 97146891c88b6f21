import type { ProductListPage } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import { isLang } from '#shared/i18n/lang.ts';
import { publicStockBadge } from '#shared/stock.ts';
import { STOCK_BADGE_CLASS, STOCK_TONE_CLASS } from '#components/catalogue/stock-tone.ts';
import { ApiError, apiRequest } from './api-client.ts';

/*
 * Current price and stock for the prerendered cards of a listing page, without the catalogue island:
 * one `GET /api/products?ids=…` for the page's cards, written into their price and stock badge and
 * kept in `window.__rawlabFreshCards`: the island, when it loads later, starts from the same values,
 * so its first render matches the page.
 */

export interface FreshValues {
  price: number;
  stock: number;
}

declare global {
  interface Window {
    __rawlabFreshCards?: Map<number, FreshValues>;
  }
}

/** Writes fresh values into the cards under `root` (cards carry `data-product-card` = slug). */
export async function refreshCards(root: HTMLElement, ids: number[]): Promise<void> {
  if (!ids.length) return;
  // The client itself, not api.ts: a listing page runs this before any interaction, and api.ts's
  // other calls would come along in its chunk.
  const answer = await apiRequest<ProductListPage>(`/api/products?ids=${ids.join(',')}`).catch((error: unknown) => {
    // An error answer leaves the prerendered values; no answer at all is the caller's to log.
    if (error instanceof ApiError && error.status > 0) return null;
    throw error;
  });
  if (!answer) return;
  const { data } = answer;
  // Once the island runs it owns these cards (and refreshes them itself).
  if (root.querySelector('[data-catalogue-ready]')) return;
  const store = (window.__rawlabFreshCards ??= new Map());
  const pageLang = document.documentElement.lang;
  const lang = isLang(pageLang) ? pageLang : 'en';
  for (const item of data) {
    store.set(item.id, { price: item.price, stock: item.stock });
    const card = root.querySelector<HTMLElement>(`[data-product-card="${CSS.escape(item.slug)}"]`);
    if (!card) continue;
    const price = card.querySelector<HTMLElement>('[data-price]');
    if (price) price.textContent = formatIdr(item.price);
    const badge = card.querySelector<HTMLElement>('[data-stock-tone]');
    if (badge) {
      const next = publicStockBadge(item.stock, lang);
      badge.textContent = next.label;
      badge.dataset.stockTone = next.tone;
      badge.className = `${STOCK_BADGE_CLASS} ${STOCK_TONE_CLASS[next.tone]}`;
    }
  }
}
