import type { PublicProduct } from '#shared/api-types.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { isReadyStock, tkdnTotal } from '#shared/product/availability.ts';
import { TKDN_PREFERENCE } from '#shared/product/procurement-limits.ts';
import { PROCUREMENT_TEXT } from './procurement-text.ts';

/*
 * What a buyer, and a government procurement officer in particular, looks for on a product page:
 * brand, model and GTIN under the name; 'Ready stock' or the indent beside the stock; and the
 * 'Government procurement' block (TKDN, TKDN + BMP, the certificate, AKL/AKD, SNI, the e-Katalog
 * listing), drawn only when one of its fields is written.
 */

type Procurement = Pick<
  PublicProduct,
  | 'brand'
  | 'model'
  | 'gtin'
  | 'stock'
  | 'lead_time'
  | 'tkdn_percent'
  | 'bmp_percent'
  | 'tkdn_certificate'
  | 'akl_number'
  | 'sni'
  | 'ekatalog_url'
>;

/** A percentage as the page's language writes it: '42,5 %' / '42.5 %'. */
const percent = (value: number, lang: Lang) => `${value.toLocaleString(lang === 'id' ? 'id-ID' : 'en-US')} %`;

/** Brand, model and GTIN, each when written. */
export function IdentityLine({ product, lang }: { product: Procurement; lang: Lang }) {
  const t = PROCUREMENT_TEXT[lang];
  const parts = [
    [t.brand, product.brand],
    [t.model, product.model],
    [t.gtin, product.gtin],
  ].filter(([, value]) => value);
  if (parts.length === 0) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600" data-testid="product-identity">
      {parts.map(([label, value]) => (
        <div key={label} className="flex gap-1">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Ready stock' when declared and on hand; 'Inden ± N minggu' when the distributor orders it in. */
export function LeadTimeLine({ product, lang }: { product: Procurement; lang: Lang }) {
  const t = PROCUREMENT_TEXT[lang];
  const text = isReadyStock(product)
    ? t.ready
    : typeof product.lead_time === 'number'
      ? t.indent(product.lead_time)
      : null;
  if (!text) return null;
  return (
    <span className="text-sm font-medium text-slate-700" data-testid="product-lead-time">
      {text}
    </span>
  );
}

export function ProcurementBlock({ product, lang }: { product: Procurement; lang: Lang }) {
  const t = PROCUREMENT_TEXT[lang];
  const total = tkdnTotal(product);
  const rows: [string, string][] = [];
  if (product.tkdn_percent !== null) rows.push([t.tkdn, percent(product.tkdn_percent, lang)]);
  if (total !== null && product.bmp_percent !== null) rows.push([t.tkdnBmp, percent(total, lang)]);
  if (product.tkdn_certificate) rows.push([t.certificate, product.tkdn_certificate]);
  if (product.akl_number) rows.push([t.akl, product.akl_number]);
  if (product.sni) rows.push([t.sni, product.sni]);
  if (rows.length === 0 && !product.ekatalog_url) return null;
  return (
    <section
      aria-labelledby="procurement-title"
      className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="procurement-block"
    >
      <h2 id="procurement-title" className="text-base font-semibold text-slate-900">
        {t.title}
      </h2>
      {rows.length > 0 && (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {total !== null && total >= TKDN_PREFERENCE && (
        <p className="mt-3 text-sm font-medium text-emerald-800">{t.preferred}</p>
      )}
      {product.ekatalog_url && (
        <a
          href={product.ekatalog_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:bg-slate-100"
        >
          {t.ekatalog}
        </a>
      )}
    </section>
  );
}
