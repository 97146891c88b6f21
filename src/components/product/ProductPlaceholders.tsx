import type { Lang } from '#shared/i18n/lang.ts';
import { PRODUCT_TEXT } from './product-text.ts';
import { cataloguePath } from '#shared/i18n/paths.ts';

/** What the product island shows for a product the API no longer has (or an address that never was one). */
export function ProductNotFound({ lang }: { lang: Lang }) {
  const t = PRODUCT_TEXT[lang];
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
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">{t.notFound}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t.notFoundLead}</p>
      <a href={cataloguePath(lang)} className="btn-primary mt-8">
        {t.backToProducts}
      </a>
    </section>
  );
}

/** The fallback page's content until its product arrives from the API. */
export function ProductSkeleton({ lang }: { lang: Lang }) {
  return (
    <div className="container-site pt-24 pb-16 md:pt-28" aria-busy="true" aria-label={PRODUCT_TEXT[lang].loading}>
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
