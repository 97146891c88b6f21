import { seedCategories, seedProducts } from '#seed/catalog-data.ts';
import { ProductTranslationSchema } from '#shared/product/fields.ts';
import type { Deps } from '../../deps.ts';
import { CATEGORIES_KEY, listCategories, type CategoriesDocument } from '../catalog/categories.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import { importProducts } from '../catalog/operations.ts';
import { lastProductId } from '../catalog/store/records.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/schema.ts';
import { SETTINGS_KEY } from '../settings/settings.ts';
import { ensureBootstrapAdmin } from '../accounts/users.ts';

export const DEMO_SETTINGS = {
  ...DEFAULT_SETTINGS,
  company_name: 'RawLab',
  company_email: 'sales@rawlab.co.id',
  company_phone: '+62 21 5093 1188',
  company_address: 'Jl. Industri Raya No. 18, Kawasan Pulogadung, Jakarta Timur 13920',
  whatsapp_number: '6281288804512',
};

/**
 * Seeds the demo catalogue into an empty store (local runs only; production starts empty and is
 * filled by the admin or by `npm run import`). Returns false when there was already data.
 */
export async function seedDemoCatalog(
  deps: Deps,
  /** Another catalogue in the demo categories instead of the demo products (benchmarks). */
  products?: (categoryIds: Map<string, number>) => ProductRecord[],
): Promise<boolean> {
  const [categories, lastId] = await Promise.all([listCategories(deps), lastProductId(deps)]);
  if (categories.length > 0 || lastId > 0) return false;

  const timestamp = deps.now();
  const categoryDoc: CategoriesDocument = {
    nextId: seedCategories.length + 1,
    items: seedCategories.map((category, position) => ({
      id: position + 1,
      ...category,
      created_at: timestamp.toISOString(),
      updated_at: timestamp.toISOString(),
    })),
  };
  const categoryId = new Map(categoryDoc.items.map((category) => [category.slug, category.id]));

  const records: ProductRecord[] = products
    ? products(categoryId)
    : seedProducts.map((product, position) => {
        // Stagger creation times so "newest first" has a stable, believable order.
        const created = new Date(timestamp.getTime() - (seedProducts.length - position) * 3_600_000).toISOString();
        const { category, image, indonesian, ...fields } = product;
        return {
          id: position + 1,
          image_alts: [],
          publish_at: '',
          unpublish_at: '',
          related: [],
          documents: [],
          ...fields,
          indonesian: ProductTranslationSchema.parse(indonesian ?? {}),
          category_id: categoryId.get(category) ?? 1,
          whatsapp_number: '',
          whatsapp_template: '',
          images: [image],
          version: 1,
          created_at: created,
          updated_at: created,
        };
      });

  await deps.db.create(SETTINGS_KEY, DEMO_SETTINGS);
  await deps.db.update<CategoriesDocument>(CATEGORIES_KEY, (current) => current ?? categoryDoc);
  await importProducts(deps, records);
  await ensureBootstrapAdmin(deps);
  return true;
}
