import type { MouseEvent } from 'react';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import { trackWhatsAppClick } from '#lib/browser/analytics.ts';
import { SKELETON_COUNT, pageNumbers, toUrl, type CatalogueQuery } from './catalogue-state.ts';
import type { ProductCardData } from '#shared/product/card.ts';
import { AddToQuoteButton } from '../quote/AddToQuoteButton.tsx';
import { CompareToggle } from '../compare/CompareToggle.tsx';
import { ProductCard } from './ProductCard.tsx';
import type { Lang } from '#shared/i18n/lang.ts';
import { CATALOGUE_TEXT } from './catalogue-text.ts';

interface Props {
  /** null while loading. */
  items: ProductCardData[] | null;
  query: CatalogueQuery;
  /** The last load failed (the empty state says so). */
  failed: boolean;
  /** The page shown and how many there are. */
  current: number;
  pages: number;
  /** Where 'Tanya spesialis via WhatsApp' goes when a search finds nothing ('' hides it). */
  whatsappNumber: string;
  onReset: () => void;
  /** Loads a page link's state in place (a plain link without JavaScript). */
  followLink: (event: MouseEvent<HTMLAnchorElement>, next: CatalogueQuery) => void;
  lang: Lang;
}

/** The catalogue's grid (skeletons while loading, the empty state when nothing matches) and its page links. */
export function CatalogueResults({
  items,
  query,
  failed,
  current,
  pages,
  whatsappNumber,
  onReset,
  followLink,
  lang,
}: Props) {
  const t = CATALOGUE_TEXT[lang];
  return (
    <>
      <div id="catalogue-results" className="mt-5" aria-busy={items === null}>
        {items === null ? (
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" aria-label={t.loading}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index} className="card overflow-hidden" data-skeleton>
                <div className="aspect-square animate-skeleton bg-slate-100" />
                <div className="space-y-3 p-3 sm:p-5">
                  <div className="h-3 w-1/3 animate-skeleton rounded bg-slate-100" />
                  <div className="h-4 w-5/6 animate-skeleton rounded bg-slate-100" />
                  <div className="h-4 w-1/2 animate-skeleton rounded bg-slate-100" />
                </div>
              </li>
            ))}
          </ul>
        ) : items.length === 0 ? (
          <div className="card flex flex-col items-center px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">{t.notFound}</h2>
            <p className="mt-2 max-w-sm text-sm text-slate-600">{failed ? t.loadFailed : t.tryAnother}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button type="button" onClick={onReset} className="btn-primary">
                {t.viewAll}
              </button>
              {whatsappNumber && query.q.trim() && (
                <a
                  href={whatsappUrl(whatsappNumber, t.notFoundMessage(query.q.trim()))}
                  target="_blank"
                  rel="noopener"
                  className="btn-whatsapp"
                  onClick={() => trackWhatsAppClick({ kind: 'chat' })}
                >
                  {t.askSpecialist}
                </a>
              )}
            </div>
          </div>
        ) : (
          // Two columns from the smallest phone up: a page of 12 is six short rows, not 12 screens.
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
            {items.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard
                  product={product}
                  lang={lang}
                  eager={index < 4}
                  priority={index === 0}
                  action={
                    <>
                      <AddToQuoteButton
                        variant="card"
                        product={{ id: product.id, slug: product.slug, name: product.name, sku: product.sku }}
                        quantity={1}
                        lang={lang}
                      />
                      <CompareToggle
                        product={{ id: product.id, slug: product.slug, name: product.name }}
                        className="mt-1 self-start"
                        lang={lang}
                      />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {items !== null && pages > 1 && (
        <nav aria-label={t.pages} className="mt-12 flex justify-center">
          <ul className="flex flex-wrap items-center gap-2">
            {pageNumbers(current, pages).map((number, index) =>
              number === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
                  …
                </li>
              ) : (
                <li key={number}>
                  <a
                    href={toUrl({ ...query, page: number }, lang)}
                    onClick={(event) => followLink(event, { ...query, page: number })}
                    aria-current={number === current ? 'page' : undefined}
                    aria-label={t.page(number)}
                    className={`grid size-11 place-items-center rounded-lg text-sm font-semibold tabular-nums transition-colors ${
                      number === current
                        ? 'bg-brand-700 text-white shadow-sm'
                        : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    {number}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
    </>
  );
}
