import { formatIdr } from '#shared/common/format.ts';
import { publicStockBadge } from '#shared/product/stock.ts';
import type { ProductCardData } from '#shared/product/card.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { productPath } from '#shared/i18n/paths.ts';
import { KeepWords } from '../KeepWords.tsx';
import type { ReactNode } from 'react';
import { StockBadge } from './StockBadge.tsx';
import { CARD_SIZES, CARD_WIDTHS } from '#shared/product/image-url.ts';
import { Picture } from '../Picture.tsx';

interface Props {
  product: ProductCardData;
  /** The page's language: the card's link and summary follow it. */
  lang: Lang;
  headingLevel?: 'h2' | 'h3';
  /** The first row of a page is above the fold: load it eagerly. */
  eager?: boolean;
  /** The very first card's image is the likely LCP element. */
  priority?: boolean;
  /** A control under the price (the catalogue's 'Tambah ke penawaran'); none on the static featured list. */
  action?: ReactNode;
}

/**
 * A catalogue card; also rendered without JavaScript on the landing page's featured list. Its parts
 * are marked (`data-card-…`) for the fresh layer, which rewrites a prerendered card to the same
 * markup before the island runs (card-patch.ts).
 */
export function ProductCard({ product, lang, headingLevel = 'h2', eager = false, priority = false, action }: Props) {
  const Heading = headingLevel;
  return (
    <article
      className="group card relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg hover:shadow-slate-900/5"
      data-product-card={product.slug}
    >
      <div className="aspect-square overflow-hidden border-b border-slate-100 bg-slate-50">
        <Picture
          path={product.image}
          widths={CARD_WIDTHS}
          fallbackWidth={480}
          sizes={CARD_SIZES}
          alt={product.name}
          width={480}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      {/* Compact under 640 px, where two cards share a row. */}
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <p
          className="truncate text-[11px] font-semibold tracking-wide text-teal-700 uppercase sm:text-xs"
          lang={product.categoryLang}
          data-card-category
        >
          {product.category}
        </p>
        <Heading className="mt-1.5 text-sm leading-snug font-semibold text-slate-900 sm:mt-2 sm:text-base">
          <a
            href={productPath(lang, product.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
            data-card-name
          >
            <KeepWords text={product.name} />
          </a>
        </Heading>
        <p className="mt-1 truncate font-mono text-[11px] text-slate-500 sm:text-xs" data-card-sku>
          {product.sku}
        </p>
        <p
          className="mt-3 line-clamp-2 text-sm leading-relaxed text-slate-600 max-sm:hidden"
          lang={product.summaryLang}
          data-card-summary
        >
          {product.summary}
        </p>
        <div className="mt-auto flex flex-col items-start gap-2 pt-3 sm:flex-row sm:items-end sm:justify-between sm:gap-3 sm:pt-5">
          <p className="text-base font-semibold text-slate-900 tabular-nums sm:text-lg" data-price>
            {formatIdr(product.price)}
          </p>
          <StockBadge badge={publicStockBadge(product.stock, lang)} />
        </div>
        {action}
      </div>
    </article>
  );
}
