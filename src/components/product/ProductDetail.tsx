import { useEffect, useRef, useState } from 'react';
import type { PublicProduct } from '#shared/api-types.ts';
import type { PublicRelated } from '#shared/product/views.ts';
import { formatIdr } from '#shared/format.ts';
import { publicStockBadge } from '#shared/stock.ts';
import { useOrderQuantity } from './use-order-quantity.ts';
import { fetchSettings } from '#lib/browser/api.ts';
import type { PublicSettings } from '#lib/build/build-data.ts';
import { fetchPreview, previewIdFromSearch, type PreviewLookup } from './preview.ts';
import type { ProductPreview } from '#shared/product/preview.ts';
import { trackProductView, visitSeed } from '#lib/browser/analytics.ts';
import { orderSettings } from './order-settings.ts';
import { canonicalJson } from '#shared/fingerprint.ts';
import { rotationNumbers } from '#shared/whatsapp-routing.ts';
import { businessHoursNote } from '#shared/business-hours.ts';
import { productMetaDescription, productString } from './product-view.ts';
import { StockBadge } from '../catalogue/StockBadge.tsx';
import { KeepWords } from '../KeepWords.tsx';
import { ORDER_QUANTITY_MARK, OrderBar, OrderBox, orderUrl, type OrderSettings } from './OrderBox.tsx';
import { AboutSection, CategoryLabel, Check, GallerySection, RelatedSection } from './ProductSections.tsx';
import { ProductBreadcrumb } from './ProductBreadcrumb.tsx';
import { IdentityLine, LeadTimeLine, ProcurementBlock } from './ProcurementBlock.tsx';
import { PROCUREMENT_TEXT } from './procurement-text.ts';
import { CompareToggle } from '../compare/CompareToggle.tsx';
import { CompareTray } from '../compare/CompareTray.tsx';
import { ProductNotFound, ProductSkeleton } from './ProductPlaceholders.tsx';
import { PreviewBanner, PreviewSignIn } from './PreviewBanner.tsx';
import type { Lang } from '#shared/i18n/lang.ts';
import { langAttr } from '#shared/i18n/localize.ts';
import { PRODUCT_TEXT } from './product-text.ts';
import { PRODUCT_ISLAND_READY, productLookups } from './product-lookups.ts';

interface Props {
  /** The product as built; null on the fallback page, which reads the slug from the address. */
  initialProduct: PublicProduct | null;
  initialSettings: OrderSettings;
  /** The public origin (SITE_URL) that the message's `{url}` names: the canonical page address. */
  siteUrl: string;
  /** Worked out at build time from category and specifications, shown when no alternative was chosen. */
  similar?: PublicRelated[];
  /**
   * 'Pratinjau' (`/products/_preview/?id=…`): the product of that id in any status, fetched with the
   * admin's token; nothing is counted as a visitor's view or click.
   */
  preview?: boolean;
  /** The page's language: the product's texts in it (or the other's, marked), and every word around them. */
  lang: Lang;
}

type View =
  | { state: 'loaded'; product: PublicProduct; preview?: ProductPreview }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'signed_out' };

const previewView = (result: PreviewLookup): View =>
  result.kind === 'found'
    ? { state: 'loaded', product: result.preview.product, preview: result.preview }
    : { state: result.kind === 'signed_out' ? 'signed_out' : 'missing' };

/**
 * `current` when `fresh` holds the same values, else `fresh`. The API usually answers what the page
 * was built with: keeping the same object then spares a re-render of the whole page, which would
 * also make the sections still waiting to hydrate (ProductSections.tsx) hydrate at once.
 */
function sameValue<T>(current: T, fresh: T): T {
  return canonicalJson(current) === canonicalJson(fresh) ? current : fresh;
}

/**
 * Whether the phone's order bar is hidden, as the page shows it now: the page's script showed it if
 * the visitor scrolled past the order box before the island ran, and the island starts from that.
 */
function orderBarHidden(): boolean {
  return typeof document === 'undefined' || !document.querySelector('[data-order-bar]:not([hidden])');
}

