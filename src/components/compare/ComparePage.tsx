import { useEffect, useState } from 'react';
import type { PublicProduct } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import { PLACEHOLDER_IMAGE } from '#shared/product/card.ts';
import { CARD_WIDTHS } from '#shared/product/image-url.ts';
import { Picture } from '../Picture.tsx';
import { publicStockBadge } from '#shared/stock.ts';
import { fetchProductsBySlugs } from '#lib/browser/api.ts';
import { productPath } from '#lib/browser/product-view.ts';
import { StockBadge } from '../catalogue/StockBadge.tsx';
import { addToQuote } from '../quote/quote-list.ts';
import { COMPARE_MAX, comparePath, removeFromCompare } from './compare-list.ts';
import { slugsFromSearch, specificationRows } from './compare-table.ts';

type Loaded = { state: 'loading' } | { state: 'ready'; products: PublicProduct[]; missing: string[] };

/**
 * The address's products in one request (a phone on a slow CPU pays for each), in order, with the
 * slugs not found; when the API cannot be reached they are all listed as unavailable.
 */
async function loadComparison(search: string): Promise<Extract<Loaded, { state: 'ready' }>> {
  const slugs = slugsFromSearch(search, COMPARE_MAX);
  if (slugs.length === 0) return { state: 'ready', products: [], missing: [] };
  try {
    const { data, missing } = await fetchProductsBySlugs(slugs);
    return { state: 'ready', products: data, missing };
  } catch (error) {
    console.error('Failed to fetch the comparison', error);
    return { state: 'ready', products: [], missing: slugs };
  }
}

// Started as soon as this module runs in the browser, while React is still getting ready: the
// answers are usually back by the time the island first renders.
const early = typeof window === 'undefined' ? null : loadComparison(location.search);

const cell = 'min-w-40 px-4 py-3 align-top text-sm sm:min-w-52';
const headCell =
  'sticky left-0 z-10 w-28 min-w-28 bg-white px-3 py-3 text-left align-top text-xs font-semibold text-slate-500 sm:w-44 sm:text-sm';

/**
 * The products of the address side by side: picture, price, stock and every specification row, the
 * rows that differ marked, with a 'Differences only' switch and 'Add all to quote'. On a phone the
 * table scrolls sideways under a sticky first column.
 */
export default function ComparePage() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const [added, setAdded] = useState(false);
  // Pictures come after the first drawing of the table, when the browser is idle: on a slow phone
  // their decoding would otherwise compete with making the table usable.
  const [pictures, setPictures] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (early ?? loadComparison(location.search)).then((ready) => {
      if (!cancelled) setLoaded(ready);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (loaded.state !== 'ready' || pictures) return;
    const show = () => setPictures(true);
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(show, { timeout: 1500 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(show, 300);
    return () => clearTimeout(timer);
  }, [loaded.state, pictures]);

  if (loaded.state === 'loading') {
    return (
      <p className="text-sm text-slate-600" aria-live="polite">
        Loading the comparison…
      </p>
    );
  }
  const { products, missing } = loaded;
  const remove = (product: PublicProduct) => {
    removeFromCompare(product.id);
    const rest = products.filter((other) => other.id !== product.id);
    history.replaceState(null, '', comparePath(rest.map((other) => other.slug)));
    setLoaded({ state: 'ready', products: rest, missing });
  };
  const rows = specificationRows(products);
  const shown = differencesOnly ? rows.filter((row) => row.differs) : rows;

  return (
    <div>
      {missing.length > 0 && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
          No longer available: {missing.join(', ')}
        </p>
      )}
      {products.length < 2 ? (
        <p className="text-slate-600">
          Pick at least two products with ‘Compare’ on their cards or pages.{' '}
          <a href="/products" className="font-semibold text-brand-700 underline">
            Browse the catalogue
          </a>
        </p>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                role="switch"
                checked={differencesOnly}
                onChange={(event) => setDifferencesOnly(event.target.checked)}
                className="size-4 accent-brand-700"
              />
              Differences only
            </label>
            <button
              type="button"
              className="btn-primary inline-flex min-h-11 items-center"
              onClick={() => {
                for (const product of products) {
                  addToQuote({ id: product.id, slug: product.slug, name: product.name, sku: product.sku }, 1);
                }
                setAdded(true);
              }}
            >
              {added ? 'Added to your quote' : 'Add all to quote'}
            </button>
          </div>
          <div className="overflow-x-auto rounded-2xl border border-slate-200" data-compare-scroll>
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">Comparison of {products.map((product) => product.name).join(', ')}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className={headCell}>
                    <span className="sr-only">Specification</span>
                  </th>
                  {products.map((product) => (
                    <th
                      key={product.id}
                      scope="col"
                      className={`${cell} font-normal`}
                      data-compare-product={product.slug}
                    >
                      {pictures ? (
                        <Picture
                          path={product.images[0]?.path ?? PLACEHOLDER_IMAGE}
                          widths={CARD_WIDTHS}
                          fallbackWidth={320}
                          sizes="(min-width: 640px) 208px, 160px"
                          alt={product.images[0]?.alt || product.name}
                          width={160}
                          height={160}
                          decoding="async"
                          className="aspect-square w-full max-w-44 rounded-xl bg-slate-50 object-cover"
                        />
                      ) : (
                        <span
                          className="block aspect-square w-full max-w-44 rounded-xl bg-slate-50"
                          data-picture-pending
                        />
                      )}
                      <a
                        href={productPath(product.slug)}
                        className="mt-2 block font-semibold text-slate-900 hover:text-brand-700"
                      >
                        {product.name}
                      </a>
                      <span className="block font-mono text-xs text-slate-500">{product.sku}</span>
                      <button
                        type="button"
                        onClick={() => remove(product)}
                        className="mt-1 min-h-11 text-xs text-slate-500 underline hover:text-slate-800"
                        aria-label={`Remove ${product.name} from the comparison`}
                      >
                        Remove
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                <tr>
                  <th scope="row" className={headCell}>
                    Price
                  </th>
                  {products.map((product) => (
                    <td key={product.id} className={`${cell} font-semibold tabular-nums`}>
                      {formatIdr(product.price)}
                    </td>
                  ))}
                </tr>
                <tr>
                  <th scope="row" className={headCell}>
                    Stock
                  </th>
                  {products.map((product) => (
                    <td key={product.id} className={cell}>
                      <StockBadge badge={publicStockBadge(product.stock)} />
                    </td>
                  ))}
                </tr>
                {shown.map((row) => (
                  <tr key={row.name} data-differs={row.differs} className={row.differs ? 'bg-amber-50/70' : undefined}>
                    <th scope="row" className={`${headCell} ${row.differs ? 'bg-amber-50' : ''}`}>
                      {row.name}
                      {row.differs && <span className="sr-only"> (differs)</span>}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={products[index]!.id} className={`${cell} text-slate-800`}>
                        {value ?? <span className="text-slate-400">—</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {differencesOnly && shown.length === 0 && (
            <p className="mt-3 text-sm text-slate-600">These products have the same specifications.</p>
          )}
        </>
      )}
    </div>
  );
}
