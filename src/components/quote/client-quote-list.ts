import type { ClientDirective } from 'astro';
import { markQuoteListState, QUOTE_LIST_KEY } from './quote-list-early.ts';

/**
 * `client:quote-list`: the quote page's island starts at once when this browser's list has products,
 * and not at all while it is empty (`<html data-quote-list="empty">`, set before the first paint by
 * quote-list-early.ts). The empty list needs nothing the page does not draw itself (the island's
 * placeholder is then the empty list's card, with its link to the catalogue), so a first visit loads
 * no framework code. A product put on the list in another tab (the list's `storage` event) starts
 * the island then, and it shows the list; so does coming Back to the page from the browser's
 * back-forward cache after adding a product elsewhere: Chromium hands a restored page the `storage`
 * events it missed while frozen, but nothing promises that, so the restore reads the list itself.
 */
const quoteList: ClientDirective = (load) => {
  const start = async () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pageshow', onPageShow);
    const hydrate = await load();
    await hydrate();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUOTE_LIST_KEY || event.key === null) void start();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    markQuoteListState(QUOTE_LIST_KEY);
    if (document.documentElement.dataset.quoteList !== 'empty') void start();
  };
  if (document.documentElement.dataset.quoteList === 'empty') {
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
  } else void start();
};

export default quoteList;
