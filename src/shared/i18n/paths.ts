import { otherLang, type Lang } from './lang.ts';

/*
 * The addresses of the public pages in both languages. The original site's addresses keep their
 * language, so links already shared and indexed still get what they asked for:
 *
 *   page                 Indonesian                 English
 *   landing              /                          /en/
 *   catalogue (+ pages)  /id/products/…             /products/…
 *   product              /id/products/<slug>/       /products/<slug>/
 *   compare              /id/compare/               /compare/
 *   quote list           /penawaran/                /en/quote/
 *   quote list, print    /penawaran/cetak/          /en/quote/print/
 *   warranty check       /garansi/                  /en/warranty/
 *   customer account     /akun/                     /en/account/
 *   account sign-in      /akun/masuk/               /en/account/sign-in/
 *   not found            /id/404                    /404
 *   service request      /layanan/                  /en/service/
 *
 * Everything below an address moves with it (`/products/category/ph-meters/page/2/` ↔
 * `/id/products/category/ph-meters/page/2/`), and the query string is kept by the switch.
 */

/** Address prefixes whose language is fixed, most specific first, each paired with its counterpart. */
const PAIRS: readonly { id: string; en: string }[] = [
  { id: '/penawaran/cetak', en: '/en/quote/print' },
  { id: '/penawaran', en: '/en/quote' },
  { id: '/akun/masuk', en: '/en/account/sign-in' },
  { id: '/akun', en: '/en/account' },
  { id: '/id/products', en: '/products' },
  { id: '/id/compare', en: '/compare' },
  { id: '/garansi', en: '/en/warranty' },
  { id: '/id/404', en: '/404' },
  { id: '/layanan', en: '/en/service' },
  { id: '/', en: '/en' },
];

const startsWithSegment = (path: string, prefix: string) =>
  prefix === '/' ? path.startsWith('/') : path === prefix || path.startsWith(`${prefix}/`);

const PREFIXES = PAIRS.flatMap((pair) => [
  { lang: 'id' as Lang, prefix: pair.id, pair },
  { lang: 'en' as Lang, prefix: pair.en, pair },
]);

/** The longest prefix an address starts with ('/', the Indonesian landing, is the shortest of all). */
function match(pathname: string) {
  let best: (typeof PREFIXES)[number] | undefined;
  for (const candidate of PREFIXES) {
    if (startsWithSegment(pathname, candidate.prefix) && (!best || candidate.prefix.length > best.prefix.length)) {
      best = candidate;
    }
  }
  return best;
}

/** The language of a public address; the Indonesian landing (`/`) and anything unknown are Indonesian. */
export function langOfPath(pathname: string): Lang {
  return match(pathname)?.lang ?? 'id';
}

/**
 * The same page in `lang`: the counterpart of a public address (its rest and trailing slash kept).
 * An address already in `lang` comes back as it is.
 */
export function pathInLang(pathname: string, lang: Lang): string {
  const found = match(pathname);
  if (!found || found.lang === lang) return pathname;
  const from = found.pair[found.lang];
  const to = found.pair[lang];
  const rest = from === '/' ? pathname.slice(1) : pathname.slice(from.length).replace(/^\//, '');
  if (to === '/') return `/${rest}`;
  if (rest === '' && pathname.endsWith('/')) return `${to}/`;
  return rest === '' ? to : `${to}/${rest}`;
}

/** The counterpart in the other language. */
export const counterpartPath = (pathname: string) => pathInLang(pathname, otherLang(langOfPath(pathname)));

/* Builders for links, so no component spells an address by hand. */

export const landingPath = (lang: Lang) => (lang === 'id' ? '/' : '/en/');
export const cataloguePath = (lang: Lang) => (lang === 'id' ? '/id/products/' : '/products/');
export const productPath = (lang: Lang, slug: string) => `${cataloguePath(lang)}${slug}/`;
export const categoryPath = (lang: Lang, slug: string) => `${cataloguePath(lang)}category/${slug}/`;
export const comparePath = (lang: Lang) => (lang === 'id' ? '/id/compare/' : '/compare/');
export const quoteListPath = (lang: Lang) => (lang === 'id' ? '/penawaran/' : '/en/quote/');
export const servicePath = (lang: Lang) => (lang === 'id' ? '/layanan/' : '/en/service/');
export const quotePrintPath = (lang: Lang) => (lang === 'id' ? '/penawaran/cetak/' : '/en/quote/print/');
export const warrantyPath = (lang: Lang) => (lang === 'id' ? '/garansi/' : '/en/warranty/');