/** The slug of /products/{slug} (or /id/products/{slug}), as the fallback page sees it. */
export function slugFromPath(pathname: string): string {
  const match = /^(?:\/id)?\/products\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : '';
}

/**
 * The product page. Prerendered with the build's data, then refreshed from the
 * API: a changed price, stock or status shows at once, and an unpublished product becomes
 * 'Product Not Found'. On a built product's page it hydrates at the visitor's first interaction, or
 * at once when the page's script (product-page-early.ts) finds the page out of date; until then that
 * script does what the mount effects below do.
 */
export default function ProductDetail({
  initialProduct,
  initialSettings,
  siteUrl,
  similar = [],
  preview = false,
  lang,
}: Props) {
  const t = PRODUCT_TEXT[lang];
  const [view, setView] = useState<View>(
    initialProduct ? { state: 'loaded', product: initialProduct } : { state: 'loading' },
  );
  const [settings, setSettings] = useState(initialSettings);
  const orderBox = useRef<HTMLDivElement>(null);
  const { quantity, quantityText, typeQuantity, setBoundedQuantity } = useOrderQuantity(orderBox);
  // Phones: while the order box is off screen, a bar at the bottom keeps the order button in reach.
  const [orderBoxInView, setOrderBoxInView] = useState(orderBarHidden);

  useEffect(() => {
    const previewId = preview ? previewIdFromSearch(location.search) : null;
    const slug = preview ? '' : (initialProduct?.slug ?? slugFromPath(location.pathname));
    if (preview ? previewId === null : !slug) {
      console.warn('404: no product slug in', location.pathname);
      setView({ state: 'missing' });
      return;
    }
    let cancelled = false;
    const applySettings = (fresh: PublicSettings | null) => {
      if (!cancelled && fresh) setSettings((current) => sameValue(current, orderSettings(fresh)));
    };
    if (previewId !== null) {
      void fetchSettings().then(applySettings);
      void fetchPreview(previewId).then((result) => {
        if (!cancelled) setView(previewView(result));
      });
      return () => {
        cancelled = true;
      };
    }
    // The same reads as the page's script made before the island ran (or new ones on the fallback page).
    const reads = productLookups(slug);
    void reads.settings.then(applySettings);
    void reads.product.then((result) => {
      if (cancelled) return;
      if (result.kind === 'found')
        setView((current) =>
          current.state === 'loaded' && sameValue(current.product, result.product) === current.product
            ? current
            : { state: 'loaded', product: result.product },
        );
      // Unreachable API: a prerendered page keeps its content; the fallback page has nothing to show.
      else if (result.kind === 'missing' || !initialProduct) setView({ state: 'missing' });
    });
    return () => {
      cancelled = true;
    };
  }, [initialProduct, preview]);

  const product = view.state === 'loaded' ? view.product : null;
  const stock = product?.stock ?? 0;
  // Browser-only values: this visit's sales pick and the business-hours note (the page's script has
  // shown both before the island ran; these come out the same).
  const [seed, setSeed] = useState(0);
  const [hoursNote, setHoursNote] = useState<string | null>(null);
  useEffect(() => {
    setSeed(visitSeed());
  }, []);
  useEffect(
    () => setHoursNote(businessHoursNote(settings.business_hours, new Date(), lang)),
    [settings.business_hours, lang],
  );
  const productId = product?.id;
  useEffect(() => {
    if (productId !== undefined && !preview) trackProductView(productId);
  }, [productId, preview]);

  useEffect(() => {
    const box = orderBox.current;
    if (!box) return;
    window.dispatchEvent(new Event(PRODUCT_ISLAND_READY));
    const observer = new IntersectionObserver((entries) => setOrderBoxInView(entries.some((e) => e.isIntersecting)));
    observer.observe(box);
    return () => observer.disconnect();
  }, [view.state]);

  // The fallback page was built for no product in particular, a built one's may be renamed since: the title follows.
  useEffect(() => {
    if (!product || product === initialProduct) return;
    document.title = `${productString(product, 'meta_title', lang).value || `${product.name} | ${settings.company_name}`}`;
    document
      .querySelectorAll('meta[name="description"], meta[property="og:description"]')
      .forEach((meta) => meta.setAttribute('content', productMetaDescription(product, settings.company_name, lang)));
  }, [product, initialProduct, settings.company_name, lang]);

  if (view.state === 'signed_out') return <PreviewSignIn />;
  if (view.state === 'missing') return <ProductNotFound lang={lang} />;
  if (!product) return <ProductSkeleton lang={lang} />;

  const badge = publicStockBadge(stock, lang);
  const summary = productString(product, 'short_description', lang);
  const order = (count: number) => (stock <= 0 ? null : orderUrl(product, settings, count, siteUrl, lang, seed));
  const orderHref = order(quantity);
  const salesNumbers = rotationNumbers(settings, {
    productNumber: product.whatsapp_number,
    categoryId: product.category?.id,
  });
  const shownSimilar = view.state === 'loaded' && view.preview ? view.preview.similar : similar;

  return (
    <article className="pt-24 pb-16 md:pt-28 md:pb-24" data-product={product.slug}>
      {view.state === 'loaded' && view.preview && <PreviewBanner state={view.preview.state} />}
      <div className="container-site">
        <ProductBreadcrumb name={product.name} lang={lang} />

        <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-16">
          <GallerySection images={product.images} name={product.name} lang={lang} />

          {/* A grid item is as wide as its widest content unless told otherwise (as the gallery is). */}
          <div className="min-w-0">
            <CategoryLabel category={product.category} lang={lang} />
            <h1 className="mt-3 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl">
              <KeepWords text={product.name} />
            </h1>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4">
              <p className="font-mono text-sm text-slate-500">SKU {product.sku}</p>
              <CompareToggle product={{ id: product.id, slug: product.slug, name: product.name }} lang={lang} />
            </div>
            <IdentityLine product={product} lang={lang} />
            <div className="mt-6 flex flex-wrap items-center gap-4">
              <p className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="product-price">
                {formatIdr(product.price)}
              </p>
              <StockBadge badge={badge} />
              <LeadTimeLine product={product} lang={lang} />
            </div>
            {summary.value && (
              <p
                className="mt-6 leading-relaxed text-slate-600"
                lang={langAttr(summary, lang)}
                data-testid="product-summary"
              >
                {summary.value}
              </p>
            )}

            <OrderBox
              product={product}
              quantity={quantity}
              quantityText={quantityText}
              onQuantityText={typeQuantity}
              onQuantity={setBoundedQuantity}
              href={orderHref}
              hrefTemplate={order(ORDER_QUANTITY_MARK)}
              salesNumbers={salesNumbers}
              hoursNote={hoursNote}
              boxRef={orderBox}
              lang={lang}
            />

            <ul className="mt-6 grid gap-3 text-sm text-slate-600 sm:grid-cols-3">
              {/* A product sold without a warranty (0 months) does not claim one. */}
              {product.warranty_months !== 0 && (
                <li className="flex items-center gap-2">
                  <Check />
                  {product.warranty_months ? PROCUREMENT_TEXT[lang].warranty(product.warranty_months) : t.warranty}
                </li>
              )}
              <li className="flex items-center gap-2">
                <Check />
                {t.calibration}
              </li>
              <li className="flex items-center gap-2">
                <Check />
                {t.shipping}
              </li>
            </ul>
            <ProcurementBlock product={product} lang={lang} />
          </div>
        </div>

        <AboutSection product={product} lang={lang} />
        <RelatedSection related={product.related} similar={shownSimilar} lang={lang} />
      </div>
      <CompareTray raised={!orderBoxInView} lang={lang} />
      <OrderBar
        hidden={orderBoxInView}
        productId={product.id}
        name={product.name}
        price={formatIdr(product.price * quantity)}
        unitPrice={product.price}
        quantity={quantity}
        href={orderHref}
        hrefTemplate={order(ORDER_QUANTITY_MARK)}
        salesNumbers={salesNumbers}
        lang={lang}
      />
    </article>
  );
}
