import { seedProducts } from '#seed/catalog-data.ts';
import { ProductTranslationSchema } from '#shared/product/fields.ts';
import type { ProductRecord } from '#shared/product/record.ts';

/** A catalogue of `count` believable products for benchmarks, cycling through the seed data. */
export function generatedCatalog(count: number, categoryIds: Map<string, number>): ProductRecord[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const base = seedProducts[index % seedProducts.length]!;
    const { category, image, indonesian, ...fields } = base;
    const series = Math.floor(index / seedProducts.length);
    const created = new Date(now - (count - index) * 60_000).toISOString();
    return {
      image_alts: [],
      related: [],
      documents: [],
      ...fields,
      indonesian: ProductTranslationSchema.parse(indonesian ?? {}),
      id: index + 1,
      name: series ? `${base.name} Series ${series}` : base.name,
      slug: series ? `${base.slug}-series-${series}` : base.slug,
      sku: series ? `${base.sku}-S${series}` : base.sku,
      status: 'published',
      is_active: true,
      publish_at: '',
      unpublish_at: '',
      category_id: categoryIds.get(category) ?? 1,
      whatsapp_number: '',
      whatsapp_template: '',
      images: [image],
      version: 1,
      created_at: created,
      updated_at: created,
    };
  });
}
