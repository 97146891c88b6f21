import type { ActivityChange, ChangeValue } from '#shared/activity/entry.ts';
import type { FieldWords } from '#shared/activity/field-words.ts';
import type { ActivityEntity } from '#shared/activity/labels.ts';
import { formatIdDate, formatIdDateTime, formatIdr } from '#shared/common/format.ts';
import { formatPhone } from '#shared/common/phone.ts';
import { PRODUCT_FIELD_LABELS } from '#shared/product/field-labels.ts';
import { PPN_MODE_LABELS } from '#shared/quote/quotation/ppn.ts';
import { SERVICE_STATUS_LABELS } from '#shared/service/status.ts';

/*
 * An activity entry's changes in the admin's words: each field under its Indonesian label and each
 * value as the rest of the panel writes it ('Harga: Rp 19.250.000 → Rp 21.175.000', times in WIB,
 * statuses by their names), not as the log stores them (`price: 19250000 → 21175000`). A field this
 * table does not know keeps its stored name and value, so nothing recorded is ever hidden. A change
 * whose model owns its fields' words (the settings) carries them from the log's answer.
 */

const PRODUCT_KINDS: Partial<Record<keyof typeof PRODUCT_FIELD_LABELS, Omit<FieldWords, 'label'>>> = {
  price: { kind: 'money' },
  stock: { kind: 'count' },
  category_id: { kind: 'category' },
  status: { kind: { draft: 'Draf', published: 'Tayang' } },
  is_active: { kind: { true: 'Aktif', false: 'Nonaktif' } },
  publish_at: { kind: 'instant' },
  unpublish_at: { kind: 'instant' },
  whatsapp_number: { kind: 'phone' },
  tags: { kind: 'words' },
  specifications: { kind: 'items', unit: 'baris' },
  image_alts: { kind: 'items', unit: 'teks' },
  related: { kind: 'items', unit: 'produk' },
  images: { kind: 'items', unit: 'gambar' },
  documents: { kind: 'items', unit: 'dokumen' },
};

const PRODUCT: Record<string, FieldWords> = Object.fromEntries(
  Object.entries(PRODUCT_FIELD_LABELS).map(([field, label]) => [
    field,
    { label, ...PRODUCT_KINDS[field as keyof typeof PRODUCT_FIELD_LABELS] },
  ]),
);

const ENTITY_FIELDS: Record<ActivityEntity, Record<string, FieldWords>> = {
  product: PRODUCT,
  category: {
    name: { label: 'Nama kategori' },
    slug: { label: 'Slug' },
    description: { label: 'Deskripsi' },
    english: { label: 'Teks English' },
    color: { label: 'Warna' },
  },
  // The settings' words come with each change (their schemas own them: settings/schema.ts).
  settings: {},
  user: {
    name: { label: 'Nama' },
    email: { label: 'Email' },
    role: { label: 'Role' },
    status: { label: 'Status', kind: { active: 'Aktif', inactive: 'Nonaktif' } },
    passwordHash: { label: 'Password' },
  },
  service_request: {
    status: { label: 'Status', kind: SERVICE_STATUS_LABELS.id },
    assignee: { label: 'Petugas' },
    internal_notes: { label: 'Catatan internal' },
    message: { label: 'Pesan ke pelanggan' },
  },
  quote: {
    status: { label: 'Status', kind: { baru: 'Baru', diproses: 'Diproses', selesai: 'Selesai', batal: 'Batal' } },
    catatan: { label: 'Catatan internal' },
  },
  quotation: {
    lines: { label: 'Baris penawaran', kind: 'items', unit: 'baris' },
    tax_rate: { label: 'Tarif PPN', kind: 'percent' },
    ppn_mode: { label: 'Cara menulis PPN', kind: PPN_MODE_LABELS },
    prices_include_tax: { label: 'Harga sudah termasuk PPN', kind: 'yesno' },
    valid_until: { label: 'Berlaku sampai', kind: 'date' },
    payment_terms: { label: 'Syarat pembayaran' },
    delivery_time: { label: 'Waktu pengiriman' },
    notes: { label: 'Catatan' },
    signatory: { label: 'Penanda tangan' },
  },
  contact: {
    status: { label: 'Status', kind: { new: 'Baru', in_progress: 'Ditindaklanjuti', done: 'Selesai' } },
    catatan: { label: 'Catatan internal' },
  },
  instrument: {
    product_id: { label: 'Produk (ID)' },
    serial_number: { label: 'Nomor seri' },
    customer: { label: 'Pelanggan' },
    delivered_on: { label: 'Tanggal kirim', kind: 'date' },
    warranty_months: { label: 'Masa garansi (bulan)', kind: 'count' },
    calibration_interval_months: { label: 'Interval kalibrasi (bulan)', kind: 'count' },
    last_calibrated_on: { label: 'Kalibrasi terakhir', kind: 'date' },
    quotation_reference: { label: 'Nomor penawaran' },
  },
};

export interface ChangeWords {
  label: string;
  from: string;
  to: string;
}

/** Lookups a value may need: category names by id (the categories the panel has loaded). */
export interface ChangeContext {
  categoryName?: (id: number) => string | undefined;
}

const EMPTY = '—';
const count = new Intl.NumberFormat('id-ID');

/** A stored list or object (short JSON), or null when it was shortened past reading. */
function parsed(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function valueWords(value: ChangeValue, words: FieldWords, context: ChangeContext): string {
  if (value === null || value === '') return EMPTY;
  const kind = words.kind ?? 'text';
  if (typeof kind === 'object') return kind[String(value)] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') {
    if (kind === 'money') return formatIdr(value);
    if (kind === 'percent') return `${count.format(value)}%`;
    if (kind === 'category') return context.categoryName?.(value) ?? `#${value}`;
    return count.format(value);
  }
  if (kind === 'instant' && !Number.isNaN(Date.parse(value))) return `${formatIdDateTime(value)} WIB`;
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatIdDate(`${value}T12:00:00+07:00`);
  if (kind === 'phone') return formatPhone(value);
  const list = kind === 'words' || kind === 'items' ? parsed(value) : null;
  if (Array.isArray(list)) {
    if (list.length === 0) return EMPTY;
    if (kind === 'words') return list.join(', ');
    return `${count.format(list.length)} ${words.unit ?? 'item'}`;
  }
  return value;
}

/** One change as the admin reads it: the field's label and both values in the panel's formats. */
export function describeChange(entity: string, change: ActivityChange, context: ChangeContext = {}): ChangeWords {
  const words = change.words ?? ENTITY_FIELDS[entity as ActivityEntity]?.[change.field] ?? { label: change.field };
  return {
    label: words.label,
    from: valueWords(change.from, words, context),
    to: valueWords(change.to, words, context),
  };
}
