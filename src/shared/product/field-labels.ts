import type { ProductField } from './fields.ts';

/*
 * Each product field as the admin reads it, in the words its schema's messages use (fields.ts:
 * 'Harga wajib diisi…', 'Nama produk maksimal…'), plain data so the admin's activity screens need no
 * zod. Typed over every field, so a new field cannot be left without one; tests/unit/activity-words
 * holds the words to the schema's.
 */
export const PRODUCT_FIELD_LABELS: Record<ProductField | 'images' | 'documents', string> = {
  name: 'Nama produk',
  slug: 'Slug',
  sku: 'SKU',
  category_id: 'Kategori',
  price: 'Harga',
  stock: 'Stok',
  short_description: 'Deskripsi singkat',
  long_description: 'Deskripsi lengkap',
  meta_title: 'Meta title',
  meta_description: 'Meta description',
  meta_keywords: 'Meta keywords',
  brand: 'Merek',
  model: 'Model',
  gtin: 'GTIN',
  tkdn_percent: 'TKDN',
  tkdn_certificate: 'Nomor sertifikat TKDN',
  bmp_percent: 'BMP',
  akl_number: 'Nomor izin edar',
  sni: 'SNI',
  ekatalog_url: 'Tautan Katalog Elektronik',
  lead_time: 'Waktu inden',
  warranty_months: 'Garansi',
  status: 'Status',
  is_active: 'Status aktif',
  publish_at: 'Jadwal terbit',
  unpublish_at: 'Jadwal berhenti tayang',
  whatsapp_number: 'Nomor WhatsApp',
  whatsapp_template: 'Template WhatsApp',
  tags: 'Tag',
  specifications: 'Spesifikasi',
  indonesian: 'Teks Indonesia',
  image_alts: 'Teks alternatif gambar',
  related: 'Produk terkait',
  images: 'Gambar',
  documents: 'Dokumen',
};
