/*
 * The public site's two languages. Indonesian is the company's own and its customers' first
 * language; English is for multinationals' procurement and for the product pages the original site
 * wrote in English. The admin panel stays Indonesian.
 */

export const LANGS = ['id', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export const isLang = (value: unknown): value is Lang => value === 'id' || value === 'en';

export const otherLang = (lang: Lang): Lang => (lang === 'id' ? 'en' : 'id');

/** Each language named in itself, as the switch offers it. */
export const LANG_NAMES: Record<Lang, string> = { id: 'Bahasa Indonesia', en: 'English' };

/** `og:locale` and `Intl` locales. */
export const LOCALES: Record<Lang, string> = { id: 'id-ID', en: 'en-US' };
