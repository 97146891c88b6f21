/*
 * The activity log's kinds of record and its words for them and for actions, apart from its schemas
 * (entry.ts re-exports them): the admin's activity screen shows them before any schema is needed.
 */

export const ACTIVITY_ENTITIES = [
  'product',
  'category',
  'settings',
  'user',
  'quote',
  'quotation',
  'contact',
  'instrument',
  'service_request',
] as const;
export type ActivityEntity = (typeof ACTIVITY_ENTITIES)[number];

/** Actions as the admin reads them. */
export const ACTION_LABELS: Record<string, string> = {
  create: 'Menambahkan',
  update: 'Mengubah',
  delete: 'Menghapus',
  archive: 'Mengarsipkan',
  restore: 'Memulihkan',
  purge: 'Menghapus permanen',
  revert: 'Memulihkan versi',
  import: 'Mengimpor',
  bulk: 'Edit massal',
  move: 'Memindahkan',
  status: 'Mengubah status',
  send: 'Mengirim',
  schedule: 'Menerapkan jadwal terbit',
  note: 'Menambahkan catatan internal',
  message: 'Mengirim pesan ke pelanggan',
  certificate: 'Mengunggah sertifikat kalibrasi',
  '2fa_enable': 'Mengaktifkan verifikasi dua langkah',
  '2fa_disable': 'Menonaktifkan verifikasi dua langkah',
  '2fa_reset': 'Mereset verifikasi dua langkah',
  '2fa_require': 'Mengubah kewajiban verifikasi dua langkah',
  '2fa_recovery_codes': 'Membuat kode pemulihan baru',
};

export const ENTITY_LABELS: Record<ActivityEntity, string> = {
  product: 'Produk',
  category: 'Kategori',
  settings: 'Pengaturan',
  user: 'Pengguna',
  quote: 'Permintaan Penawaran',
  quotation: 'Penawaran resmi',
  contact: 'Kontak',
  instrument: 'Instrumen',
  service_request: 'Permintaan Layanan',
};
