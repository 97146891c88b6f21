import { isLang, type Lang } from '#shared/i18n/lang.ts';
import { listItemCard } from '#shared/product/card.ts';
import type { ChangedProduct } from '#shared/fresh.ts';
import { patchCard } from './card-patch.ts';
import { loadChanges } from './fresh-feed.ts';

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

/**
 * The featured cards with what changed since the build (decision 027): a changed product's card shows
 * its current name, price, stock and picture; an unpublished one's card goes, and its place takes the
 * newest product published since the build, as the build's rule (the chosen products, then the
 * newest) would: a product published since is newer than every product the build knew.
 */
async function refreshFeatured(section: HTMLElement): Promise<void> {
  const changes = await loadChanges();
  if (!changes?.complete || !changes.products.length) return;
  const pageLang = document.documentElement.lang;
  const lang: Lang = isLang(pageLang) ? pageLang : 'en';
  const byId = new Map(changes.products.map((entry) => [entry.id, entry]));
  const items = [...section.querySelectorAll<HTMLElement>('[data-featured-item]')];
  const shown = new Set(items.map((item) => Number(item.dataset.featuredId)));
  const since = section.dataset.freshSince ?? '';
  const newcomers = changes.products.filter(
    (entry): entry is ChangedProduct => entry.visible && entry.created_at > since && !shown.has(entry.id),
  );
  for (const item of items) {
    const entry = byId.get(Number(item.dataset.featuredId));
    if (!entry) continue;
    const next = entry.visible ? entry : newcomers.shift();
    const card = item.querySelector<HTMLElement>('[data-product-card]');
    if (!next || !card) {
      item.hidden = true;
      continue;
    }
    patchCard(card, listItemCard(next.item, lang), lang);
    item.dataset.featuredItem = next.slug;
    item.dataset.featuredId = String(next.id);
  }
}
