import { productAvailability, SCHEMA_AVAILABILITY } from './availability.ts';
import type { LeadTime } from './procurement.ts';

/*
 * The schema.org Product a product page writes as JSON-LD: brand, mpn (the model), gtin and the
 * offer's availability come from the product's own fields and the one availability rule
 * (availability.ts) that the page's stock line and the feeds use too.
 */

export interface JsonLdProduct {
  name: string;
  sku: string;
  price: number;
  stock: number;
  brand: string;
  model: string;
  gtin: string;
  lead_time: LeadTime;
}

export interface JsonLdContext {
  description: string;
  images: string[];
  category: string;
  lang: string;
  url: string | undefined;
  seller: string;
}

/** schema.org's property for a GTIN of each length; `gtin` for any other. */
const GTIN_PROPERTY: Record<number, string> = { 8: 'gtin8', 12: 'gtin12', 13: 'gtin13', 14: 'gtin14' };

export function productJsonLd(product: JsonLdProduct, context: JsonLdContext): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.model ? { mpn: product.model } : {}),
    ...(product.gtin ? { [GTIN_PROPERTY[product.gtin.length] ?? 'gtin']: product.gtin } : {}),
    description: context.description,
    image: context.images,
    category: context.category,
    inLanguage: context.lang,
    url: context.url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    // No Offer without a price: a zero price would tell search engines the product is free.
    ...(product.price > 0
      ? {
          offers: {
            '@type': 'Offer',
            url: context.url,
            price: product.price,
            priceCurrency: 'IDR',
            availability: SCHEMA_AVAILABILITY[productAvailability(product)],
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@type': 'Organization', name: context.seller },
          },
        }
      : {}),
  };
}
