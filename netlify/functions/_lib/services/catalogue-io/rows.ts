import type { ImportRowError } from '#shared/catalogue-io.ts';
import { newProductFields } from '#shared/product/field-defaults.ts';
import { ProductFieldsSchema, type ProductFields, type Specification } from '#shared/product/fields.ts';
import { PRODUCT_FIELD_LABELS } from '#shared/product/field-labels.ts';
import { HttpError } from '../../errors.ts';
import type { CategoryRecord } from '../catalog/index.ts';
import {
  cellText,
  quoted,
  readAmount,
  readChoice,
  readDecimal,
  readSwitch,
  readTags,
  restoreFormulaText,
  type Cell,
} from './cells.ts';
import {
  FIELD_COLUMNS,
  TRANSLATION_COLUMNS,
  headerKey,
  indonesianSpecHeader,
  indonesianSpecName,
  specHeader,
  specName,
  type FieldColumn,
  type TranslationColumn,
} from './layout.ts';
import { separatorName, type Separator } from './csv.ts';
import { MAX_ROWS } from './files.ts';

/*
 * One spreadsheet row into the product's fields: the stored product's fields (or a new product's
 * defaults) with the columns the file has written over them, validated by the form's own schema.
 */

/** A column of the file: one of the product's fields, an Indonesian text, or a specification in either language. */
export type FileColumn = { index: number; header: string } & (
  { field: FieldColumn } | { translation: TranslationColumn } | { spec: string } | { indonesianSpec: string }
);

export interface FileHeader {
  columns: FileColumn[];
  skuIndex: number;
}

const LABELS: Partial<Record<keyof ProductFields, string>> = { price: 'Harga', stock: 'Stok', is_active: 'Aktif' };

/** Number fields that may be unknown (their default is null): decimals allowed, an empty cell clears them. */
const defaults: Record<string, unknown> = newProductFields();
const mayBeUnknown = (field: keyof ProductFields) => defaults[field] === null;

const separatorNote = (separator?: Separator) =>
  separator ? ` Pemisah kolom yang dipakai: ${separatorName(separator)}, dibaca dari baris judul.` : '';

const fileError = (message: string) => new HttpError(422, message, { errors: { file: [message] } });

/**
 * The header row: every column known, none twice, `sku` present; otherwise the whole file is refused.
 * `separator`: a CSV's, named in the refusal so a person sees how the line was split.
 */
export function readHeader(header: Cell[], separator?: Separator): FileHeader {
  const byKey = new Map(FIELD_COLUMNS.map((column) => [column.header, column]));
  const translations = new Map(TRANSLATION_COLUMNS.map((column) => [column.header, column]));
  const seen = new Set<string>();
  const unknown: string[] = [];
  const columns: FileColumn[] = [];
  header.forEach((cell, index) => {
    const text = cellText(cell)
      .replace(/^\uFEFF/, '')
      .trim();
    if (text === '') return;
    const spec = specName(text);
    const indonesianSpec = indonesianSpecName(text);
    const key =
      spec !== undefined
        ? `spec:${spec.toLowerCase()}`
        : indonesianSpec !== undefined
          ? `indonesian:spec:${indonesianSpec.toLowerCase()}`
          : headerKey(text);
    if (seen.has(key)) throw fileError(`Kolom "${text}" ada dua kali di baris judul`);
    seen.add(key);
    if (spec !== undefined) {
      if (spec === '') throw fileError('Kolom spesifikasi harus bernama, mis. "spec:Garansi"');
      columns.push({ index, header: text, spec });
      return;
    }
    if (indonesianSpec !== undefined) {
      if (indonesianSpec === '') {
        throw fileError('Kolom spesifikasi Indonesia harus bernama, mis. "indonesian:spec:Garansi"');
      }
      columns.push({ index, header: text, indonesianSpec });
      return;
    }
    const field = byKey.get(key);
    const translation = translations.get(key);
    if (field) columns.push({ index, header: field.header, field });
    else if (translation) columns.push({ index, header: translation.header, translation });
    else unknown.push(text);
  });
  if (unknown.length > 0) {
    throw fileError(
      `Kolom tidak dikenal: ${unknown.join(', ')}.${separatorNote(separator)} Kolom yang dikenal: ${[...FIELD_COLUMNS, ...TRANSLATION_COLUMNS].map((c) => c.header).join(', ')}, spec:<nama spesifikasi> dan indonesian:spec:<nama spesifikasi>.`,
    );
  }
  const sku = columns.find((column) => 'field' in column && column.field.field === 'sku');
  if (!sku) {
    throw fileError(`Kolom "sku" wajib ada: baris dicocokkan dengan produk lewat SKU.${separatorNote(separator)}`);
  }
  return { columns, skuIndex: sku.index };
}

