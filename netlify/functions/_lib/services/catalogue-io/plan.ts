import type { ImportReport, ImportRowError, ImportRowPreview, ImportValueChange } from '#shared/catalogue/io.ts';
import { ProductFieldsSchema, type ProductFields } from '#shared/product/fields.ts';
import { isLive, migrateRecord, skuKeyOf, type ProductRecord } from '#shared/product/record.ts';
import { slugify } from '#shared/common/slug.ts';
import type { Deps } from '../../deps.ts';
import {
  type ImportCreate,
  type ImportUpdate,
  listCategories,
  productIdsBySku,
  readProducts,
  readSummaries,
} from '../catalog/index.ts';
import { cellText, type Cell } from './cells.ts';
import type { Separator } from './csv.ts';
import { valueChanges } from './diff.ts';
import { categoryLookup, changedColumns, checkRowCount, isEmptyRow, readHeader, rowFields } from './rows.ts';

/*
 * The plan of an import: what each row of the file would do to the catalogue as it is now. A dry run
 * answers it; an apply commits it (apply.ts). Rows are matched by SKU without regard to case.
 */

export type PlannedCreate = ImportCreate;

export interface PlannedUpdate extends ImportUpdate {
  /** The stored product the row was planned against: its commit requires the same version. */
  current: ProductRecord;
  changes: string[];
  /** Old and new value of each changed column: kept for the rows the preview shows. */
  diff?: ImportValueChange[];
}

export interface ImportPlan {
  rows: number;
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: ImportRowPreview[];
  errors: ImportRowError[];
  /** Products the file names that were committed but missing from the list view: the apply lists them. */
  unlisted: number[];
}

const FORM_FIELDS = ProductFieldsSchema.keyof().options;

/** A stored product's fields as the form holds them (everything an admin writes). */
export const formFieldsOf = (record: ProductRecord) =>
  Object.fromEntries(FORM_FIELDS.map((field) => [field, record[field]])) as ProductFields;

/** Whole records of these ids, as the form reads them. */
async function readRecords(deps: Deps, ids: number[]): Promise<Map<number, ProductRecord>> {
  const stored = await readProducts(deps, ids);
  return new Map([...stored].map(([id, record]) => [id, migrateRecord(record)]));
}

/**
 * Plans the file's rows. `versions` are the versions a dry run saw (ImportReport.versions): a product
 * changed since is reported, not overwritten. `separator`: a CSV's, named if its header is refused.
 */
