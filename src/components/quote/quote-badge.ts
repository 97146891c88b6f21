import { $quoteList, followOtherTabs, quoteItemCount } from './quote-list.ts';

/**
 * The header's quote-list badge on every public page: the number of products on the list, hidden at
 * zero. Its box is laid out from the start (CSS `visibility`), so showing it moves nothing.
 */
export function initQuoteBadge(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>('[data-quote-link]');
  if (links.length === 0) return;
  followOtherTabs();
  $quoteList.subscribe((state) => {
    const count = quoteItemCount(state);
    for (const link of links) {
      const badge = link.querySelector<HTMLElement>('[data-quote-count]');
      if (badge) {
        badge.textContent = count > 99 ? '99+' : String(count);
        badge.classList.toggle('invisible', count === 0);
      }
      // The link's name is its own text: 'Daftar Penawaran', then '3 produk' while the badge shows.
      link.querySelector<HTMLElement>('[data-quote-count-unit]')?.toggleAttribute('hidden', count === 0);
    }
  });
}
