import { z } from '../common/zod.ts';
import { nonNegativeInt, optionalText, requiredText, slugField, whatsappNumber } from '../common/fields.ts';
import { normalizePhone } from '../common/phone.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TITLE_MAX,
  IMAGE_ALT_MAX,
  MAX_IMAGES,
  MAX_RELATED,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  PRODUCT_STATUSES,
  RELATED_KINDS,
} from './limits.ts';
import { procurementFields } from './procurement.ts';
import { isIsoInstant } from '../common/instant.ts';

/*
 * The product as an admin writes it: the one description of a product's fields. The stored record
 * (record.ts), every shape the API answers with (views.ts), the form codec (form.ts) and the list
 * and card views are derived from this schema, so a new field is written here once. Its limits
 * (limits.ts) are plain data beside it, and its field names and defaults are read from it
 * (schema-data.ts), which the build hands the browser as plain data: the admin form's first render
 * does without zod.
 */

export * from './limits.ts';

export const SpecificationSchema = z.object({
  name: requiredText('Nama spesifikasi', 80).refine(isSafeName, `Nama spesifikasi ${UNSAFE_NAME_MESSAGE}`),
  value: requiredText('Nilai spesifikasi', 200),
});
export type Specification = z.infer<typeof SpecificationSchema>;

/** A product the admin linked to this one, as an accessory or as an alternative. */
export const RelatedLinkSchema = z.object({
  id: z
    .number({ error: 'Produk terkait tidak valid' })
    .int('Produk terkait tidak valid')
    .positive('Produk terkait tidak valid'),
  kind: z.enum(RELATED_KINDS, { error: 'Jenis produk terkait harus accessory atau alternative' }),
});
export type RelatedLink = z.infer<typeof RelatedLinkSchema>;

/** A stored PDF: its path under /uploads/, what the admin called it, its kind and size. */
export const ProductDocumentSchema = z.object({
  path: z.string(),
  title: requiredText('Judul dokumen', DOCUMENT_TITLE_MAX),
  kind: z.enum(DOCUMENT_KINDS, { error: 'Jenis dokumen harus datasheet, manual, certificate atau other' }),
  bytes: z.number().int().nonnegative(),
});
export type ProductDocument = z.infer<typeof ProductDocumentSchema>;

/*
 * The product's text in Indonesian. The main fields hold English (the language the original site's
 * product pages spoke); `indonesian` holds the same texts for the Indonesian pages. A text left
 * empty in one language shows the other's, marked with its language (localize.ts), so a product
 * written in one language is never blank in the other.
 */
const tagList = (label: string) =>
  z
    .array(requiredText(label, 60), { error: `${label} harus berupa daftar` })
    .max(30, 'Maksimal 30 tag')
    .default([])
    .transform((tags) => [...new Set(tags)]);
const specificationList = z
  .array(SpecificationSchema, { error: 'Spesifikasi harus berupa daftar' })
  .max(60, 'Maksimal 60 baris spesifikasi')
  .default([]);

export const ProductTranslationSchema = z.object({
  short_description: optionalText('Deskripsi singkat (Indonesia)', 500),
  long_description: optionalText('Deskripsi lengkap (Indonesia)', 10_000),
  meta_title: optionalText('Meta title (Indonesia)', META_TITLE_MAX),
  meta_description: optionalText('Meta description (Indonesia)', META_DESCRIPTION_MAX),
  tags: tagList('Tag (Indonesia)'),
  /** Its own rows: a specification's name and value are both words (`Garansi`: `2 tahun`). */
  specifications: specificationList,
});
export type ProductTranslation = z.infer<typeof ProductTranslationSchema>;
export type TranslatedField = keyof ProductTranslation;

/**
 * A scheduled time: an instant in ISO 8601 with its zone (the form sends WIB as `+07:00`), stored in
 * UTC (`…Z`); '' for none. See schedule.ts for what it does.
 */
const scheduleTime = (label: string) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .refine((value) => value === '' || isIsoInstant(value), `${label} harus tanggal dan jam yang valid`)
    .transform((value) => (value === '' ? '' : new Date(value).toISOString()))
    .default('');

/** Product fields as the admin form holds them and as the function receives them after parsing. */
export const ProductFieldsSchema = z.object({
  name: requiredText('Nama produk', 160).refine(isSafeName, `Nama produk ${UNSAFE_NAME_MESSAGE}`),
  slug: slugField.optional().default(''),
  sku: requiredText('SKU', 60).regex(
    /^[A-Za-z0-9._\-/]+$/,
    'SKU hanya boleh huruf, angka, titik, garis miring dan tanda hubung',
  ),
  category_id: z
    .number({ error: 'Kategori wajib dipilih' })
    .int('Kategori wajib dipilih')
    .positive('Kategori wajib dipilih'),
  price: nonNegativeInt('Harga', 100_000_000_000),
  stock: nonNegativeInt('Stok', 1_000_000),
  short_description: optionalText('Deskripsi singkat', 500),
  long_description: optionalText('Deskripsi lengkap', 10_000),
  meta_title: optionalText('Meta title', META_TITLE_MAX),
  meta_description: optionalText('Meta description', META_DESCRIPTION_MAX),
  meta_keywords: optionalText('Meta keywords', 300),
  /** Brand, model, GTIN and what government buyers ask for (procurement.ts). */
  ...procurementFields,
  status: z.enum(PRODUCT_STATUSES, { error: 'Status harus draft atau published' }).default('draft'),
  is_active: z.boolean({ error: 'Status aktif tidak valid' }).default(true),
  /** When a draft goes live by itself ('Terjadwal' until then); '' for none. */
  publish_at: scheduleTime('Jadwal terbit'),
  /** When a published product goes back to draft by itself; '' for none. */
  unpublish_at: scheduleTime('Jadwal berhenti tayang'),
  /** As typed ("0812-8880-4512", "+62 812 …"), stored as 62…; empty uses the site's number. */
  whatsapp_number: z
    .string({ error: 'Nomor WhatsApp harus berupa teks' })
    .transform(normalizePhone)
    .pipe(z.union([z.literal(''), whatsappNumber]))
    .default(''),
  whatsapp_template: optionalText('Template WhatsApp', 500),
  tags: tagList('Tag'),
  specifications: specificationList,
  /** The Indonesian texts (above): each empty one falls back to its English field. */
  indonesian: ProductTranslationSchema.prefault({}),
  /** One alt text per image, in the images' order (the images themselves are uploads: see media.ts). */
  image_alts: z
    .array(optionalText('Teks alternatif gambar', IMAGE_ALT_MAX), { error: 'image_alts harus berupa daftar' })
    .max(MAX_IMAGES, `Maksimal ${MAX_IMAGES} gambar`)
    .default([]),
  related: z
    .array(RelatedLinkSchema, { error: 'Produk terkait harus berupa daftar' })
    .max(MAX_RELATED, `Maksimal ${MAX_RELATED} produk terkait`)
    .default([])
    .refine((links) => new Set(links.map((link) => link.id)).size === links.length, 'Produk terkait tidak boleh ganda'),
});
export type ProductFields = z.infer<typeof ProductFieldsSchema>;
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>;
export type ProductField = keyof ProductFields;

/** The fields an admin must fill in (the schema gives them no default); every other field has one. */
export type RequiredProductField = {
  [K in ProductField]-?: undefined extends ProductFieldsInput[K] ? never : K;
}[ProductField];
