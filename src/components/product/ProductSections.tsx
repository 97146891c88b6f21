import { Suspense, memo } from 'react';
import type { PublicProduct } from '#shared/product/views.ts';
import type { PublicRelated } from '#shared/product/views.ts';
import { ProductDownloads } from './ProductDownloads.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';
import type { Lang } from '#shared/i18n/lang.ts';
import { categoryText, langAttr, pickText, productDescription } from '#shared/i18n/localize.ts';
import { PRODUCT_TEXT } from './product-text.ts';

/*
 * The parts of the product page that hydrate after the first pass. Each sits in its own <Suspense>:
 * React leaves such a boundary's server HTML in place and hydrates it afterwards at its lowest
 * priority, in slices that give the browser back the main thread every few milliseconds, instead of
 * in one long task with the whole page (on a phone with a slow CPU that task was most of the page's
 * blocking time). A click or key press on a part not yet hydrated hydrates it at once and is replayed.
 * Each is memoised: a parent re-render with the same props leaves the boundary alone (new props would
 * force it to hydrate at once, at the update's priority).
 */

export const GallerySection = memo(function GallerySection(props: {
  images: PublicProduct['images'];
  name: string;
  lang: Lang;
}) {
  return (
    <Suspense fallback={null}>
      <ProductGallery {...props} />
    </Suspense>
  );
});

/**
 * Description, key features, downloads and the specification table, in the page's language; a block
 * not written in it shows the other language's, marked with its `lang`.
 */
export const AboutSection = memo(function AboutSection({ product, lang }: { product: PublicProduct; lang: Lang }) {
  const t = PRODUCT_TEXT[lang];
  const description = productDescription(
    {
      long_description: product.description,
      short_description: product.short_description,
      indonesian: product.indonesian,
    },
    lang,
  );
  const englishTags = product.tags.map((tag) => tag.name);
  const tags =
    lang === 'en'
      ? pickText(englishTags, 'en', product.indonesian.tags, 'id')
      : pickText(product.indonesian.tags, 'id', englishTags, 'en');
  const englishSpecs = product.specifications.map(({ name, value }) => ({ name, value }));
  const specifications =
    lang === 'en'
      ? pickText(englishSpecs, 'en', product.indonesian.specifications, 'id')
      : pickText(product.indonesian.specifications, 'id', englishSpecs, 'en');
  const paragraphs = description.value.split(/\n{2,}/).filter(Boolean);
  return (
    <Suspense fallback={null}>
      <div className="mt-16 grid gap-12 lg:grid-cols-12">
        <div className="lg:col-span-7">
          <h2 className="text-2xl font-semibold tracking-tight">{t.description}</h2>
          <div
            className="mt-4 space-y-4 leading-relaxed text-slate-600"
            lang={langAttr(description, lang)}
            data-testid="product-description"
          >
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {tags.value.length > 0 && (
            <>
              <h2 className="mt-12 text-2xl font-semibold tracking-tight">{t.keyFeatures}</h2>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2" lang={langAttr(tags, lang)}>
                {tags.value.map((tag) => (
                  <li
                    key={tag}
                    className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
                  >
                    <Check />
                    {tag}
                  </li>
                ))}
              </ul>
            </>
          )}
          <ProductDownloads product={product} lang={lang} />
        </div>
        <div className="lg:col-span-5">
          <h2 className="text-2xl font-semibold tracking-tight">{t.specifications}</h2>
          {specifications.value.length > 0 ? (
            <div
              className="mt-5 overflow-hidden rounded-2xl border border-slate-200"
              lang={langAttr(specifications, lang)}
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t.specificationsOf(product.name)}</caption>
                <tbody className="divide-y divide-slate-100">
                  {specifications.value.map((spec, index) => (
                    <tr key={index} className="even:bg-slate-50">
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
            <p className="mt-5 text-sm text-slate-600">{t.onRequest}</p>
          )}
        </div>
      </div>
    </Suspense>
  );
});

/** 'Accessories & consumables', then 'Similar instruments' (the chosen alternatives, else `similar`). */
export const RelatedSection = memo(function RelatedSection({
  related,
  similar,
  lang,
}: {
  related: PublicProduct['related'];
  similar: PublicRelated[];
  lang: Lang;
}) {
  const t = PRODUCT_TEXT[lang];
  const accessories = related.filter((item) => item.kind === 'accessory');
  const alternatives = related.filter((item) => item.kind === 'alternative');
  return (
    <Suspense fallback={null}>
      <RelatedProducts title={t.accessories} products={accessories} testId="accessories" lang={lang} />
      <RelatedProducts
        lang={lang}
        title={t.similar}
        products={alternatives.length > 0 ? alternatives : similar}
        testId="similar"
      />
    </Suspense>
  );
});

/** The product's category above its name, in the page's language (the main name, marked, when no English is written). */
export function CategoryLabel({ category, lang }: { category: PublicProduct['category']; lang: Lang }) {
  const name = categoryText(category, 'name', lang);
  return (
    <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase" lang={langAttr(name, lang)}>
      {name.value}
    </p>
  );
}

export function Check() {
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
