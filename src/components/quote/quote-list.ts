import { atom } from 'nanostores';
import { QUOTE_MAX_LINES } from '#shared/quote/limits.ts';
import { clampQuoteQuantity, type QuoteAnswer, type QuoteCustomer } from '#shared/quote/request.ts';

/*
 * The visitor's quote list ('Daftar Penawaran'), kept in this browser's localStorage (no cookie, no
 * account) and shared by every island and the header badge on a page through one nanostores atom.
 * Another tab's changes arrive through the `storage` event. Only what the visitor chose is kept
 * (product, quantity, the name and SKU to show while loading); prices and stock are always read fresh.
 */

export interface QuoteListItem {
  id: number;
  slug: string;
  name: string;
  sku: string;
  quantity: number;
}

export interface QuoteListState {
  items: QuoteListItem[];
  customer: QuoteCustomer;
}

const LIST_KEY = 'rawlab:quote-list';
const SENT_KEY = 'rawlab:quotes-sent';
/** Sent requests kept for the print view. */
const SENT_KEEP = 20;

export const EMPTY_CUSTOMER: QuoteCustomer = { name: '', institution: '', phone: '', city: '', email: '', notes: '' };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy settings): the list then lives for the page only
  }
}

const isItem = (value: unknown): value is QuoteListItem => {
  const item = value as QuoteListItem;
  return (
    !!item &&
    Number.isInteger(item.id) &&
    item.id > 0 &&
    typeof item.slug === 'string' &&
    typeof item.name === 'string' &&
    typeof item.sku === 'string' &&
    Number.isFinite(item.quantity)
  );
};

/** What the storage holds, checked: anything unreadable counts as an empty list. */
export function readQuoteList(text: string | null): QuoteListState {
  try {
    const parsed = JSON.parse(text ?? '') as Partial<QuoteListState>;
    const seen = new Set<number>();
    const items = (Array.isArray(parsed.items) ? parsed.items : [])
      .filter(isItem)
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .slice(0, QUOTE_MAX_LINES)
      .map(({ id, slug, name, sku, quantity }) => ({ id, slug, name, sku, quantity: clampQuoteQuantity(quantity) }));
    const customer = { ...EMPTY_CUSTOMER };
    for (const key of Object.keys(EMPTY_CUSTOMER) as (keyof QuoteCustomer)[]) {
      const value = parsed.customer?.[key];
      if (typeof value === 'string') customer[key] = value.slice(0, 1000);
    }
    return { items, customer };
  } catch {
    return { items: [], customer: { ...EMPTY_CUSTOMER } };
  }
}

export const $quoteList = atom<QuoteListState>(readQuoteList(storage()?.getItem(LIST_KEY) ?? null));

let listening = false;
/**
 * Follows changes made in other tabs (once per page), and those made on other pages while this one
 * waited in the back-forward cache: a browser need not hand a restored page the storage events it
 * missed, so the restore reads the list again.
 */
export function followOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === LIST_KEY) $quoteList.set(readQuoteList(event.newValue));
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) $quoteList.set(readQuoteList(storage()?.getItem(LIST_KEY) ?? null));
  });
}

function save(next: QuoteListState): void {
  $quoteList.set(next);
  try {
    storage()?.setItem(LIST_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: the list still works for this page.
  }
}

export const quoteItemCount = (state: QuoteListState) => state.items.length;

export type AddOutcome = 'added' | 'updated' | 'full';

/** Adds a product, or adds to its quantity when it is already listed. */
export function addToQuote(product: Omit<QuoteListItem, 'quantity'>, quantity: number): AddOutcome {
  const { items, customer } = $quoteList.get();
  const existing = items.find((item) => item.id === product.id);
  if (existing) {
    save({
      customer,
      items: items.map((item) =>
        item.id === product.id ? { ...item, ...product, quantity: clampQuoteQuantity(item.quantity + quantity) } : item,
      ),
    });
    return 'updated';
  }
  if (items.length >= QUOTE_MAX_LINES) return 'full';
  save({ customer, items: [...items, { ...product, quantity: clampQuoteQuantity(quantity) }] });
  return 'added';
}

export function setQuoteQuantity(id: number, quantity: number): void {
  const { items, customer } = $quoteList.get();
  save({
    customer,
    items: items.map((item) => (item.id === id ? { ...item, quantity: clampQuoteQuantity(quantity) } : item)),
  });
}

/** Removes a product; answers the line and where it stood, for an undo. */
export function removeFromQuote(id: number): { item: QuoteListItem; index: number } | null {
  const { items, customer } = $quoteList.get();
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return null;
  save({ customer, items: items.filter((item) => item.id !== id) });
  return { item: items[index]!, index };
}

/** Puts a removed line back where it stood (undo); a product added again meanwhile keeps its line. */
export function restoreQuoteItem(item: QuoteListItem, index: number): void {
  const { items, customer } = $quoteList.get();
  if (items.some((listed) => listed.id === item.id) || items.length >= QUOTE_MAX_LINES) return;
  save({ customer, items: [...items.slice(0, index), item, ...items.slice(index)] });
}

export function setQuoteCustomer(customer: QuoteCustomer): void {
  save({ ...$quoteList.get(), customer });
}

/** After a request is stored: the list empties, the visitor's details stay for the next one. */
export function clearQuoteItems(): void {
  save({ ...$quoteList.get(), items: [] });
}

/** Keeps a sent request's answer (newest first) so its quotation can be printed later. */
export function rememberSentQuote(answer: QuoteAnswer): void {
  const sent = sentQuotes().filter((quote) => quote.reference !== answer.reference);
  try {
    storage()?.setItem(SENT_KEY, JSON.stringify([answer, ...sent].slice(0, SENT_KEEP)));
  } catch {
    // Without storage the print view cannot find it later; the page offers it right away instead.
  }
}

export function sentQuotes(): QuoteAnswer[] {
  try {
    const parsed = JSON.parse(storage()?.getItem(SENT_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((quote): quote is QuoteAnswer => typeof (quote as QuoteAnswer)?.reference === 'string')
      : [];
  } catch {
    return [];
  }
}

export function sentQuote(reference: string): QuoteAnswer | null {
  return sentQuotes().find((quote) => quote.reference === reference) ?? null;
}
