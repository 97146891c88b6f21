import type { Lang } from '#shared/i18n/lang.ts';
import { PRODUCT_TEXT } from './product-text.ts';
import { cataloguePath, landingPath } from '#shared/i18n/paths.ts';

/** Home / Products / the product, above its title. */
export function ProductBreadcrumb({ name, lang }: { name: string; lang: Lang }) {
  const t = PRODUCT_TEXT[lang];
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <a href={landingPath(lang)} className="-my-3 inline-flex min-h-11 min-w-11 items-center hover:text-brand-700">
            {t.home}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <a href={cataloguePath(lang)} className="-my-3 inline-flex min-h-11 items-center hover:text-brand-700">
            {t.products}
          </a>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-slate-700">
          {name}
        </li>
      </ol>
    </nav>
  );
}
