import { formatIdr } from '#shared/format.ts';
import { fetchProducts } from './api.ts';

/** Brings the prerendered featured cards up to date once they come near the screen. */
export function refreshFeaturedWhenVisible(): void {
  const section = document.querySelector<HTMLElement>('[data-featured]');
  if (!section) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void refreshFeatured(section);
    },
    { rootMargin: '400px 0px' },
  );
  observer.observe(section);
}

/** Shows each featured card's current price and hides the cards whose product is no longer published. */
async function refreshFeatured(section: HTMLElement): Promise<void> {
  const products = await fetchProducts();
  if (!products) return;
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  for (const item of section.querySelectorAll<HTMLElement>('[data-featured-item]')) {
    const product = bySlug.get(item.dataset.featuredItem!);
    if (!product) {
      item.hidden = true;
      continue;
    }
    const price = item.querySelector('[data-price]');
    if (price) price.textContent = formatIdr(product.price);
  }
}
