import { isLang, type Lang } from '#shared/i18n/lang.ts';
import { QUOTE_MAX_LINES } from '#shared/quote/limits.ts';
import { clampQuoteQuantity } from '#shared/quote/request.ts';
import { addToQuote, type AddOutcome, type QuoteListItem } from './quote-list.ts';

/*
 * 'Tambah ke penawaran' pressed before its island runs (an island that starts at the first
 * interaction: a product page, a catalogue listing). The page's own script records the press in
 * the quote list (localStorage) at once, so the header's badge counts it, here and on the next page,
 * whether or not the island's code ever arrives (early-presses.ts: the island does not press it
 * again); the button says what happened as the island's button does. The island's button takes
 * over the outcome shown (`data-early-outcome`, read once as it starts).
 */

export const ADD_TO_QUOTE_TEXT = {
  id: {
    add: 'Tambah ke penawaran',
    added: 'Ditambahkan',
    updated: 'Jumlah ditambah',
    full: `Daftar penuh (${QUOTE_MAX_LINES})`,
  },
  en: {
    add: 'Add to quote',
    added: 'Added',
    updated: 'Quantity added',
    full: `List full (${QUOTE_MAX_LINES})`,
  },
} as const satisfies Record<Lang, Record<AddOutcome | 'add', string>>;

/** How long the button's label says what a press did. */
export const ADD_FEEDBACK_MS = 2500;

/** The icon's path: a plus, or a tick once the product is on the list. */
export const ADD_ICON = { plus: 'M10 4v12M4 10h12', tick: 'M4 10.5l4 4 8-9' } as const;

/** What the island's button carries for its page's script: the product as the list keeps it. */
export type QuoteProduct = Omit<QuoteListItem, 'quantity'>;

const isOutcome = (value: string | undefined): value is AddOutcome =>
  value === 'added' || value === 'updated' || value === 'full';

/** The outcome a press before the island ran left on `button` (once: it is then the island's to show). */
export function takeEarlyOutcome(button: HTMLElement | null): AddOutcome | null {
  const outcome = button?.dataset.earlyOutcome;
  if (!button || !isOutcome(outcome)) return null;
  delete button.dataset.earlyOutcome;
  return outcome;
}

/**
 * The quantity a press adds: the `quantity` field of the product page's order box (as typed or
 * stepped so far), else the button's own `data-quantity`.
 */
function quantityOf(button: HTMLElement): number {
  const field = button.closest('[data-order-box]')?.querySelector<HTMLInputElement>('input[name="quantity"]');
  return clampQuoteQuantity(Number.parseInt(field?.value ?? button.dataset.quantity ?? '1', 10));
}

function productOf(button: HTMLElement): QuoteProduct | null {
  try {
    const product = JSON.parse(button.dataset.quoteProduct ?? '') as QuoteProduct;
    return Number.isInteger(product.id) && typeof product.name === 'string' ? product : null;
  } catch {
    return null;
  }
}

/** Writes an outcome into the button's label and icon as the island would render it. */
function show(button: HTMLElement, outcome: AddOutcome | null, lang: Lang): void {
  const label = button.querySelector('[data-add-label]')?.firstChild;
  if (label?.nodeType === Node.TEXT_NODE) label.nodeValue = ADD_TO_QUOTE_TEXT[lang][outcome ?? 'add'];
  button.querySelector('svg path')?.setAttribute('d', outcome && outcome !== 'full' ? ADD_ICON.tick : ADD_ICON.plus);
}

const timers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Does a press of 'Tambah ke penawaran' (`data-add-to-quote`) before its island runs; answers
 * whether `button` is one (for doPressesEarly, early-presses.ts).
 */
export function addEarly(button: HTMLButtonElement): boolean {
  const product = 'addToQuote' in button.dataset ? productOf(button) : null;
  if (!product) return false;
  const outcome = addToQuote(product, quantityOf(button));
  const pageLang = document.documentElement.lang;
  const lang = isLang(pageLang) ? pageLang : 'en';
  button.dataset.earlyOutcome = outcome;
  show(button, outcome, lang);
  clearTimeout(timers.get(button));
  timers.set(
    button,
    setTimeout(() => {
      // Once the island has taken the button, it shows (and clears) the outcome itself.
      if (!button.dataset.earlyOutcome) return;
      delete button.dataset.earlyOutcome;
      show(button, null, lang);
    }, ADD_FEEDBACK_MS),
  );
  return true;
}
