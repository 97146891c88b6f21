import type { ImportValue, ImportValueChange } from '#shared/catalogue/io.ts';
import type { ProductFields, Specification } from '#shared/product/fields.ts';
import { categoryById, type CategoryRecord } from '../catalog/index.ts';
import { writeTags } from './cells.ts';
import { FIELD_COLUMNS, TRANSLATION_COLUMNS, indonesianSpecHeader, specHeader } from './layout.ts';

/*
 * What an update would change, column by column, old and new: the preview shows it before anything is
 * written, so a price read from `1.250.000,00` can be checked as Rp 1.250.000 and not Rp 125.000.000.
 * Values as the file writes them: a category by its name, tags as one cell, each specification in
 * its own column; a long text cut at 200 characters (the preview shows the start).
 */

const MAX_TEXT = 200;

function shown(value: unknown): ImportValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return shown(writeTags(value as string[]));
  const text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each specification whose value differs, under its column; one missing on either side is `null` there. */
function specChanges(before: Specification[], after: Specification[], header: (name: string) => string) {
  const value = (specs: Specification[]) => {
    const byName = new Map<string, Specification>();
    for (const spec of specs) if (!byName.has(spec.name.toLowerCase())) byName.set(spec.name.toLowerCase(), spec);
    return byName;
  };
  const old = value(before);
  const next = value(after);
  const names = [...new Set([...next.keys(), ...old.keys()])];
  return names.flatMap((key): ImportValueChange[] => {
    const was = old.get(key);
    const now = next.get(key);
    if (was?.value === now?.value) return [];
    return [{ column: header((now ?? was)!.name), old: shown(was?.value), new: shown(now?.value) }];
  });
}

/** The columns an update changes, each with its stored and its new value. */
export function valueChanges(
  before: ProductFields,
  after: ProductFields,
  categories: CategoryRecord[],
): ImportValueChange[] {
  const categoryName = (id: number) => categoryById(categories, id)?.name ?? null;
  const changes: ImportValueChange[] = [];
  for (const column of FIELD_COLUMNS) {
    const was = before[column.field];
    const now = after[column.field];
    if (same(was, now)) continue;
    changes.push(
      column.kind === 'category'
        ? { column: column.header, old: categoryName(was as number), new: categoryName(now as number) }
        : { column: column.header, old: shown(was), new: shown(now) },
    );
  }
  changes.push(...specChanges(before.specifications, after.specifications, specHeader));
  for (const column of TRANSLATION_COLUMNS) {
    const was = before.indonesian[column.field];
    const now = after.indonesian[column.field];
    if (!same(was, now)) changes.push({ column: column.header, old: shown(was), new: shown(now) });
  }
  changes.push(...specChanges(before.indonesian.specifications, after.indonesian.specifications, indonesianSpecHeader));
  return changes;
}
