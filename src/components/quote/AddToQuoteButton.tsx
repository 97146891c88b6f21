import { useEffect, useState } from 'react';
import { addToQuote, type AddOutcome, type QuoteListItem } from './quote-list.ts';
import { QUOTE_MAX_LINES } from '#shared/quote.ts';
import type { Lang } from '#shared/i18n/lang.ts';

const FEEDBACK_MS = 2500;

interface Props {
  product: Omit<QuoteListItem, 'quantity'>;
  quantity: number;
  /** `card`: the catalogue card's small full-width button; `page`: beside the product page's order button. */
  variant: 'card' | 'page';
  className?: string;
  lang: Lang;
}

const TEXT = {
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

/**
 * 'Tambah ke penawaran': puts the product (with the chosen quantity) on the visitor's quote list.
 * Its label changes for a moment to say what happened (short, so the button keeps its size), in a
 * live region.
 */
export function AddToQuoteButton({ product, quantity, variant, className = '', lang }: Props) {
  const t = TEXT[lang];
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const label = outcome ? t[outcome] : t.add;
  const base =
    variant === 'card'
      ? 'relative z-10 mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-700/30 bg-white px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50 sm:text-sm'
      : 'btn-secondary inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap';
  return (
    <button
      type="button"
      className={`${base} ${className}`}
      data-add-to-quote={product.slug}
      onClick={() => setOutcome(addToQuote(product, quantity))}
    >
      <svg
        aria-hidden="true"
        width="16"
        height="16"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        {outcome && outcome !== 'full' ? <path d="M4 10.5l4 4 8-9" /> : <path d="M10 4v12M4 10h12" />}
      </svg>
      <span aria-live="polite">
        {label}
        {!outcome && <span className="sr-only"> {product.name}</span>}
      </span>
    </button>
  );
}