export function checkRowCount(dataRows: number): void {
  if (dataRows > MAX_ROWS) {
    throw new HttpError(413, `File berisi ${dataRows.toLocaleString('id-ID')} baris; maksimal 10.000 baris per file`);
  }
}

export const isEmptyRow = (row: Cell[]) => row.every((cell) => cellText(cell).trim() === '');

export interface CategoryLookup {
  find(text: string): CategoryRecord | undefined;
}

/** A category by its slug, its name, or its English name (where no other category's slug or name is the same). */
export function categoryLookup(categories: CategoryRecord[]): CategoryLookup {
  const byName = new Map<string, CategoryRecord>();
  for (const category of categories) {
    const english = category.english?.name.trim().toLowerCase();
    if (english) byName.set(english, category);
  }
  for (const category of categories) {
    byName.set(category.slug.toLowerCase(), category);
    byName.set(category.name.trim().toLowerCase(), category);
  }
  return { find: (text) => byName.get(text.trim().toLowerCase()) };
}

/** Specifications as the row leaves them: named columns set (or, empty, remove) a value; others stay. */
function mergeSpecs(current: Specification[], written: Map<string, string>): Specification[] {
  const lower = new Map([...written].map(([name, value]) => [name.toLowerCase(), { name, value }]));
  const used = new Set<string>();
  const kept = current.flatMap((spec) => {
    const key = spec.name.toLowerCase();
    const cell = lower.get(key);
    if (!cell || used.has(key)) return [spec];
    used.add(key);
    return cell.value === '' ? [] : [{ name: spec.name, value: cell.value }];
  });
  const added = [...lower].filter(([key, cell]) => !used.has(key) && cell.value !== '').map(([, cell]) => cell);
  return [...kept, ...added];
}

export type RowFields = { ok: true; fields: ProductFields } | { ok: false; errors: ImportRowError[] };

/**
 * The fields a row gives a product: `base` (the stored product's fields, or null for a new one)
 * with every cell of the file written over it. An empty number, switch, choice, category or slug
 * cell leaves the value as it is (a new product gets the default); an empty text clears the text.
 */
