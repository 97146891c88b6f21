import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { PublicProduct } from '#shared/product/views.ts';
import { orderMessage, productPageUrl, whatsappUrl } from '#shared/whatsapp/message.ts';
import { routeWhatsAppNumber } from '#shared/whatsapp/routing.ts';
import { QUOTE_MAX_QUANTITY } from '#shared/quote/limits.ts';
import { AddToQuoteButton } from '../quote/AddToQuoteButton.tsx';
import type { Lang } from '#shared/i18n/lang.ts';
import type { OrderSettings } from '#shared/settings/order.ts';
import { PRODUCT_TEXT } from './product-text.ts';
import { ORDER_QUANTITY_MARK } from './order-box-early.ts';

export type { OrderSettings };
export { ORDER_QUANTITY_MARK };

/**
 * The click-to-chat URL: the product's number, else its category's, else a sales number (stable per
 * visit, `seed`), else the company's; the product's template, else the site's (its English one on an
 * English page when written), else the original site's order message in the page's language, which
 * links the product page in that language.
 */
export function orderUrl(
  product: Pick<PublicProduct, 'name' | 'sku' | 'slug' | 'whatsapp_number' | 'whatsapp_template' | 'category'>,
  settings: OrderSettings,
  quantity: number,
  siteUrl: string,
  lang: Lang,
  seed = 0,
): string {
  const siteTemplate =
    lang === 'en' && settings.whatsapp_template_en?.trim() ? settings.whatsapp_template_en : settings.whatsapp_template;
  const text = orderMessage(
    { product: product.whatsapp_template, site: siteTemplate },
    {
      productName: product.name,
      sku: product.sku,
      quantity,
      url: productPageUrl(siteUrl, product.slug, lang),
      company: settings.company_name,
    },
    lang,
  );
  const number = routeWhatsAppNumber(
    settings,
    { productNumber: product.whatsapp_number, categoryId: product.category?.id },
    seed,
  );
  return whatsappUrl(number, text);
}

interface Props {
  product: Pick<PublicProduct, 'id' | 'slug' | 'name' | 'sku' | 'stock'>;
  quantity: number;
  /** The quantity field's text, which may stray outside the bounds until it loses focus. */
  quantityText: string;
  onQuantityText: (text: string) => void;
  /** Sets a quantity, kept within 1 and the quote list's maximum (it may pass the stock). */
  onQuantity: (quantity: number) => void;
  /** The order link; null when out of stock. */
  href: string | null;
  /**
   * The same link with ORDER_QUANTITY_MARK for the quantity: the page's script writes the stepped
   * quantity in before the island runs (order-box-early.ts).
   */
  hrefTemplate: string | null;
  /**
   * The sales numbers the link's number is picked from by this visit's seed ([] when the product's
   * or its category's number applies): the page's script picks before the island runs.
   */
  salesNumbers: readonly string[];
  hoursNote: string | null;
  /** The box itself, watched so the phone's order bar shows while it is off screen. */
  boxRef: Ref<HTMLDivElement>;
  lang: Lang;
}

/**
 * The order box: quantity stepper, 'Order via WhatsApp', 'Tambah ke penawaran' and the stock line.
 * An order link's click is counted by the page's script (`data-order-link`, product-page-early.ts),
 * before and after the island runs alike, so it is counted once.
 */
