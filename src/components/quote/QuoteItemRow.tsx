import { useEffect, useId, useState } from 'react';
import type { ProductListItem } from '#shared/product/views.ts';
import { formatIdr } from '#shared/common/format.ts';
import { QUOTE_MAX_QUANTITY } from '#shared/quote/limits.ts';
import {
  clampQuoteQuantity,
  quoteLineNote,
  quoteLineShare,
  quoteLineStatus,
  type QuoteLine,
} from '#shared/quote/request.ts';
import { setQuoteQuantity, type QuoteListItem } from './quote-list.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { productPath } from '#shared/i18n/paths.ts';
import { QUOTE_TEXT } from './quote-text.ts';

type PricedLine = Pick<QuoteLine, 'quantity' | 'unit_price' | 'stock' | 'status'>;

/** The row as the server will price it: the same rule decides the flag and what the total counts. */
export function quoteRowLine(item: QuoteListItem, product: ProductListItem | null | undefined): PricedLine | null {
  if (product === undefined) return null;
  if (product === null) return { quantity: item.quantity, unit_price: null, stock: null, status: 'unavailable' };
  return {
    quantity: item.quantity,
    unit_price: product.price,
    stock: product.stock,
    status: quoteLineStatus(product.stock, item.quantity),
  };
}

/**
 * One product of the quote list: name, SKU, fresh unit price and flags, a quantity stepper, the
 * subtotal and a remove button. `product` is undefined while prices load and null once the
 * catalogue no longer has it.
 */
export function QuoteItemRow({
  item,
  product,
  onRemove,
  lang,
}: {
  item: QuoteListItem;
  product: ProductListItem | null | undefined;
  onRemove: (id: number) => void;
  lang: Lang;
}) {
  const t = QUOTE_TEXT[lang];
  const [text, setText] = useState(String(item.quantity));
  const quantityId = useId();
  useEffect(() => setText(String(item.quantity)), [item.quantity]);
  const setQuantity = (value: number) => {
    const next = clampQuoteQuantity(value);
    setQuoteQuantity(item.id, next);
    setText(String(next));
  };
  const unavailable = product === null;
  const price = product ? product.price : null;
  const line = quoteRowLine(item, product);
  const note = line ? quoteLineNote(line, lang) : '';
  const share = line ? quoteLineShare(line) : null;
  return (
    <li
      className="grid grid-cols-[1fr_auto] items-center gap-3 border-b border-slate-200 p-4 last:border-b-0 sm:grid-cols-[1fr_auto_9.5rem_auto] sm:gap-4 sm:p-5"
      data-quote-item={item.slug}
    >
      <div className="order-1 min-w-0">
        <a href={productPath(lang, item.slug)} className="font-semibold text-slate-900 hover:text-brand-700">
          {product?.name ?? item.name}
        </a>
        <p className="mt-0.5 font-mono text-xs text-slate-500">SKU {product?.sku ?? item.sku}</p>
        <p className="mt-1 text-sm text-slate-600 tabular-nums">
          {price === null ? (unavailable ? '—' : '…') : `${formatIdr(price)} ${t.perUnit}`}
        </p>
        {note && (
          <p className="mt-1 text-xs font-medium text-amber-800" data-quote-flag={line?.status}>
            {note}
          </p>
        )}
      </div>
      {/* Under 640 px the stepper and subtotal share the second row; from 640 px they are grid cells. */}
      <div className="order-3 col-span-2 flex items-center justify-between gap-3 sm:contents">
        <div className="order-3 inline-flex w-fit items-center rounded-lg border border-slate-300 bg-white shadow-sm sm:order-2">
          <button
            type="button"
            className="grid size-11 place-items-center rounded-l-lg text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
            aria-label={t.decrease(item.name)}
            disabled={item.quantity <= 1}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
              <path d="M3 8h10" />
            </svg>
          </button>
          <label htmlFor={quantityId} className="sr-only">
            {t.quantityOf(item.name)}
          </label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUOTE_MAX_QUANTITY}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const parsed = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(parsed)) setQuoteQuantity(item.id, clampQuoteQuantity(parsed));
            }}
            onBlur={() => setQuantity(Number.parseInt(text, 10))}
            className="h-11 w-16 border-x border-slate-300 text-center text-base font-semibold tabular-nums [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            className="grid size-11 place-items-center rounded-r-lg text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
            aria-label={t.increase(item.name)}
            disabled={item.quantity >= QUOTE_MAX_QUANTITY}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
              <path d="M3 8h10M8 3v10" />
            </svg>
          </button>
        </div>
        <div className="order-4 min-w-0 text-right sm:order-3">
          <p
            className={`font-semibold whitespace-nowrap tabular-nums ${share && share.counted === 0 && price !== null ? 'text-slate-600 line-through' : 'text-slate-900'}`}
            data-quote-subtotal
          >
            {price === null ? '—' : formatIdr(price * item.quantity)}
          </p>
          {/* What of this row the total counts, whenever that is not the whole row. */}
          {share && price !== null && share.leftOutQuantity > 0 && (
            <p className="text-xs text-slate-600 tabular-nums" data-quote-counted={share.counted}>
              {share.counted > 0 ? t.inTotal(formatIdr(share.counted)) : t.notInTotal}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        className="order-2 grid size-11 place-items-center justify-self-end rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 sm:order-4"
        aria-label={t.remove(item.name)}
        title={t.removeTitle}
        data-quote-remove
        onClick={() => onRemove(item.id)}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
        </svg>
      </button>
    </li>
  );
}
