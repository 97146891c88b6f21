import type { AdminProduct } from '#shared/product/views.ts';
import { newProductFields, encodeProductForm, productFields } from '#shared/product/form.ts';
import type { ProductFields } from '#shared/product/fields.ts';

/**
 * The product form the editor sends for a product as the admin API answers it, with `changes` on top
 * (`_method: 'PUT'` for an update): what the product editor sends when someone edits a field or two.
 * Encoded by the same codec the admin panel uses.
 */
export function editForm(product: AdminProduct, changes: Record<string, string> = {}): FormData {
  const form = encodeProductForm({ values: productFields(product) });
  for (const [key, value] of Object.entries(changes)) form.set(key, value);
  return form;
}

/** The form for a new product: the given fields, the editor's defaults for the rest. */
export function newProductForm(
  values: Pick<ProductFields, 'name' | 'sku' | 'category_id' | 'price' | 'stock'> & Partial<ProductFields>,
): FormData {
  return encodeProductForm({
    values: {
      ...newProductFields(),
      ...values,
    },
  });
}