export function rowFields(
  row: Cell[],
  rowNumber: number,
  header: FileHeader,
  base: ProductFields | null,
  categories: CategoryLookup,
): RowFields {
  const errors: ImportRowError[] = [];
  const fields: Record<string, unknown> = base ? { ...base } : { ...newProductFields(), name: '', sku: '' };
  const specs = new Map<string, string>();
  const indonesianSpecs = new Map<string, string>();
  const indonesian: Record<string, unknown> = { ...(fields.indonesian as object) };
  for (const column of header.columns) {
    const cell = row[column.index] ?? null;
    const fail = (message: string) => errors.push({ row: rowNumber, column: column.header, message });
    if ('spec' in column) {
      specs.set(column.spec, restoreFormulaText(cellText(cell).trim()));
      continue;
    }
    if ('indonesianSpec' in column) {
      indonesianSpecs.set(column.indonesianSpec, restoreFormulaText(cellText(cell).trim()));
      continue;
    }
    if ('translation' in column) {
      const text = restoreFormulaText(cellText(cell));
      indonesian[column.translation.field] = column.translation.kind === 'tags' ? readTags(text) : text;
      continue;
    }
    const { field, kind } = column.field;
    const label = LABELS[field] ?? field;
    switch (kind) {
      case 'number': {
        if (mayBeUnknown(field)) {
          const value = readDecimal(cell, PRODUCT_FIELD_LABELS[field]);
          if (!value.ok) fail(value.message);
          else fields[field] = value.value;
          break;
        }
        const amount = readAmount(cell, label, field === 'price');
        if (!amount.ok) fail(amount.message);
        else if (amount.value !== null) fields[field] = amount.value;
        break;
      }
      case 'boolean': {
        const value = readSwitch(cell, label);
        if (!value.ok) fail(value.message);
        else if (value.value !== null) fields[field] = value.value;
        break;
      }
      case 'choice': {
        const value = readChoice(cell);
        if (value !== '') fields[field] = value;
        break;
      }
      case 'category': {
        const text = cellText(cell).trim();
        if (text === '') break;
        const category = categories.find(text);
        if (category) fields.category_id = category.id;
        else fail(`Kategori "${text}" tidak ditemukan; buat dulu di menu Kategori atau perbaiki namanya`);
        break;
      }
      case 'tags':
        fields.tags = readTags(restoreFormulaText(cellText(cell)));
        break;
      default: {
        const text = restoreFormulaText(cellText(cell));
        // The slug of a stored product stays unless the file gives another; a new one takes its name's.
        if (field === 'slug' && text.trim() === '') break;
        fields[field] = text;
      }
    }
  }
  if (specs.size > 0) fields.specifications = mergeSpecs((base?.specifications ?? []) as Specification[], specs);
  if (indonesianSpecs.size > 0) {
    indonesian.specifications = mergeSpecs(base?.indonesian.specifications ?? [], indonesianSpecs);
  }
  fields.indonesian = indonesian;
  const parsed = ProductFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A choice names what was written, as the readers above do: "Status harus draft atau published, bukan 'live'".
      const choice = header.columns.find(
        (column) => 'field' in column && column.field.kind === 'choice' && column.field.field === issue.path[0],
      );
      const message = choice ? `${issue.message}, bukan ${quoted(row[choice.index] ?? null)}` : issue.message;
      errors.push({ row: rowNumber, column: columnOfIssue(issue.path, fields), message });
    }
  }
  if (errors.length > 0) return { ok: false, errors: dedupe(errors) };
  return { ok: true, fields: parsed.data! };
}

function columnOfIssue(path: PropertyKey[], fields: Record<string, unknown>): string {
  const [field, index] = path;
  if (field === 'specifications' && typeof index === 'number') {
    const spec = (fields.specifications as Specification[] | undefined)?.[index];
    return spec ? specHeader(spec.name) : 'specifications';
  }
  if (field === 'indonesian') {
    const [, text, row] = path;
    if (text === 'specifications' && typeof row === 'number') {
      const spec = (fields.indonesian as { specifications?: Specification[] }).specifications?.[row];
      return spec ? indonesianSpecHeader(spec.name) : 'indonesian:spec';
    }
    return TRANSLATION_COLUMNS.find((column) => column.field === text)?.header ?? 'indonesian';
  }
  return FIELD_COLUMNS.find((column) => column.field === field)?.header ?? String(field ?? '');
}

/** A cell the reader refused is not reported again by the schema (a missing price, say). */
function dedupe(errors: ImportRowError[]): ImportRowError[] {
  const firstByColumn = new Map<string, ImportRowError>();
  for (const error of errors) if (!firstByColumn.has(error.column)) firstByColumn.set(error.column, error);
  return [...firstByColumn.values()];
}

/** The file's columns whose value differs between two sets of fields (what an update changes). */
export function changedColumns(before: ProductFields, after: ProductFields): string[] {
  const changed = FIELD_COLUMNS.filter(
    (column) => JSON.stringify(before[column.field]) !== JSON.stringify(after[column.field]),
  ).map((column) => column.header);
  if (JSON.stringify(before.specifications) !== JSON.stringify(after.specifications)) changed.push('spec');
  for (const column of TRANSLATION_COLUMNS) {
    if (JSON.stringify(before.indonesian[column.field]) !== JSON.stringify(after.indonesian[column.field])) {
      changed.push(column.header);
    }
  }
  if (JSON.stringify(before.indonesian.specifications) !== JSON.stringify(after.indonesian.specifications)) {
    changed.push('indonesian:spec');
  }
  return changed;
}
