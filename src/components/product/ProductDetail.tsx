import { useEffect, useId, useRef, useState } from 'react';
import type { PublicProduct } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import { clampQuantity, publicStockBadge } from '#shared/stock.ts';
import { orderMessage, productPageUrl, whatsappUrl } from '#shared/whatsapp.ts';
import { fetchProduct, fetchSettings } from '#lib/browser/api.ts';
import { trackProductView, trackWhatsAppClick, visitSeed } from '#lib/browser/analytics.ts';
import { businessHoursNote } from '#shared/business-hours.ts';
import type { RoutingSettings } from '#shared/routing-settings.ts';
import { routeWhatsAppNumber } from '#shared/whatsapp-routing.ts';
import { coverImage, productMetaDescription } from '#lib/browser/product-view.ts';
import { StockBadge } from '../catalogue/StockBadge.tsx';
import { AddToQuoteButton } from '../quote/AddToQuoteButton.tsx';
import { KeepWords } from '../KeepWords.tsx';

export interface OrderSettings extends Partial<Omit<RoutingSettings, 'whatsapp_number'>> {
  company_name: string;
  whatsapp_number: string;
  whatsapp_template: string;
}

interface Props {
  /** The product as built; null on the fallback page, which reads the slug from the address. */
  initialProduct: PublicProduct | null;
  initialSettings: OrderSettings;
  /** The public origin (SITE_URL) that the message's `{url}` names: the canonical page address. */
  siteUrl: string;
}

type View = { state: 'loaded'; product: PublicProduct } | { state: 'loading' } | { state: 'missing' };

/** The slug of /products/{slug}, as the fallback page sees it. */
export function slugFromPath(pathname: string): string {
  const match = /^\/products\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : '';
}

/**
 * The click-to-chat URL: the product's number, else its category's, else a sales number (stable per
 * visit, `seed`), else the company's; the product's template, else the site's, else the spec's order
 * message.
 */
export function orderUrl(
  product: Pick<PublicProduct, 'name' | 'sku' | 'slug' | 'whatsapp_number' | 'whatsapp_template' | 'category'>,
  settings: OrderSettings,
  quantity: number,
  siteUrl: string,
  seed = 0,
): string {
  const text = orderMessage(
    { product: product.whatsapp_template, site: settings.whatsapp_template },
    {
      productName: product.name,
      sku: product.sku,
      quantity,
      url: productPageUrl(siteUrl, product.slug),
      company: settings.company_name,
    },
  );
  const number = routeWhatsAppNumber(
    settings,
    { productNumber: product.whatsapp_number, categoryId: product.category?.id },
    seed,
  );
  return whatsappUrl(number, text);
}

/**
 * The product page. Prerendered with the build's data, then refreshed from the
 * API: a changed price, stock or status shows at once, and an unpublished product becomes
 * 'Product Not Found'.
 */
