import type { ActivityChange, ChangeValue } from '#shared/activity/entry.ts';
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
 * table does not know keeps its stored name and value, so nothing recorded is ever hidden.
 */

type Kind =
  | 'text'
  | 'money'
  | 'count'
  | 'percent'
  | 'instant'
  | 'date'
  | 'yesno'
  | 'phone'
  | 'category'
  | 'words'
  | 'items'
  | Readonly<Record<string, string>>;

interface FieldWords {
  label: string;
  kind?: Kind;
  /** What one item of a list is called ('gambar', 'baris'). */
  unit?: string;
}

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
  settings: {
    whatsapp_number: { label: 'Nomor WhatsApp', kind: 'phone' },
    whatsapp_template: { label: 'Template Pesan' },
    whatsapp_template_en: { label: 'Template WhatsApp (English)' },
    company_name: { label: 'Nama Perusahaan' },
    company_email: { label: 'Email Perusahaan' },
    company_phone: { label: 'Telepon Perusahaan' },
    company_address: { label: 'Alamat Perusahaan' },
    quote_validity_days: { label: 'Masa berlaku surat penawaran (hari)', kind: 'count' },
    enable_notifications: { label: 'Notifikasi pesan masuk', kind: 'yesno' },
    auto_reply: { label: 'Balasan otomatis', kind: 'yesno' },
    category_whatsapp: { label: 'Nomor WhatsApp per kategori', kind: 'items', unit: 'nomor' },
    sales_numbers: { label: 'Nomor sales (bergiliran)', kind: 'items', unit: 'nomor' },
    business_hours: { label: 'Jam kerja' },
    npwp: { label: 'NPWP' },
    letterhead_address: { label: 'Alamat kop surat' },
    bank_accounts: { label: 'Rekening bank', kind: 'items', unit: 'rekening' },
    quotation_payment_terms: { label: 'Syarat pembayaran bawaan' },
    quotation_delivery_time: { label: 'Waktu pengiriman bawaan' },
    signatory_name: { label: 'Penanda tangan' },
    signatory_title: { label: 'Jabatan penanda tangan' },
    ppn_rate: { label: 'Tarif PPN', kind: 'percent' },
    ppn_mode: { label: 'Cara menulis PPN', kind: PPN_MODE_LABELS },
    prices_include_ppn: { label: 'Harga sudah termasuk PPN', kind: 'yesno' },
    staff_can_send_quotations: { label: 'Staff boleh mengirim penawaran', kind: 'yesno' },
    require_two_factor: { label: 'Wajibkan verifikasi dua langkah', kind: 'yesno' },
  },
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
  const known = ENTITY_FIELDS[entity as ActivityEntity]?.[change.field];
  const words = known ?? { label: change.field };
  return {
    label: words.label,
    from: valueWords(change.from, words, context),
    to: valueWords(change.to, words, context),
  };
}
