import { slugsFromSearch } from './compare-table.ts';

/*
 * /compare at an address naming fewer than two products has nothing to compare: the page shows its
 * empty note from the first paint instead of the table's frame, which the page's script would take
 * away again (moving the footer up a screen). An inline script right after the comparison's root,
 * so it runs before the root is first painted; the script of the page (compare-page.ts) decides the
 * same way once the products have been read.
 */

/** Shows `root`'s empty note in place of its table's frame when the address names fewer than two products. */
export function markEmptyComparison(root: Element | null, slugs: (search: string) => string[]): void {
  if (!root || slugs(location.search).length >= 2) return;
  root.querySelector<HTMLElement>('[data-compare-part="empty"]')!.hidden = false;
  root.querySelector<HTMLElement>('[data-compare-part="ready"]')!.hidden = true;
}

/** The inline script's text: the functions written out from their source. */
export const COMPARE_EARLY_SCRIPT = `(${markEmptyComparison.toString()})(document.currentScript.previousElementSibling, ${slugsFromSearch.toString()});`;
