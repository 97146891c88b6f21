import { formatIdDateTime } from '#shared/common/format.ts';
import { formatPhone } from '#shared/common/phone.ts';
import { QUOTE_STATUS_LABELS } from '#shared/quote/limits.ts';
import { type QuoteSummary } from '#shared/quote/admin.ts';
import { toCsv } from '../../lib/csv.ts';

/** One row per request, newest first as listed; amounts as plain numbers for spreadsheet sums. */
export function quotesCsv(quotes: readonly QuoteSummary[]): string {
  return toCsv([
    [
      'No',
      'Referensi',
      'Tanggal',
      'Nama',
      'Instansi',
      'Telepon',
      'Kota',
      'Jumlah Produk',
      'Ditandai',
      'Total (IDR)',
      'Status',
      'Diubah oleh',
      'Diubah pada',
      'Tanggal (ISO)',
    ],
    ...quotes.map((quote, index) => [
      index + 1,
      quote.reference,
      formatIdDateTime(quote.created_at),
      quote.name,
      quote.institution,
      formatPhone(quote.phone),
      quote.city,
      quote.items,
      quote.flagged,
      quote.total,
      QUOTE_STATUS_LABELS[quote.status],
      quote.status_by,
      quote.status_at ? formatIdDateTime(quote.status_at) : '',
      quote.created_at,
    ]),
  ]);
}

export function quotesCsvFilename(now = new Date()): string {
  return `penawaran-rawlab-${now.toISOString().slice(0, 10)}.csv`;
}
