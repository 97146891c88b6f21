import { isLang, type Lang } from '#shared/i18n/lang.ts';
import { listItemCard } from '#shared/product/card.ts';
import type { CatalogueChanges, ChangedProduct } from '#shared/catalogue/fresh.ts';
import type { ProductListItem } from '#shared/product/views.ts';
import { fetchProductsByIds, fetchProductsPage } from '#lib/browser/api.ts';
import { patchCard } from '#components/catalogue/card-patch.ts';
import { loadChanges } from '#lib/browser/fresh-feed.ts';

/** Brings the prerendered featured cards up to date once they come near the screen. */
export function refreshFeaturedWhenVisible(): void {
  const section = document.querySelector<HTMLElement>('[data-featured]');
  if (!section) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      refreshFeatured(section).catch((error: unknown) => console.error('Gagal memperbarui produk unggulan', error));
    },
    { rootMargin: '400px 0px' },
  );
  observer.observe(section);
}

/** A featured card's product as it is now: its current list item, or gone (hidden since the build). */
type Current = { id: number; slug: string; visible: true; item: ProductListItem } | { id: number; visible: false };

/**
 * What the featured cards need when the changes answer is complete: the shown products that changed,
 * and the products published since the build, newest first (a product published since is newer than
 * every product the build knew).
 */
function fromChanges(changes: CatalogueChanges, since: string, shown: Set<number>) {
  const changed = new Map<number, Current>(changes.products.map((entry) => [entry.id, entry]));
  const newcomers = changes.products.filter(
    (entry): entry is ChangedProduct => entry.visible && entry.created_at > since && !shown.has(entry.id),
  );
  return { changed, newcomers: newcomers.map((entry) => entry.item) };
}

/**
 * The same when too many products changed for the answer to carry them: the shown products read from
 * the API (one that is missing is hidden now), and, only when one is gone, the catalogue's newest
 * products: the build's rule (the chosen products, then the newest) applied to the catalogue as it is.
 */
async function fromApi(shown: Set<number>) {
  const { data } = await fetchProductsByIds([...shown]);
  const found = new Map(data.map((item) => [item.id, item]));
  const changed = new Map<number, Current>(
    [...shown].map((id) => {
      const item = found.get(id);
      return [id, item ? { id, slug: item.slug, visible: true, item } : { id, visible: false }];
    }),
  );
  const newest = found.size < shown.size ? (await fetchProductsPage('page=1&per_page=8')).data : [];
  return { changed, newcomers: newest.filter((item) => !shown.has(item.id)) };
}

/**
 * The featured cards with what changed since the build (decision 027): a changed product's card shows
 * its current name, price, stock and picture; an unpublished one's card goes, and its place takes the
 * newest product not shown, as the build's rule would.
 */
async function refreshFeatured(section: HTMLElement): Promise<void> {
  const changes = await loadChanges();
  if (!changes || (changes.complete && !changes.products.length)) return;
  const pageLang = document.documentElement.lang;
  const lang: Lang = isLang(pageLang) ? pageLang : 'en';
  const items = [...section.querySelectorAll<HTMLElement>('[data-featured-item]')];
  const shown = new Set(items.map((item) => Number(item.dataset.featuredId)));
  const { changed, newcomers } = changes.complete
    ? fromChanges(changes, section.dataset.freshSince ?? '', shown)
    : await fromApi(shown);
  for (const item of items) {
    const entry = changed.get(Number(item.dataset.featuredId));
    if (!entry) continue;
    const next = entry.visible ? entry.item : newcomers.shift();
    const card = item.querySelector<HTMLElement>('[data-product-card]');
    if (!next || !card) {
      item.hidden = true;
      continue;
    }
    patchCard(card, listItemCard(next, lang), lang);
    item.dataset.featuredItem = next.slug;
    item.dataset.featuredId = String(next.id);
  }
}
