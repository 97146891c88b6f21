import { raiseEarlyCompareTray, showEarlyCompareTray } from '#components/compare/compare-tray-early.ts';
import { trackProductView, trackWhatsAppClick, visitSeed } from '#lib/browser/analytics.ts';
import { HYDRATE_NOW } from '#lib/browser/client-interaction.ts';
import { orderSettings } from '#shared/settings/order.ts';
import { businessHoursNote } from '#shared/whatsapp/business-hours.ts';
import { fingerprint } from '#shared/common/fingerprint.ts';
import type { BusinessHours } from '#shared/settings/routing.ts';
import { routeWhatsAppNumber } from '#shared/whatsapp/routing.ts';
import { doPressesEarly } from '#lib/browser/early-presses.ts';
import { loadChanges } from '#lib/browser/fresh-feed.ts';
import { addEarly } from '../quote/add-to-quote-early.ts';
import { stepEarly } from './order-box-early.ts';
import { PRODUCT_ISLAND_READY, productLookups } from './product-lookups.ts';

/*
 * A built product's page before its island runs (ProductDetail.tsx hydrates at the visitor's first
 * interaction): what the island's mount effects do, without React, so that nothing a visitor sees
 * or the business counts waits for a tap.
 * - The view is counted (once a visit, as the island would).
 * - The order links take this visit's sales number and the business-hours note shows: both are the
 *   browser's own values, which the build could not know. The island starts from what is shown.
 * - The phone's order bar shows while the order box is off screen, until the island watches it.
 * - Picks to compare made on other pages show in the tray.
 * - 'Tambah ke penawaran' (the order box's and the related cards') and the quantity stepper do their
 *   work at once, so a press on a slow phone is on the quote list even if the visitor leaves before
 *   the island's code arrives (early-presses.ts).
 * - The settings are read again, and the product too when the catalogue's changes since the build
 *   (one CDN-cached read, decision 027) name it or a product its page shows; when anything the page
 *   shows differs from the build (or the product is gone), the island is hydrated at once: it renders
 *   the fresh answers (the same reads, product-lookups.ts) as it always has.
 * The page's element carries what the build used: `data-slug`, `data-product-id`, the fingerprints
 * of the product and of the order settings (`data-built`, `data-built-settings`), the business
 * hours (`data-hours`), the build's time (`data-fresh-since`) and the ids of the related products it
 * shows (`data-watch-ids`).
 *
 * Order clicks are counted here, before and after the island runs alike, so each counts once; on
 * the fallback page too (its island runs at once). Nothing is counted on the admin's preview.
 */

/** Starts the page's early work under `root` (the element around the island). */
export function startProductPage(root: HTMLElement): void {
  if ('preview' in document.body.dataset) return;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-order-link]');
    if (link) trackWhatsAppClick({ kind: 'order', productIds: [Number(link.dataset.orderLink)] });
  });

  const { slug, productId, built, builtSettings, hours } = root.dataset;
  const island = root.querySelector<HTMLElement>('astro-island');
  if (!slug || !island) return;
  trackProductView(Number(productId));

  const reads = productLookups(slug);
  const hydrateNow = () => island.dispatchEvent(new Event(HYDRATE_NOW));
  // The product is read again only when the catalogue's changes since the build name it or one of its
  // related products (their cards are in its answer), or cannot tell (no answer, too many changes).
  const shown = new Set([productId, ...(root.dataset.watchIds ?? '').split(',')].filter(Boolean).map(Number));
  void loadChanges().then((changes) => {
    if (changes?.complete && !changes.products.some((entry) => shown.has(entry.id))) return;
    void reads.product.then((result) => {
      // An unreachable API leaves the page as built, as the island does.
      if (result.kind === 'missing' || (result.kind === 'found' && fingerprint(result.product) !== built)) hydrateNow();
    });
  });
  void reads.settings.then((settings) => {
    if (settings && fingerprint(orderSettings(settings)) !== builtSettings) hydrateNow();
  });

  // Once React has taken the island's HTML, the page is its own to change.
  if (!island.hasAttribute('ssr')) return;
  doPressesEarly(island, (button) => stepEarly(button) || addEarly(button));
  showEarlyCompareTray();
  const seed = visitSeed();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-wa-sales]')) {
    const url = new URL(link.href);
    const sales = (link.dataset.waSales ?? '').split(',');
    url.pathname = `/${routeWhatsAppNumber({ whatsapp_number: url.pathname.slice(1), sales_numbers: sales }, {}, seed)}`;
    link.href = url.href;
  }

  const note = root.querySelector<HTMLElement>('[data-order-hours]');
  try {
    const text =
      hours &&
      businessHoursNote(
        JSON.parse(hours) as BusinessHours,
        new Date(),
        document.documentElement.lang === 'id' ? 'id' : 'en',
      );
    if (note && text) {
      note.textContent = text;
      note.hidden = false;
    }
  } catch {
    // Malformed hours: show nothing rather than a wrong time.
  }

  const box = root.querySelector('[data-order-box]');
  const bar = root.querySelector<HTMLElement>('[data-order-bar]');
  if (box && bar) {
    // The bar never hides under the keyboard's focus (a Tab can reach its link just as the box scrolls
    // into view): it hides once focus has left it.
    let shown = true;
    const apply = () => (bar.hidden = !shown && !bar.contains(document.activeElement));
    const observer = new IntersectionObserver((entries) => {
      shown = !entries.some((entry) => entry.isIntersecting);
      apply();
      raiseEarlyCompareTray(shown);
    });
    observer.observe(box);
    // Focus has moved on by the next frame (focusout comes before the next element's focus).
    const onFocusOut = () => requestAnimationFrame(apply);
    bar.addEventListener('focusout', onFocusOut);
    addEventListener(
      PRODUCT_ISLAND_READY,
      () => {
        observer.disconnect();
        bar.removeEventListener('focusout', onFocusOut);
      },
      { once: true },
    );
  }
}
