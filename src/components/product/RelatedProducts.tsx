import type { PublicRelated } from '#shared/product/views.ts';
import { formatIdr } from '#shared/common/format.ts';
import { CARD_WIDTHS } from '#shared/product/image-url.ts';
import { Picture } from '../Picture.tsx';
import { PLACEHOLDER_IMAGE } from '#shared/product/card.ts';
import { publicStockBadge } from '#shared/product/stock.ts';
import { productPath } from '#shared/i18n/paths.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { StockBadge } from '../catalogue/StockBadge.tsx';
import { KeepWords } from '../KeepWords.tsx';
import { AddToQuoteButton } from '../quote/AddToQuoteButton.tsx';

interface Props {
  title: string;
  products: PublicRelated[];
  testId: string;
  lang: Lang;
}

/**
 * 'Accessories & consumables' and 'Similar instruments': small cards with price, stock and 'Tambah
 * ke penawaran', so the electrode and the buffer go into the quote with the meter.
 */
export function RelatedProducts({ title, products, testId, lang }: Props) {
  if (products.length === 0) return null;
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-16" data-testid={testId}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {products.map((product) => {
          const image = product.image ?? PLACEHOLDER_IMAGE;
          return (
            <li key={product.id} className="card relative flex flex-col overflow-hidden" data-related={product.slug}>
              <div className="aspect-square overflow-hidden border-b border-slate-100 bg-slate-50">
                <Picture
                  path={image}
                  widths={CARD_WIDTHS}
                  fallbackWidth={320}
                  sizes="(min-width: 1024px) 280px, (min-width: 768px) 30vw, 45vw"
                  alt={product.name}
                  width={320}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </div>
              <div className="flex flex-1 flex-col p-3 sm:p-4">
                <h3 className="text-sm leading-snug font-semibold text-slate-900">
                  <a href={productPath(lang, product.slug)} className="after:absolute after:inset-0">
                    <KeepWords text={product.name} />
                  </a>
                </h3>
                <p className="mt-1 truncate font-mono text-[11px] text-slate-500">{product.sku}</p>
                <div className="mt-auto flex flex-col items-start gap-2 pt-3">
                  <p className="font-semibold text-slate-900 tabular-nums">{formatIdr(product.price)}</p>
                  <StockBadge badge={publicStockBadge(product.stock, lang)} />
                </div>
                <AddToQuoteButton
                  variant="card"
                  product={{ id: product.id, slug: product.slug, name: product.name, sku: product.sku }}
                  quantity={1}
                  lang={lang}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
