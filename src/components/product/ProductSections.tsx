import { Suspense, memo } from 'react';
import type { PublicProduct } from '#shared/api-types.ts';
import type { PublicRelated } from '#shared/product/views.ts';
import { ProductDownloads } from './ProductDownloads.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { RelatedProducts } from './RelatedProducts.tsx';

/*
 * The parts of the product page that hydrate after the first pass. Each sits in its own <Suspense>:
 * React leaves such a boundary's server HTML in place and hydrates it afterwards at its lowest
 * priority, in slices that give the browser back the main thread every few milliseconds, instead of
 * in one long task with the whole page (on a phone with a slow CPU that task was most of the page's
 * blocking time). A click or key press on a part not yet hydrated hydrates it at once and is replayed.
 * Each is memoised: a parent re-render with the same props leaves the boundary alone (new props would
 * force it to hydrate at once, at the update's priority).
 */

export const GallerySection = memo(function GallerySection(props: { images: PublicProduct['images']; name: string }) {
  return (
    <Suspense fallback={null}>
      <ProductGallery {...props} />
    </Suspense>
  );
});

/** Description, key features, downloads and the specification table. */
export const AboutSection = memo(function AboutSection({ product }: { product: PublicProduct }) {
  const paragraphs = product.description.split(/\n{2,}/).filter(Boolean);
  return (
    <Suspense fallback={null}>
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
          <ProductDownloads product={product} />
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
    </Suspense>
  );
});

/** 'Accessories & consumables', then 'Similar instruments' (the chosen alternatives, else `similar`). */
export const RelatedSection = memo(function RelatedSection({
  related,
  similar,
}: {
  related: PublicProduct['related'];
  similar: PublicRelated[];
}) {
  const accessories = related.filter((item) => item.kind === 'accessory');
  const alternatives = related.filter((item) => item.kind === 'alternative');
  return (
    <Suspense fallback={null}>
      <RelatedProducts title="Accessories & consumables" products={accessories} testId="accessories" />
      <RelatedProducts
        title="Similar instruments"
        products={alternatives.length > 0 ? alternatives : similar}
        testId="similar"
      />
    </Suspense>
  );
});

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
