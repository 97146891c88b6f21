import { instrumentDates } from '#shared/service/instrument-dates.ts';
import type { InstrumentView, StoredInstrument } from '#shared/service/instrument.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { readProducts } from '../catalog/index.ts';

/*
 * An instrument as the API answers it: the stored record, its product (null once the product is
 * deleted for good) and its dates computed for today in Jakarta.
 */

export type ProductLookup = Map<number, Pick<ProductRecord, 'id' | 'name' | 'slug' | 'sku' | 'deleted_at'>>;

export async function productsOf(deps: Deps, instruments: readonly StoredInstrument[]): Promise<ProductLookup> {
  return readProducts(deps, [...new Set(instruments.map((instrument) => instrument.product_id))]);
}

export function instrumentView(instrument: StoredInstrument, products: ProductLookup, now: Date): InstrumentView {
  const product = products.get(instrument.product_id);
  return {
    ...instrument,
    product: product ? { id: product.id, name: product.name, slug: product.slug } : null,
    ...instrumentDates(instrument, now),
    // The download token is the customer's key: an admin downloads with the session instead.
    certificates: (instrument.certificates ?? []).map(({ download_token: _token, ...certificate }) => certificate),
  };
}

export async function viewsOf(deps: Deps, instruments: readonly StoredInstrument[]): Promise<InstrumentView[]> {
  const products = await productsOf(deps, instruments);
  const now = deps.now();
  return instruments.map((instrument) => instrumentView(instrument, products, now));
}
