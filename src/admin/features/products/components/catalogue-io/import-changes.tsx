import type { ImportValue, ImportValueChange } from '#shared/catalogue-io.ts';
import { formatIdDateTime, formatIdr } from '#shared/format.ts';
import { PRODUCT_FIELD_LABELS } from '#shared/product/field-labels.ts';
import { groupRupiah } from '#shared/rupiah.ts';

/*
 * An update's changes as the admin reads them before importing: the column's label as the product
 * form names it, and its value as the admin sees it elsewhere (Rupiah for a price, 'Tayang' for
 * published, a date in WIB), old → new.
 */

const LABELS: Record<string, string> = {
  sku: 'SKU',
  name: 'Nama Produk',
  slug: 'Slug (URL)',
  category: 'Kategori',
  price: 'Harga',
  stock: 'Stok',
  short_description: 'Deskripsi Singkat',
  long_description: 'Deskripsi Lengkap',
  meta_title: 'Meta Title',
  meta_description: 'Meta Description',
  meta_keywords: 'Meta Keywords',
  status: 'Status',
  is_active: 'Aktif',
  publish_at: 'Tayang otomatis pada',
  unpublish_at: 'Berhenti tayang pada',
  whatsapp_number: 'Nomor WhatsApp',
  whatsapp_template: 'Template Pesan',
  tags: 'Tag',
};

const STATUS_WORDS: Record<string, string> = { draft: 'Draf', published: 'Tayang' };

/** 'price' → 'Harga'; 'spec:Garansi' → 'Spesifikasi Garansi'; 'indonesian:tags' → 'Tag (Indonesia)'. */
export function columnLabel(column: string): string {
  if (column.startsWith('indonesian:')) return `${columnLabel(column.slice('indonesian:'.length))} (Indonesia)`;
  if (column.startsWith('spec:')) return `Spesifikasi ${column.slice('spec:'.length)}`;
  return LABELS[column] ?? (PRODUCT_FIELD_LABELS as Record<string, string>)[column] ?? column;
}

/** A value as the admin sees it elsewhere; nothing is '(kosong)'. */
export function shownValue(column: string, value: ImportValue): string {
  if (value === null || value === '') return '(kosong)';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') {
    if (column === 'price') return formatIdr(value);
    // A percentage such as TKDN 41,5 keeps its decimal, written the Indonesian way.
    return Number.isInteger(value) ? groupRupiah(value) : value.toLocaleString('id-ID');
  }
  if (column === 'status') return STATUS_WORDS[value] ?? value;
  if ((column === 'publish_at' || column === 'unpublish_at') && !Number.isNaN(Date.parse(value))) {
    return formatIdDateTime(value);
  }
  return value;
}

/** The changed columns of one updated row, each old → new. */
export function ValueChanges({ diff }: { diff: ImportValueChange[] }) {
  return (
    <ul className="mt-1 space-y-0.5 border-l-2 border-slate-200 pl-3" data-testid="import-diff">
      {diff.map((change) => (
        <li key={change.column} className="break-words">
          <span className="font-medium text-slate-700">{columnLabel(change.column)}:</span>{' '}
          <span className="text-slate-600">{shownValue(change.column, change.old)}</span>{' '}
          <span aria-hidden="true">→</span>
          <span className="sr-only">menjadi</span>{' '}
          <span className="font-medium text-slate-900">{shownValue(change.column, change.new)}</span>
        </li>
      ))}
    </ul>
  );
}
