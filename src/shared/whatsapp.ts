/*
 * The WhatsApp order message: a template with placeholders, filled the same way for
 * the public order button and for the admin's previews, so a preview is exactly what is sent.
 */

/** The original site's order message as a template: what a site that never chose its own sends. */
export const DEFAULT_WHATSAPP_TEMPLATE = 'Halo {company}, saya ingin memesan {product_name} jumlah {qty}';

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

/** The template that applies: the product's own, else the site's (unless it is the old default), else the default. */
export function effectiveTemplate(productTemplate: string | null | undefined, siteTemplate: string | null | undefined) {
  if (productTemplate?.trim()) return productTemplate;
  if (siteTemplate?.trim() && siteTemplate.trim() !== LEGACY_WHATSAPP_TEMPLATE) return siteTemplate;
  return DEFAULT_WHATSAPP_TEMPLATE;
}

/** The order text sent for a product: its template (or the site's, or the default) filled in. */
export function orderMessage(
  templates: { product?: string | null; site?: string | null },
  values: OrderMessageValues,
): string {
  return fillTemplate(effectiveTemplate(templates.product, templates.site), values);
}

/** A product page's full address, as the `{url}` placeholder gives it. */
export function productPageUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/products/${slug}`;
}

/** The footer's greeting asking for product information. */
export function productInfoMessage(companyName: string): string {
  return `Halo ${companyName}, saya ingin bertanya informasi produk.`;
}

/** WhatsApp click-to-chat URL. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
