import { z } from '../common/zod.ts';
import { nonNegativeInt } from '../common/fields.ts';
import { AdminListQuerySchema } from './list-query.ts';
import { PRODUCT_STATUSES } from '../product/fields.ts';

/*
 * The catalogue's file import and export and the list's bulk edit, as the admin panel and the
 * functions both see them (docs/catalogue-files.md).
 */

/** `GET /api/admin/products/export`: the admin list's filters (no page) and the file format. */
export const ProductExportQuerySchema = AdminListQuerySchema.omit({ page: true, per_page: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Format harus csv atau xlsx' }),
});

/** The admin list's filters alone: `GET /api/admin/products/ids` answers every matching id. */
export const ProductSelectionQuerySchema = AdminListQuerySchema.omit({ page: true, per_page: true });

export interface ImportRowError {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  /** The column's header as the file writes it ('' for the row as a whole). */
  column: string;
  message: string;
}

/** A value as the preview shows it: a number, a switch, a text (a long one cut at 200 characters), or none. */
export type ImportValue = string | number | boolean | null;

/** One column an update changes: the value stored now and the value the file gives it. */
export interface ImportValueChange {
  /** The column's header as the file writes it (`price`, `spec:Garansi`). */
  column: string;
  old: ImportValue;
  new: ImportValue;
}

export interface ImportRowPreview {
  row: number;
  sku: string;
  name: string;
  /** For an update: the columns whose value changes. */
  changes?: string[];
  /** For an update: each changed column's old and new value (a category by its name, tags as one cell). */
  diff?: ImportValueChange[];
}

/** What an import (or its dry run) did or would do; the same shape both ways. */
export interface ImportReport {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportRowError[];
  /** The first rows of each kind, for the preview. */
  preview: { created: ImportRowPreview[]; updated: ImportRowPreview[]; unchanged: ImportRowPreview[] };
  /**
   * The version of every product the file updates, as the dry run saw it: sent back with the
   * confirmed import (`versions` field), a product changed since is reported instead of overwritten.
   */
  versions: Record<string, number>;
}

/** How far an import being applied has come (the streamed answer's lines before the report). */
export interface ImportProgress {
  done: number;
  total: number;
}

export const BULK_ACTIONS = [
  'set_status',
  'set_active',
  'set_category',
  'set_stock',
  'adjust_price_percent',
  'set_price',
  'archive',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const MAX_BULK_IDS = 10_000;

const bulkBase = z.object({
  ids: z
    .array(z.number({ error: 'Id produk harus angka' }).int().positive(), { error: 'ids harus berupa daftar' })
    .min(1, 'Pilih minimal satu produk')
    .max(MAX_BULK_IDS, `Maksimal ${MAX_BULK_IDS.toLocaleString('id-ID')} produk sekali ubah`),
  /** The version each product had on the admin's screen: a product changed since is reported, not changed. */
  versions: z.record(z.string(), z.number().int().positive()).optional(),
});

export const BulkEditSchema = z.discriminatedUnion(
  'action',
  [
    bulkBase.extend({
      action: z.literal('set_status'),
      value: z.enum(PRODUCT_STATUSES, { error: 'Status harus draft atau published' }),
    }),
    bulkBase.extend({ action: z.literal('set_active'), value: z.boolean({ error: 'Nilai harus true atau false' }) }),
    bulkBase.extend({
      action: z.literal('set_category'),
      value: z.number({ error: 'Kategori wajib dipilih' }).int().positive('Kategori wajib dipilih'),
    }),
    bulkBase.extend({ action: z.literal('set_stock'), value: nonNegativeInt('Stok', 1_000_000) }),
    bulkBase.extend({
      action: z.literal('adjust_price_percent'),
      value: z
        .number({ error: 'Persentase wajib diisi' })
        .min(-99, 'Persentase minimal -99')
        .max(1000, 'Persentase maksimal 1000'),
    }),
    bulkBase.extend({ action: z.literal('set_price'), value: nonNegativeInt('Harga', 100_000_000_000) }),
    bulkBase.extend({ action: z.literal('archive'), value: z.unknown().optional() }),
  ],
  { error: 'Aksi tidak dikenal' },
);
export type BulkEdit = z.infer<typeof BulkEditSchema>;

export interface BulkResult {
  id: number;
  ok: boolean;
  message?: string;
}
