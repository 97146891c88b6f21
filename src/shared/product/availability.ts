import type { LeadTime } from './procurement.ts';

/*
 * Whether a buyer can have the product, the one rule the product page, its JSON-LD and the feeds
 * share. Stock on hand ships now whatever the lead time (the indent covers quantities beyond it);
 * with none on hand, a product the distributor orders in (a lead time in weeks) is a back order, and
 * anything else (ready stock sold out, or no lead time written) is out of stock.
 */
export type Availability = 'in_stock' | 'backorder' | 'out_of_stock';

export function productAvailability(product: { stock: number; lead_time: LeadTime }): Availability {
  if (product.stock > 0) return 'in_stock';
  return typeof product.lead_time === 'number' ? 'backorder' : 'out_of_stock';
}

/** schema.org's word for each, as JSON-LD and the feeds write it. */
export const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'https://schema.org/InStock',
  backorder: 'https://schema.org/BackOrder',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** 'Ready stock' is shown, and the catalogue's ready filter matches, when it is declared and on hand. */
export const isReadyStock = (product: { stock: number; lead_time: LeadTime }) =>
  product.lead_time === 'ready' && product.stock > 0;

/** TKDN + BMP, the figure the domestic-content preference reads; capped at 100 %; null when TKDN is unknown. */
export function tkdnTotal(product: { tkdn_percent: number | null; bmp_percent: number | null }): number | null {
  if (product.tkdn_percent === null) return null;
  return Math.min(100, Math.round((product.tkdn_percent + (product.bmp_percent ?? 0)) * 10) / 10);
}
