import type { Lang } from '#shared/i18n/lang.ts';
import { PRODUCT_TEXT } from './product-text.ts';
import type { PublicProduct } from '#shared/product/views.ts';
import { trackDownload } from '#lib/browser/analytics.ts';

/** "840 KB", "2.4 MB": a size a visitor reads before downloading on a phone. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** 'Downloads': the product's PDFs with title, kind and size; each download is counted for the dashboard. */
export function ProductDownloads({ product, lang }: { product: Pick<PublicProduct, 'id' | 'documents'>; lang: Lang }) {
  const t = PRODUCT_TEXT[lang];
  if (product.documents.length === 0) return null;
  return (
    <section aria-labelledby="downloads-heading" className="mt-12">
      <h2 id="downloads-heading" className="text-2xl font-semibold tracking-tight">
        {t.downloads}
      </h2>
      <ul className="mt-5 divide-y divide-slate-100 rounded-2xl border border-slate-200">
        {product.documents.map((document) => (
          <li key={document.path}>
            <a
              href={document.path}
              target="_blank"
              rel="noopener"
              type="application/pdf"
              onClick={() => trackDownload(product.id)}
              className="flex min-h-14 items-center gap-4 px-5 py-3 hover:bg-slate-50"
              data-document={document.kind}
            >
              <svg
                aria-hidden="true"
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                className="shrink-0 text-red-700"
              >
                <path d="M6 2h8l5 5v15H6z M14 2v5h5" />
                <text x="7.5" y="18" fontSize="5.5" fill="currentColor" stroke="none" fontWeight="700">
                  PDF
                </text>
              </svg>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">{document.title}</span>
                <span className="block text-xs text-slate-500">
                  {t.kinds[document.kind]} · PDF · {fileSize(document.bytes)}
                </span>
              </span>
              <span className="text-sm font-semibold text-brand-700">{t.download}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
