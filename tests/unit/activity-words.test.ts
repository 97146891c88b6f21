import { describe, expect, it } from 'vitest';
import { describeChange } from '#admin/features/activity/change-words.ts';
import type { FieldWords } from '#shared/activity/field-words.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';
import { PRODUCT_FIELD_LABELS } from '#shared/product/field-labels.ts';
import { SECURITY_SETTINGS_WORDS } from '#shared/accounts/sign-in.ts';
import { SETTINGS_FIELD_WORDS } from '#shared/settings/schema.ts';

/* The activity log's changes in the admin's words: labels and values by kind of field. */

const categoryName = (id: number) => ({ 3: 'pH Meter', 5: 'Spektrofotometer' })[id];

describe('describeChange', () => {
  it.each([
    ['money', 'product', 'price', 19_250_000, 21_175_000, 'Harga', 'Rp 19.250.000', 'Rp 21.175.000'],
    ['count', 'product', 'stock', 1250, 0, 'Stok', '1.250', '0'],
    [
      'instant (WIB)',
      'product',
      'publish_at',
      '',
      '2026-12-05T03:00:00.000Z',
      'Jadwal terbit',
      '—',
      '5 Des 2026, 10.00 WIB',
    ],
    ['status', 'product', 'status', 'draft', 'published', 'Status', 'Draf', 'Tayang'],
    ['switch', 'product', 'is_active', true, false, 'Status aktif', 'Aktif', 'Nonaktif'],
    ['category', 'product', 'category_id', 5, 3, 'Kategori', 'Spektrofotometer', 'pH Meter'],
    ['unknown category', 'product', 'category_id', 99, 3, 'Kategori', '#99', 'pH Meter'],
    ['words', 'product', 'tags', '["ph","lab"]', '[]', 'Tag', 'ph, lab', '—'],
    [
      'items',
      'product',
      'images',
      '["/uploads/a.png"]',
      '["/uploads/a.png","/uploads/b.png"]',
      'Gambar',
      '1 gambar',
      '2 gambar',
    ],
    [
      'shortened list',
      'product',
      'specifications',
      '[{"name":"Garansi","value":"2 ta…',
      '[]',
      'Spesifikasi',
      '[{"name":"Garansi","value":"2 ta…',
      '—',
    ],
    ['phone', 'product', 'whatsapp_number', '', '6281288804512', 'Nomor WhatsApp', '—', '0812-8880-4512'],
    ['text', 'product', 'name', 'RawLab PH-20', 'RawLab PH-20 Pro', 'Nama produk', 'RawLab PH-20', 'RawLab PH-20 Pro'],
    ['percent', 'settings', 'ppn_rate', 11, 12, 'Tarif PPN', '11%', '12%'],
    [
      'PPN mode',
      'settings',
      'ppn_mode',
      'flat',
      'dpp_nilai_lain',
      'Cara menulis PPN',
      'Tarif × harga',
      'DPP nilai lain 11/12 × 12%',
    ],
    ['yes / no', 'settings', 'auto_reply', false, true, 'Balasan otomatis', 'Tidak', 'Ya'],
    ['2FA switch', 'settings', 'require_two_factor', false, true, 'Wajibkan verifikasi dua langkah', 'Tidak', 'Ya'],
    [
      'date',
      'quotation',
      'valid_until',
      '2026-12-31',
      '2027-01-15',
      'Berlaku sampai',
      '31 Desember 2026',
      '15 Januari 2027',
    ],
    ['quote status', 'quote', 'status', 'baru', 'diproses', 'Status', 'Baru', 'Diproses'],
    ['contact status', 'contact', 'status', 'new', 'in_progress', 'Status', 'Baru', 'Ditindaklanjuti'],
    ['user status', 'user', 'status', 'active', 'inactive', 'Status', 'Aktif', 'Nonaktif'],
    [
      'hidden',
      'user',
      'passwordHash',
      '(disembunyikan)',
      '(disembunyikan)',
      'Password',
      '(disembunyikan)',
      '(disembunyikan)',
    ],
    ['unknown field', 'product', 'brand_new_field', 'a', 'b', 'brand_new_field', 'a', 'b'],
    ['unknown status', 'product', 'status', 'archived', 'draft', 'Status', 'archived', 'Draf'],
  ] as const)('%s: %s.%s', (_kind, entity, field, from, to, label, fromWords, toWords) => {
    // A settings change comes with its words from the log's answer (activity/read.ts adds the model's).
    const owned: Record<string, FieldWords> = { ...SETTINGS_FIELD_WORDS, ...SECURITY_SETTINGS_WORDS };
    const words = entity === 'settings' ? { words: owned[field] } : {};
    expect(describeChange(entity, { field, from, to, ...words }, { categoryName })).toEqual({
      label,
      from: fromWords,
      to: toWords,
    });
  });
});

describe('product field labels', () => {
  /** The label the schema's own message for a missing or wrong value starts with, when it has one. */
  const schemaMessage = (field: keyof typeof ProductFieldsSchema.shape) => {
    const result = ProductFieldsSchema.shape[field].safeParse(Symbol('wrong'));
    return result.success ? '' : (result.error.issues[0]?.message ?? '');
  };

  it.each(Object.keys(ProductFieldsSchema.shape) as (keyof typeof ProductFieldsSchema.shape)[])(
    '%s reads as its schema names it',
    (field) => {
      const label = PRODUCT_FIELD_LABELS[field];
      expect(label).toEqual(expect.any(String));
      // Where the schema's message names the field (all but the two without a label of their own), the
      // label is its words: 'Harga wajib diisi…' → 'Harga'.
      const named = /^([A-Z][\w ]*?) (wajib|harus|tidak)/.exec(schemaMessage(field))?.[1];
      if (field === 'indonesian' || field === 'image_alts') expect(named).toBeUndefined();
      else expect(named).toBe(label);
    },
  );
});
