export const DEFAULT_WHATSAPP_TEMPLATE = 'Halo, saya tertarik dengan produk {product_name}. Apakah masih tersedia?';

/** Digits only, starting with 62 (spec §5: no plus, no leading 0). */
export const WHATSAPP_NUMBER_PATTERN = /^62\d{7,13}$/;

/** The order text of spec §2: a greeting to the company, then the order line. */
export function orderMessage(companyName: string, productName: string, quantity: number): string {
  return `Halo ${companyName}, saya ingin memesan ${productName} jumlah ${quantity}`;
}

/** The footer's greeting asking for product information (spec §2, landing section 10). */
export function productInfoMessage(companyName: string): string {
  return `Halo ${companyName}, saya ingin bertanya informasi produk.`;
}

/** Fills the `{product_name}` placeholder of a chat template. */
export function fillTemplate(template: string, productName: string): string {
  return template.replaceAll('{product_name}', productName);
}

/** WhatsApp click-to-chat URL. */
export function whatsappUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
