import { isPublic, type ProductRecord } from '#shared/product/record.ts';
import { quoteLineStatus, type QuoteLine } from '#shared/quote/request.ts';
import type { QuoteRequestInput } from '#shared/quote/request-schema.ts';
import { categoryById, type CategoryRecord } from '../catalog/index.ts';

/* A request's lines priced by the server from the catalogue, for storeQuoteRequest (requests.ts). */

/**
 * Prices the lines from the store's current catalogue (strong reads): the browser's prices are never
 * used. Lines keep the order they came in; nothing is dropped.
 */
export function priceQuoteLines(
  items: QuoteRequestInput['items'],
  byId: ReadonlyMap<number, ProductRecord>,
  categories: CategoryRecord[],
): QuoteLine[] {
  return items.map(({ product_id, quantity }): QuoteLine => {
    const product = byId.get(product_id);
    const visible = product && isPublic(product) && categoryById(categories, product.category_id);
    if (!product || !visible) {
      return {
        product_id,
        // A product a visitor cannot see (draft, inactive, archived, or in a hidden category) answers
        // exactly like an id that does not exist: its name and SKU would tell a stranger what is
        // coming to the catalogue. The admin finds it by its id.
        name: `Produk #${product_id}`,
        sku: '-',
        slug: null,
        quantity,
        unit_price: null,
        subtotal: null,
        stock: null,
        status: 'unavailable',
      };
    }
    const status = quoteLineStatus(product.stock, quantity);
    return {
      product_id,
      name: product.name,
      sku: product.sku,
      slug: product.slug,
      quantity,
      unit_price: product.price,
      subtotal: product.price * quantity,
      stock: product.stock,
      status,
    };
  });
}