export async function planImport(
  deps: Deps,
  rows: Cell[][],
  versions: Record<string, number> = {},
  separator?: Separator,
): Promise<ImportPlan> {
  const [headerRow = [], ...data] = rows;
  const header = readHeader(headerRow, separator);
  checkRowCount(data.filter((row) => !isEmptyRow(row)).length);
  const [summaries, categories] = await Promise.all([readSummaries(deps), listCategories(deps)]);
  const live = summaries.filter(isLive);
  const idBySku = new Map(live.map((product) => [skuKeyOf(product.sku), product.id]));
  const slugOwner = new Map(live.map((product) => [product.slug, product.id]));
  const fileSkus = data.map((row) => skuKeyOf(cellText(row[header.skuIndex] ?? null))).filter(Boolean);
  const listed = new Set(idBySku.values());
  // Products committed but not yet in the list view (an import or save stopped between the two) are
  // found by their SKUs, so a rerun updates them instead of trying to create them again.
  for (const [sku, id] of await productIdsBySku(
    deps,
    fileSkus.filter((sku) => !idBySku.has(sku)),
  )) {
    idBySku.set(sku, id);
  }
  const unlisted = [...idBySku.values()].filter((id) => !listed.has(id));
  const records = await readRecords(
    deps,
    fileSkus.flatMap((sku) => idBySku.get(sku) ?? []),
  );
  // A file's product whose list entry is behind its record (a commit cut off before its list entry was
  // written) is listed again by the apply, as one never listed is.
  const listedVersion = new Map(live.map((product) => [product.id, product.version]));
  for (const record of records.values()) {
    if (isLive(record) && (listedVersion.get(record.id) ?? record.version) < record.version) unlisted.push(record.id);
  }
  const lookup = categoryLookup(categories);

  const plan: ImportPlan = { rows: 0, creates: [], updates: [], unchanged: [], errors: [], unlisted };
  const skuRows = new Map<string, number>();
  const slugRows = new Map<string, number>();
  data.forEach((row, index) => {
    const rowNumber = index + 2;
    if (isEmptyRow(row)) return;
    plan.rows += 1;
    const fail = (column: string, message: string) => plan.errors.push({ row: rowNumber, column, message });
    const sku = cellText(row[header.skuIndex] ?? null).trim();
    if (sku === '') return fail('sku', 'SKU wajib diisi');
    const skuRow = skuRows.get(skuKeyOf(sku));
    if (skuRow !== undefined) return fail('sku', `SKU ${sku} sudah ada di baris ${skuRow} file ini`);
    skuRows.set(skuKeyOf(sku), rowNumber);

    const id = idBySku.get(skuKeyOf(sku));
    const current = id === undefined ? undefined : records.get(id);
    if (current && !isLive(current)) return fail('sku', `SKU ${sku} baru saja dihapus; muat ulang lalu coba lagi`);
    const expected = current ? versions[String(current.id)] : undefined;
    if (current && expected !== undefined && expected !== current.version) {
      return fail('', 'Produk ini diubah admin lain sejak pratinjau; periksa lagi lalu impor ulang');
    }
    const base = current ? formFieldsOf(current) : null;
    const result = rowFields(row, rowNumber, header, base, lookup);
    if (!result.ok) {
      plan.errors.push(...result.errors);
      return;
    }
    // The SKU is the match key: a stored product keeps its spelling (rows match it without regard to case).
    const fields = { ...result.fields, sku: current?.sku ?? sku };
    const slug = fields.slug || (current?.slug ?? slugify(fields.name));
    if (!slug) return fail('name', 'Nama produk harus mengandung huruf atau angka');
    const owner = slugOwner.get(slug);
    if (owner !== undefined && owner !== current?.id) return fail('slug', `Slug ${slug} sudah dipakai produk lain`);
    const slugRow = slugRows.get(slug);
    if (slugRow !== undefined) return fail('slug', `Slug ${slug} sudah dipakai baris ${slugRow} file ini`);
    slugRows.set(slug, rowNumber);

    if (!current) {
      plan.creates.push({ kind: 'create', row: rowNumber, fields: { ...fields, slug }, slug });
      return;
    }
    const next = { ...fields, slug };
    const changes = changedColumns(base!, next);
    if (changes.length === 0) plan.unchanged.push({ row: rowNumber, sku: current.sku, name: current.name });
    else {
      const diff = plan.updates.length < PREVIEW_ROWS ? valueChanges(base!, next, categories) : undefined;
      plan.updates.push({ kind: 'update', row: rowNumber, fields: next, current, changes, diff });
    }
  });
  return plan;
}

const PREVIEW_ROWS = 5;

/** The report of a plan (a dry run) or of its outcome (an apply). */
export function reportOf(
  plan: Pick<ImportPlan, 'rows' | 'creates' | 'updates' | 'unchanged' | 'errors'>,
  dryRun: boolean,
): ImportReport {
  return {
    dry_run: dryRun,
    rows: plan.rows,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged.length,
    errors: [...plan.errors].sort((a, b) => a.row - b.row),
    preview: {
      created: plan.creates
        .slice(0, PREVIEW_ROWS)
        .map(({ row, fields }) => ({ row, sku: fields.sku, name: fields.name })),
      updated: plan.updates
        .slice(0, PREVIEW_ROWS)
        .map(({ row, fields, changes, diff }) => ({ row, sku: fields.sku, name: fields.name, changes, diff })),
      unchanged: plan.unchanged.slice(0, PREVIEW_ROWS),
    },
    versions: Object.fromEntries(plan.updates.map(({ current }) => [String(current.id), current.version])),
  };
}
