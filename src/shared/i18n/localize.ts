import type { Lang } from './lang.ts';

/*
 * A text shown in the page's language, or in the other one when it has not been written yet: the
 * page then marks that block with the language it is in (`lang="en"` inside an Indonesian page), so
 * screen readers pronounce it right and a visitor sees why it is English. Nothing is ever blank
 * because its translation is missing.
 *
 * Products: the main fields are English, `indonesian` holds the Indonesian ones.
 * Categories: the main fields are Indonesian (as the original site wrote them), `english` the English.
 */

export interface Shown<T> {
  value: T;
  /** The language `value` is in: the page's, or the other one's when it fell back. */
  lang: Lang;
}

const isEmpty = (value: unknown) => value === '' || value === undefined || (Array.isArray(value) && value.length === 0);

/** `own` when written, else `other`; each with its language. */
export function pickText<T>(own: T, ownLang: Lang, other: T, otherLang: Lang): Shown<T> {
  return isEmpty(own) && !isEmpty(other) ? { value: other, lang: otherLang } : { value: own, lang: ownLang };
}

/** What a product's texts look like in a language: the English main fields and their Indonesian copies. */
export interface BilingualText<T extends object> {
  indonesian: Partial<T>;
}

/** A product's text field in `lang` (products are English first; `indonesian` holds the Indonesian). */
export function productText<T extends object, K extends keyof T & string>(
  product: T & BilingualText<T>,
  field: K,
  lang: Lang,
): Shown<T[K]> {
  const english = product[field];
  const indonesian = (product.indonesian[field] ?? (Array.isArray(english) ? [] : '')) as T[K];
  return lang === 'en' ? pickText(english, 'en', indonesian, 'id') : pickText(indonesian, 'id', english, 'en');
}

/**
 * A product's description in `lang`: its long description, else its short one, in that language
 * first; the other language's only when neither is written.
 */
export function productDescription(
  product: {
    long_description?: string;
    short_description: string;
    indonesian: { long_description?: string; short_description?: string };
  },
  lang: Lang,
): Shown<string> {
  const english = product.long_description || product.short_description;
  const indonesian = product.indonesian.long_description || product.indonesian.short_description || '';
  return lang === 'en' ? pickText(english, 'en', indonesian, 'id') : pickText(indonesian, 'id', english, 'en');
}

/** A category's name or description in `lang` (categories are Indonesian first; `english` holds the English). */
export function categoryText<K extends 'name' | 'description'>(
  category: { name: string; description?: string; english?: { name?: string; description?: string } },
  field: K,
  lang: Lang,
): Shown<string> {
  const indonesian = category[field] ?? '';
  const english = category.english?.[field] ?? '';
  return lang === 'id' ? pickText(indonesian, 'id', english, 'en') : pickText(english, 'en', indonesian, 'id');
}

/** The `lang` attribute a block needs inside a page in `pageLang`: only when it fell back. */
export const langAttr = (shown: Shown<unknown>, pageLang: Lang) => (shown.lang === pageLang ? undefined : shown.lang);
