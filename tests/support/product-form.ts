import type { AdminProduct } from '../../src/shared/api-types.ts';

const TEXT_FIELDS = [
  'name',
  'slug',
  'sku',
  'short_description',
  'long_description',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'status',
  'whatsapp_number',
  'whatsapp_template',
] as const;

/**
 * The multipart form of spec §7 for a product as the admin API answers it, with `changes` on top
 * (`_method: 'PUT'` for an update): what the product editor sends when someone edits a field or two.
 */
export function editForm(product: AdminProduct | Record<string, any>, changes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const key of TEXT_FIELDS) form.set(key, String((product as Record<string, unknown>)[key] ?? ''));
  form.set('category_id', String(product.category_id));
  form.set('price', String(product.price));
  form.set('stock', String(product.stock));
  form.set('is_active', product.is_active === 0 ? '0' : '1');
  form.set(
    'tags',
    JSON.stringify(
      (product.tags ?? []).map((tag: { name: string } | string) => (typeof tag === 'string' ? tag : tag.name)),
    ),
  );
  form.set('specifications', JSON.stringify(product.specifications ?? []));
  for (const [key, value] of Object.entries(changes)) form.set(key, value);
  return form;
}
