import { useEffect, useRef, useState } from 'react';
import { addToQuote, type AddOutcome } from './quote-list.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import {
  ADD_FEEDBACK_MS,
  ADD_ICON,
  ADD_TO_QUOTE_TEXT,
  takeEarlyOutcome,
  type QuoteProduct,
} from './add-to-quote-early.ts';

interface Props {
  product: QuoteProduct;
  quantity: number;
  /** `card`: the catalogue card's small full-width button; `page`: beside the product page's order button. */
  variant: 'card' | 'page';
  className?: string;
  lang: Lang;
}

/**
 * 'Tambah ke penawaran': puts the product (with the chosen quantity) on the visitor's quote list.
 * Its label changes for a moment to say what happened (short, so the button keeps its size), in a
 * live region.
 *
 * Before its island runs, the page's script does the press (add-to-quote-early.ts) from what the
 * button carries: the product (`data-quote-product`) and the quantity (`data-quantity`, or the order
 * box's field). The label and icon it writes are kept as the island starts (the label's text is the
 * browser's, `suppressHydrationWarning`) and the island shows that outcome for its time.
 */
export function AddToQuoteButton({ product, quantity, variant, className = '', lang }: Props) {
  const t = ADD_TO_QUOTE_TEXT[lang];
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const early = takeEarlyOutcome(button.current);
    if (early) setOutcome(early);
  }, []);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), ADD_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const label = outcome ? t[outcome] : t.add;
  const base =
    variant === 'card'
      ? 'relative z-10 mt-3 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-brand-700/30 bg-white px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50 sm:text-sm'
      : 'btn-secondary inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap';
  return (
    <button
      ref={button}
      type="button"
      className={`${base} ${className}`}
      data-add-to-quote={product.slug}
      data-quote-product={JSON.stringify(product)}
      data-quantity={quantity}
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
        <path d={outcome && outcome !== 'full' ? ADD_ICON.tick : ADD_ICON.plus} />
      </svg>
      <span aria-live="polite" data-add-label suppressHydrationWarning>
        {label}
        {!outcome && <span className="sr-only"> {product.name}</span>}
      </span>
    </button>
  );
}
