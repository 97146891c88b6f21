import type { AdminListQuery } from '#shared/list-query.ts';
import { migrateRecord, type ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import {
  categoryById,
  type CategoryRecord,
  listCategories,
  matchingAdminProducts,
  readAllRecords,
  storedAdminSearchScores,
} from '../catalog/index.ts';
import { writeTags } from './cells.ts';
import {
  FIELD_COLUMNS,
  TRANSLATION_COLUMNS,
  indonesianSpecHeader,
  specHeader,
  type FieldColumn,
  type TranslationColumn,
} from './layout.ts';
import { FILE_TYPES, writeCsv, writeXlsx, type FileFormat } from './files.ts';

/*
 * The catalogue as a spreadsheet: every product the admin list's filters match, one row each, in the
 * file layout of layout.ts. Importing the file as it is changes nothing.
 */

export type ExportQuery = Omit<AdminListQuery, 'page' | 'per_page'>;

export interface ExportedFile {
  body: string | Uint8Array<ArrayBuffer>;
  type: string;
  filename: string;
  rows: number;
}

function cellOf(column: FieldColumn, product: ProductRecord, categories: CategoryRecord[]): string | number {
  const value = product[column.field];
  switch (column.kind) {
    case 'category':
      return categoryById(categories, product.category_id)?.name ?? '';
    case 'tags':
      return writeTags(product.tags);
    case 'boolean':
      return value ? 1 : 0;
    case 'number':
      // An unknown number (TKDN, warranty, …) is an empty cell, which reads back as unknown.
      return value === null ? '' : (value as number);
    default:
      return String(value ?? '');
  }
}

function translationCellOf(column: TranslationColumn, product: ProductRecord): string {
  const value = product.indonesian[column.field];
  return column.kind === 'tags' ? writeTags(value as string[]) : String(value);
}

type Specifications = ProductRecord['specifications'];

/** Each specification name found, in order of appearance, and a product's value of each. */
function specificationColumns(products: readonly ProductRecord[], of: (product: ProductRecord) => Specifications) {
  const names = [...new Set(products.flatMap((product) => of(product).map((spec) => spec.name)))];
  const cells = (product: ProductRecord) => {
    const specs = new Map<string, string>();
    // A name listed twice keeps its first value: one column holds one value.
    for (const spec of of(product)) if (!specs.has(spec.name)) specs.set(spec.name, spec.value);
    return names.map((name) => specs.get(name) ?? '');
  };
  return { names, cells };
}

/**
 * The header and one row per product: the fields, the Indonesian texts, then a column for each
 * specification name found (English, then Indonesian).
 */
export function catalogueRows(products: readonly ProductRecord[], categories: CategoryRecord[]): (string | number)[][] {
  const english = specificationColumns(products, (product) => product.specifications);
  const indonesian = specificationColumns(products, (product) => product.indonesian.specifications);
  const header = [
    ...FIELD_COLUMNS.map((column) => column.header),
    ...TRANSLATION_COLUMNS.map((column) => column.header),
    ...english.names.map(specHeader),
    ...indonesian.names.map(indonesianSpecHeader),
  ];
  const rows = products.map((product) => [
    ...FIELD_COLUMNS.map((column) => cellOf(column, product, categories)),
    ...TRANSLATION_COLUMNS.map((column) => translationCellOf(column, product)),
    ...english.cells(product),
    ...indonesian.cells(product),
  ]);
  return [header, ...rows];
}

export async function exportCatalogue(deps: Deps, query: ExportQuery, format: FileFormat): Promise<ExportedFile> {
  const [stored, categories, scores] = await Promise.all([
    readAllRecords(deps),
    listCategories(deps),
    storedAdminSearchScores(deps, query.q),
  ]);
  const products = matchingAdminProducts(
    (stored as ProductRecord[]).map((record) => migrateRecord(record)),
    query,
    scores,
  );
  const rows = catalogueRows(products, categories);
  const date = deps.now().toISOString().slice(0, 10);
  return {
    body: format === 'csv' ? writeCsv(rows) : new Uint8Array(await writeXlsx(rows)),
    type: FILE_TYPES[format],
    filename: `produk-rawlab-${date}.${format}`,
    rows: products.length,
  };
}
