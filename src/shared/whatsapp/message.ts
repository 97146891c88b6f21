/*
 * The WhatsApp order message: a template with placeholders, filled the same way for
 * the public order button and for the admin's previews, so a preview is exactly what is sent.
 */

import type { Lang } from '../i18n/lang.ts';
import { productPath } from '../i18n/paths.ts';

/** The original site's order message as a template: what a site that never chose its own sends. */
export const DEFAULT_WHATSAPP_TEMPLATE = 'Halo {company}, saya ingin memesan {product_name} jumlah {qty}';

/** The same order message for a visitor on an English page. */
export const DEFAULT_WHATSAPP_TEMPLATE_EN = 'Hello {company}, I would like to order {product_name}, quantity {qty}';

/**
 * The template the original site offered by default. A store that still holds it never
 * chose a template of its own, so it means the default above (the original site's order message).
 */
export const LEGACY_WHATSAPP_TEMPLATE = 'Halo, saya tertarik dengan produk {product_name}. Apakah masih tersedia?';

/** Every placeholder a template may use, as the admin's hint lists them. */
export const TEMPLATE_PLACEHOLDERS = ['{product_name}', '{sku}', '{qty}', '{url}', '{company}'] as const;

/** Digits only, starting with 62 (no plus, no leading 0). */
export const WHATSAPP_NUMBER_PATTERN = /^62\d{7,13}$/;

export interface OrderMessageValues {
  productName: string;
  sku: string;
  quantity: number;
  /** The product page's full address. */
  url: string;
  company: string;
}

/** Fills every placeholder of a chat template; unknown `{words}` stay as written. */
export function fillTemplate(template: string, values: OrderMessageValues): string {
  const replacements: Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string> = {
    '{product_name}': values.productName,
    '{sku}': values.sku,
    '{qty}': String(values.quantity),
    '{url}': values.url,
    '{company}': values.company,
  };
  return template.replace(/\{(product_name|sku|qty|url|company)\}/g, (placeholder) => {
    return replacements[placeholder as keyof typeof replacements];
  });
}

/**
 * The template that applies: the product's own, else the site's (unless it is the old default), else
 * the default in `lang` (the admin's previews are Indonesian). On an English page the site's template
 * is its English one when written; a site still on the Indonesian default gets the English default.
 */
export function effectiveTemplate(
  productTemplate: string | null | undefined,
  siteTemplate: string | null | undefined,
  lang: Lang = 'id',
) {
  if (productTemplate?.trim()) return productTemplate;
  const site = siteTemplate?.trim();
  const unchosen = !site || site === LEGACY_WHATSAPP_TEMPLATE || (lang === 'en' && site === DEFAULT_WHATSAPP_TEMPLATE);
  if (!unchosen) return siteTemplate!;
  return lang === 'en' ? DEFAULT_WHATSAPP_TEMPLATE_EN : DEFAULT_WHATSAPP_TEMPLATE;
}

/** The order text sent for a product: its template (or the site's, or the default) filled in. */
export function orderMessage(
  templates: { product?: string | null; site?: string | null },
  values: OrderMessageValues,
  lang: Lang = 'id',
): string {
  return fillTemplate(effectiveTemplate(templates.product, templates.site, lang), values);
}

/** A product page's full address in `lang` (English: `/products/<slug>`), as the `{url}` placeholder gives it. */
export function productPageUrl(siteUrl: string, slug: string, lang: Lang = 'en'): string {
  const path = productPath(lang, slug);
  return `${siteUrl.replace(/\/+$/, '')}${lang === 'en' ? path.replace(/\/$/, '') : path}`;
}

/** The footer's greeting asking for product information, in the page's language. */
export function productInfoMessage(companyName: string, lang: Lang = 'id'): string {
  return lang === 'en'
    ? `Hello ${companyName}, I would like to ask about your products.`
    : `Halo ${companyName}, saya ingin bertanya informasi produk.`;
}

/** WhatsApp click-to-chat URL. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
