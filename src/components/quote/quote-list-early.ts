/*
 * Whether this browser's quote list has products, known before the quote page's first paint: a
 * script written into the page (QuoteListPage.astro) sets `data-quote-list="empty"` or `"items"` on
 * `<html>`. The island's placeholder (QuoteSkeleton) takes the shape of what the page will show: the
 * empty list's card, else the list's skeleton, so nothing below it moves when the island starts; and
 * the island starts only for a list with products (client-quote-list.ts). The list's shape is
 * quote-list.ts's; an unreadable list counts as empty, as it does there.
 */

/** Where quote-list.ts keeps the list in localStorage. */
export const QUOTE_LIST_KEY = 'rawlab:quote-list';

/** Sets `<html data-quote-list>` from the stored list; runs as an inline script, so it imports nothing. */
export function markQuoteListState(key: string): void {
  let state = 'empty';
  try {
    const items = (JSON.parse(localStorage.getItem(key) ?? '') as { items?: unknown } | null)?.items;
    if (Array.isArray(items) && items.length > 0) state = 'items';
  } catch {
    // No storage, or nothing readable in it: the list is empty.
  }
  document.documentElement.dataset.quoteList = state;
}

/** The inline script's text: the function written out from its source, called with the list's key. */
export const QUOTE_LIST_STATE_SCRIPT = `(${markQuoteListState.toString()})(${JSON.stringify(QUOTE_LIST_KEY)});`;