export function OrderBox({
  product,
  quantity,
  quantityText,
  onQuantityText,
  onQuantity,
  href,
  hrefTemplate,
  salesNumbers,
  hoursNote,
  boxRef,
  lang,
}: Props) {
  const t = PRODUCT_TEXT[lang];
  const quantityId = useId();
  const noteId = useId();
  const stock = product.stock;
  const outOfStock = stock <= 0;
  const beyondStock = !outOfStock && quantity > stock;
  return (
    <div ref={boxRef} className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5" data-order-box>
      <label htmlFor={quantityId} className="field-label">
        {t.quantity}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <div className="inline-flex w-fit items-center rounded-lg border border-slate-300 bg-white shadow-sm">
          <StepButton
            label={t.decrease}
            step={-1}
            side="left"
            icon="M3 8h10"
            disabled={quantity <= 1}
            onClick={() => onQuantity(quantity - 1)}
          />
          <input
            id={quantityId}
            // Named so that a quantity typed while the island loads is handed to it (client-interaction.ts).
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={QUOTE_MAX_QUANTITY}
            value={quantityText}
            aria-describedby={noteId}
            onChange={(event) => onQuantityText(event.target.value)}
            onBlur={(event) => onQuantity(Number.parseInt(event.currentTarget.value, 10))}
            className="h-11 w-16 border-x border-slate-300 text-center text-base font-semibold text-slate-900 tabular-nums [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
          />
          <StepButton
            label={t.increase}
            step={1}
            side="right"
            icon="M3 8h10M8 3v10"
            disabled={quantity >= QUOTE_MAX_QUANTITY}
            onClick={() => onQuantity(quantity + 1)}
          />
        </div>
        {href === null ? (
          <button type="button" disabled className="btn-whatsapp flex-1">
            {t.order}
          </button>
        ) : (
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="btn-whatsapp flex-1"
            data-testid="order-link"
            data-order-link={product.id}
            data-order-template={hrefTemplate ?? undefined}
            data-wa-sales={salesNumbers.join(',') || undefined}
          >
            {t.order}
          </a>
        )}
        <AddToQuoteButton
          variant="page"
          product={{ id: product.id, slug: product.slug, name: product.name, sku: product.sku }}
          quantity={quantity}
          lang={lang}
        />
      </div>
      <p
        id={noteId}
        className={`mt-3 text-xs ${beyondStock ? 'font-medium text-amber-800' : 'text-slate-500'}`}
        data-testid="quantity-note"
      >
        {outOfStock ? t.outOfStockNote : beyondStock ? t.beyondStockNote(quantity, stock) : t.inStockNote(stock)}
      </p>
      {/* Always there, hidden while there is nothing to say: the page's script writes the note
          before the island runs, and the island keeps that text (it is the browser's own value, which
          the build could not know) until its effect works out the same one. */}
      <p
        hidden={!hoursNote}
        className="mt-2 text-xs font-medium text-amber-800"
        data-testid="hours-note"
        data-order-hours
        suppressHydrationWarning
      >
        {hoursNote ?? ''}
      </p>
    </div>
  );
}

/** The phone's order bar: fixed to the bottom under 768 px while the order box is off screen. */
export function OrderBar(props: {
  hidden: boolean;
  productId: number;
  name: string;
  price: string;
  /** The price of one, for the page's script to follow a stepper press before the island runs. */
  unitPrice: number;
  quantity: number;
  href: string | null;
  hrefTemplate: string | null;
  salesNumbers: readonly string[];
  lang: Lang;
}) {
  const t = PRODUCT_TEXT[props.lang];
  // Never hidden under the keyboard's focus (a Tab can reach its link just as the box scrolls into
  // view): it hides once focus has left it.
  const [focusWithin, setFocusWithin] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  // The focus may be in the bar already when the island starts (a first Tab into it hydrates the page).
  useEffect(() => {
    if (bar.current?.contains(document.activeElement)) setFocusWithin(true);
  }, []);
  return (
    <div
      ref={bar}
      hidden={props.hidden && !focusWithin}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      data-testid="order-bar"
      data-order-bar
      data-unit-price={props.unitPrice}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          {/* The page's script writes these two for a stepper press before the island runs
              (order-box-early.ts); the island's first render after it says the same. */}
          <p className="truncate text-xs text-slate-500" data-order-bar-line suppressHydrationWarning>
            {`${props.quantity} × ${props.name}`}
          </p>
          <p className="font-semibold text-slate-900 tabular-nums" data-order-bar-price suppressHydrationWarning>
            {props.price}
          </p>
        </div>
        {props.href ? (
          <a
            href={props.href}
            target="_blank"
            rel="noopener"
            className="btn-whatsapp shrink-0 px-4"
            data-order-link={props.productId}
            data-order-template={props.hrefTemplate ?? undefined}
            data-wa-sales={props.salesNumbers.join(',') || undefined}
          >
            {t.order}
          </a>
        ) : (
          <button type="button" disabled className="btn-whatsapp shrink-0 px-4">
            {t.order}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * One end of the quantity stepper: a 44 px button with a minus or plus drawn in `icon`. Before the
 * island runs, the page's script steps the field itself (`data-step`, order-box-early.ts).
 */
function StepButton(props: {
  label: string;
  step: 1 | -1;
  side: 'left' | 'right';
  icon: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
      data-step={props.step}
      className={`grid size-11 place-items-center ${props.side === 'left' ? 'rounded-l-lg' : 'rounded-r-lg'} text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent`}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
        <path d={props.icon} />
      </svg>
    </button>
  );
}