export default function ProductDetail({ initialProduct, initialSettings, siteUrl }: Props) {
  const [view, setView] = useState<View>(
    initialProduct ? { state: 'loaded', product: initialProduct } : { state: 'loading' },
  );
  const [settings, setSettings] = useState(initialSettings);
  const [quantity, setQuantity] = useState(1);
  const [quantityText, setQuantityText] = useState('1');
  const [zoomed, setZoomed] = useState(false);
  const quantityId = useId();
  const orderBox = useRef<HTMLDivElement>(null);
  // Phones: while the order box is off screen, a bar at the bottom keeps the order button in reach.
  const [orderBoxInView, setOrderBoxInView] = useState(true);

  useEffect(() => {
    const slug = initialProduct?.slug ?? slugFromPath(location.pathname);
    if (!slug) {
      console.warn('404: no product slug in', location.pathname);
      setView({ state: 'missing' });
      return;
    }
    let cancelled = false;
    void fetchSettings().then((fresh) => {
      if (!cancelled && fresh)
        setSettings({
          company_name: fresh.company_name,
          whatsapp_number: fresh.whatsapp_number,
          whatsapp_template: fresh.whatsapp_template,
          category_whatsapp: fresh.category_whatsapp,
          sales_numbers: fresh.sales_numbers,
          business_hours: fresh.business_hours,
        });
    });
    void fetchProduct(slug).then((result) => {
      if (cancelled) return;
      if (result.kind === 'found') setView({ state: 'loaded', product: result.product });
      // Unreachable API: a prerendered page keeps its content; the fallback page has nothing to show.
      else if (result.kind === 'missing' || !initialProduct) setView({ state: 'missing' });
    });
    return () => {
      cancelled = true;
    };
  }, [initialProduct]);

  const product = view.state === 'loaded' ? view.product : null;
  const stock = product?.stock ?? 0;
  // Browser-only values (after hydration): this visit's sales pick and the business-hours note.
  const [seed, setSeed] = useState(0);
  const [hoursNote, setHoursNote] = useState<string | null>(null);
  useEffect(() => setSeed(visitSeed()), []);
  useEffect(
    () => setHoursNote(businessHoursNote(settings.business_hours, new Date(), 'en')),
    [settings.business_hours],
  );
  useEffect(() => {
    if (product) trackProductView(product.id);
  }, [product?.id]);

  useEffect(() => {
    const box = orderBox.current;
    if (!box) return;
    const observer = new IntersectionObserver((entries) => setOrderBoxInView(entries.some((e) => e.isIntersecting)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [view.state]);

  // Stock may have dropped since the build: keep the chosen quantity inside the new bounds.
  useEffect(() => {
    if (!product) return;
    const next = clampQuantity(quantity, product.stock);
    if (next !== quantity) {
      setQuantity(next);
      setQuantityText(String(next));
    }
    if (!initialProduct) {
      // The fallback page was built for no product in particular: give it this product's title and description.
      document.title = `${product.meta_title || `${product.name} | ${settings.company_name}`}`;
      document
        .querySelectorAll('meta[name="description"], meta[property="og:description"]')
        .forEach((meta) => meta.setAttribute('content', productMetaDescription(product, settings.company_name)));
    }
  }, [product]);

  if (view.state === 'missing') return <ProductNotFound />;
  if (!product) return <ProductSkeleton />;

  const setBoundedQuantity = (value: number) => {
    const next = clampQuantity(value, stock);
    setQuantity(next);
    setQuantityText(String(next));
  };
  const badge = publicStockBadge(stock);
  const outOfStock = stock <= 0;
  const paragraphs = product.description.split(/\n{2,}/).filter(Boolean);

  return (
    <article className="pt-24 pb-16 md:pt-28 md:pb-24" data-product={product.slug}>
      <div className="container-site">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <a href="/" className="-my-3 inline-flex min-h-11 min-w-11 items-center hover:text-brand-700">
                Home
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a href="/products" className="-my-3 inline-flex min-h-11 items-center hover:text-brand-700">
                Products
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-medium text-slate-700">
              {product.name}
            </li>
          </ol>
        </nav>

        <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <button
              type="button"
              onClick={() => setZoomed((value) => !value)}
              aria-pressed={zoomed}
              aria-label={zoomed ? 'Zoom out of the product image' : 'Zoom into the product image'}
              className={`block w-full overflow-hidden rounded-3xl border border-slate-200 bg-slate-50 ${zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
            >
              <img
                src={coverImage(product)}
                alt={product.name}
                width={800}
                height={800}
                fetchPriority="high"
                className="aspect-square w-full object-cover transition-transform duration-300"
                style={{ transform: zoomed ? 'scale(1.5)' : 'scale(1)' }}
                data-zoomed={zoomed}
              />
            </button>
            <p className="mt-3 text-center text-xs text-slate-500">
              <span className="pointer-coarse:hidden">
                {zoomed ? 'Click the image to zoom out' : 'Click the image to zoom in'}
              </span>
              <span className="hidden pointer-coarse:inline">
                {zoomed ? 'Tap the image to zoom out' : 'Tap the image to zoom in'}
              </span>
            </p>
          </div>

          <div>
            <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{product.category.name}</p>
            <h1 className="mt-3 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
              <KeepWords text={product.name} />
            </h1>
            <p className="mt-2 font-mono text-sm text-slate-500">SKU {product.sku}</p>
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <p className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="product-price">
                {formatIdr(product.price)}
              </p>
              <StockBadge badge={badge} />
            </div>
            {product.short_description && (
              <p className="mt-6 leading-relaxed text-slate-600">{product.short_description}</p>
            )}

            <div ref={orderBox} className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5">
              <label htmlFor={quantityId} className="field-label">
                Quantity
              </label>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                <div className="inline-flex w-fit items-center rounded-lg border border-slate-300 bg-white shadow-sm">
                  <StepButton
                    label="Decrease quantity"
                    side="left"
                    icon="M3 8h10"
                    disabled={quantity <= 1 || outOfStock}
                    onClick={() => setBoundedQuantity(quantity - 1)}
                  />
                  <input
                    id={quantityId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={Math.max(1, stock)}
                    value={quantityText}
                    disabled={outOfStock}
                    onChange={(event) => {
                      setQuantityText(event.target.value);
                      const parsed = Number.parseInt(event.target.value, 10);
                      if (Number.isFinite(parsed)) setQuantity(clampQuantity(parsed, stock));
                    }}
                    onBlur={() => setBoundedQuantity(Number.parseInt(quantityText, 10))}
                    className="h-11 w-16 border-x border-slate-300 text-center text-base font-semibold text-slate-900 tabular-nums [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
                  />
                  <StepButton
                    label="Increase quantity"
                    side="right"
                    icon="M3 8h10M8 3v10"
                    disabled={quantity >= stock || outOfStock}
                    onClick={() => setBoundedQuantity(quantity + 1)}
                  />
                </div>
                {outOfStock ? (
                  <button type="button" disabled className="btn-whatsapp flex-1">
                    Order via WhatsApp
                  </button>
                ) : (
                  <a
                    href={orderUrl(product, settings, quantity, siteUrl, seed)}
                    target="_blank"
                    rel="noopener"
                    className="btn-whatsapp flex-1"
                    data-testid="order-link"
                    onClick={() => trackWhatsAppClick({ kind: 'order', productIds: [product.id] })}
                  >
                    Order via WhatsApp
                  </a>
                )}
                <AddToQuoteButton
                  variant="page"
                  product={{ id: product.id, slug: product.slug, name: product.name, sku: product.sku }}
                  quantity={quantity}
                />
              </div>
              <p className="mt-3 text-xs text-slate-500">
                {outOfStock
                  ? 'Currently out of stock. Contact us for the next delivery date.'
                  : `Up to ${stock} units available. Our sales team confirms price, delivery and warranty on WhatsApp.`}
              </p>
              {hoursNote && (
                <p className="mt-2 text-xs font-medium text-amber-800" data-testid="hours-note">
                  {hoursNote}
                </p>
              )}
            </div>

            <ul className="mt-6 grid gap-3 text-sm text-slate-600 sm:grid-cols-3">
              <li className="flex items-center gap-2">
                <Check />
                Official warranty
              </li>
              <li className="flex items-center gap-2">
                <Check />
                Calibration support
              </li>
              <li className="flex items-center gap-2">
                <Check />
                Shipping across Indonesia
              </li>
            </ul>
          </div>
        </div>

        <div className="mt-16 grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <h2 className="text-2xl font-semibold tracking-tight">Description</h2>
            <div className="mt-4 space-y-4 leading-relaxed text-slate-600">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            {product.tags.length > 0 && (
              <>
                <h2 className="mt-12 text-2xl font-semibold tracking-tight">Key Features</h2>
                <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                  {product.tags.map((tag) => (
                    <li
                      key={tag.id}
                      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
                    >
                      <Check />
                      {tag.name}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="lg:col-span-5">
            <h2 className="text-2xl font-semibold tracking-tight">Technical Specifications</h2>
            {product.specifications.length > 0 ? (
              <div className="mt-5 overflow-hidden rounded-2xl border border-slate-200">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Technical specifications of {product.name}</caption>
                  <tbody className="divide-y divide-slate-100">
                    {product.specifications.map((spec) => (
                      <tr key={spec.id} className="even:bg-slate-50">
                        <th scope="row" className="w-2/5 px-5 py-3.5 align-top font-medium text-slate-500">
                          {spec.name}
                        </th>
                        <td className="px-5 py-3.5 text-slate-900">{spec.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-5 text-sm text-slate-600">Specifications are available on request.</p>
            )}
          </div>
        </div>
      </div>
      <OrderBar
        hidden={orderBoxInView}
        name={product.name}
        price={formatIdr(product.price * quantity)}
        quantity={quantity}
        href={outOfStock ? null : orderUrl(product, settings, quantity, siteUrl, seed)}
        onOrder={() => trackWhatsAppClick({ kind: 'order', productIds: [product.id] })}
      />
    </article>
  );
}

/** The phone's order bar: fixed to the bottom under 768 px while the order box is off screen. */
function OrderBar(props: {
  hidden: boolean;
  name: string;
  price: string;
  quantity: number;
  href: string | null;
  onOrder: () => void;
}) {
  return (
    <div
      hidden={props.hidden}
      data-testid="order-bar"
      data-order-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_rgba(15,23,42,0.08)] backdrop-blur md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-slate-500">
            {props.quantity} × {props.name}
          </p>
          <p className="font-semibold text-slate-900 tabular-nums">{props.price}</p>
        </div>
        {props.href ? (
          <a
            href={props.href}
            target="_blank"
            rel="noopener"
            className="btn-whatsapp shrink-0 px-4"
            onClick={props.onOrder}
          >
            Order via WhatsApp
          </a>
        ) : (
          <button type="button" disabled className="btn-whatsapp shrink-0 px-4">
            Order via WhatsApp
          </button>
        )}
      </div>
    </div>
  );
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      className="mt-0.5 shrink-0 text-teal-600"
      width="16"
      height="16"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path d="M4 10.5l4 4 8-9" />
    </svg>
  );
}

function ProductNotFound() {
  return (
    <section
      className="container-site flex min-h-[70vh] flex-col items-center justify-center pt-28 pb-20 text-center"
      data-testid="product-not-found"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-slate-100 text-slate-500" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3" />
        </svg>
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">Product Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        This product is no longer available or the address is wrong. Browse the catalogue for current instruments.
      </p>
      <a href="/products" className="btn-primary mt-8">
        Back to Products
      </a>
    </section>
  );
}

function ProductSkeleton() {
  return (
    <div className="container-site pt-24 pb-16 md:pt-28" aria-busy="true" aria-label="Loading product">
      <div className="mt-12 grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="aspect-square animate-skeleton rounded-3xl bg-slate-100" />
        <div className="space-y-4">
          <div className="h-4 w-1/4 animate-skeleton rounded bg-slate-100" />
          <div className="h-9 w-4/5 animate-skeleton rounded bg-slate-100" />
          <div className="h-8 w-1/3 animate-skeleton rounded bg-slate-100" />
          <div className="h-24 w-full animate-skeleton rounded bg-slate-100" />
        </div>
      </div>
    </div>
  );
}

/** One end of the quantity stepper: a 44 px button with a minus or plus drawn in `icon`. */
function StepButton(props: {
  label: string;
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
      className={`grid size-11 place-items-center ${props.side === 'left' ? 'rounded-l-lg' : 'rounded-r-lg'} text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent`}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
        <path d={props.icon} />
      </svg>
    </button>
  );
}
