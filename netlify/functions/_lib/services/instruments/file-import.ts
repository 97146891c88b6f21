import pMap from 'p-map';
import { skuKeyOf } from '#shared/product/record.ts';
import {
  DEFAULT_CALIBRATION_INTERVAL_MONTHS,
  InstrumentFieldsSchema,
  normalizeSerial,
  type InstrumentFields,
  type InstrumentFieldsInput,
  type StoredInstrument,
} from '#shared/service/instrument.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, invalid } from '../../errors.ts';
import { diffChanges } from '../activity/index.ts';
import { productIdsBySku, readProducts } from '../catalog/index.ts';
import { cellText, FILE_TOO_LARGE, MAX_FILE_BYTES, readRows, unpacked, type Cell } from '../catalogue-io/index.ts';
import { COMPUTED_COLUMNS, DATA_COLUMNS, KEY_COLUMNS } from './file-layout.ts';
import { claimSerial, commitShard, nextInstrumentId, readAllInstruments, releaseSerial, shardOf } from './store.ts';

/*
 * An instruments file in (file-layout.ts): each row is checked on its own and reported by its
 * spreadsheet row number (the header is row 1) when it cannot be applied; every other row is applied
 * whole. New rows claim their serials as a create does, then each shard's rows commit in one
 * compare-and-swap with their activity entries. A row whose instrument someone saved since the file
 * was read is reported, not overwritten. Running the same file again changes nothing.
 */

export interface ImportRowError {
  row: number;
  message: string;
}
export interface InstrumentImportReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportRowError[];
}

type Planned =
  | { kind: 'create'; row: number; fields: InstrumentFields }
  | { kind: 'update'; row: number; before: StoredInstrument; fields: InstrumentFields };

const KNOWN = new Set<string>([...KEY_COLUMNS, ...DATA_COLUMNS.map((column) => column.header), ...COMPUTED_COLUMNS]);
const CHANGED_SINCE_READ = 'Instrumen ini diubah atau dihapus orang lain sejak file dibaca; impor ulang baris ini.';
const NUMBER_COLUMNS = new Set(['warranty_months', 'calibration_interval_months']);

/** A cell as the schema reads it: a number column's digits as a number, anything empty as null. */
function cellValue(header: string, cell: Cell): string | number | null {
  const text = cellText(cell).trim();
  if (text === '') return null;
  if (NUMBER_COLUMNS.has(header) && /^\d+$/.test(text)) return Number(text);
  return text;
}

const fieldsOf = (instrument: StoredInstrument): InstrumentFieldsInput => ({
  product_id: instrument.product_id,
  serial_number: instrument.serial_number,
  customer: { ...instrument.customer },
  delivered_on: instrument.delivered_on,
  warranty_months: instrument.warranty_months,
  calibration_interval_months: instrument.calibration_interval_months,
  last_calibrated_on: instrument.last_calibrated_on,
  quotation_reference: instrument.quotation_reference,
});

const same = (a: InstrumentFields, b: InstrumentFieldsInput) => JSON.stringify(a) === JSON.stringify(b);

export async function importInstruments(deps: Deps, file: File): Promise<InstrumentImportReport> {
  if (file.size > MAX_FILE_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  const [header = [], ...rows] = await readRows(unpacked(new Uint8Array(await file.arrayBuffer())));
  const headers = header.map((cell) => cellText(cell).trim().toLowerCase());
  const unknown = headers.filter((name) => name && !KNOWN.has(name));
  const missing = KEY_COLUMNS.filter((name) => !headers.includes(name));
  if (unknown.length > 0 || missing.length > 0) {
    const message = [
      missing.length > 0 ? `Kolom wajib tidak ada: ${missing.join(', ')}` : '',
      unknown.length > 0 ? `Kolom tidak dikenal: ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('. ');
    throw invalid(message, { file: [message] });
  }
  const at = (name: string) => headers.indexOf(name);

  const skus = [...new Set(rows.map((row) => skuKeyOf(cellText(row[at('sku')] ?? null))).filter(Boolean))];
  const productIds = await productIdsBySku(deps, skus);
  const products = await readProducts(deps, [...productIds.values()]);
  const existing = new Map<string, StoredInstrument>();
  for (const instrument of await readAllInstruments(deps)) {
    existing.set(`${instrument.product_id}/${instrument.serial_number}`, instrument);
  }

  const errors: ImportRowError[] = [];
  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  let unchanged = 0;
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cellText(cell).trim() === '')) return;
    const sku = cellText(cells[at('sku')] ?? null).trim();
    const productId = productIds.get(skuKeyOf(sku));
    if (!productId) {
      errors.push({ row, message: sku ? `SKU ${sku} tidak ditemukan di katalog` : 'SKU wajib diisi' });
      return;
    }
    const serial = normalizeSerial(cellText(cells[at('serial_number')] ?? null));
    const key = `${productId}/${serial}`;
    if (serial && seen.has(key)) {
      errors.push({ row, message: `Nomor seri ${serial} untuk SKU ${sku} sudah ada di baris ${seen.get(key)}` });
      return;
    }
    seen.set(key, row);
    const before = existing.get(key);
    const fields: InstrumentFieldsInput = before
      ? fieldsOf(before)
      : {
          product_id: productId,
          serial_number: serial,
          customer: { name: '' },
          delivered_on: '',
          warranty_months: products.get(productId)?.warranty_months ?? 0,
          calibration_interval_months: DEFAULT_CALIBRATION_INTERVAL_MONTHS,
        };
    for (const column of DATA_COLUMNS) {
      if (at(column.header) === -1) continue;
      const value = cellValue(column.header, cells[at(column.header)] ?? null);
      // An empty number cell keeps what the instrument has, or a new one's default (the product's
      // warranty, a 12-month calibration interval).
      if (value === null && NUMBER_COLUMNS.has(column.header)) continue;
      column.set(fields, value);
    }
    const parsed = InstrumentFieldsSchema.safeParse({ ...fields, serial_number: serial });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ row, message: issue.message });
      return;
    }
    if (before && same(parsed.data, fieldsOf(before))) unchanged += 1;
    else
      planned.push(
        before ? { kind: 'update', row, before, fields: parsed.data } : { kind: 'create', row, fields: parsed.data },
      );
  });

  const { created, updated } = await applyRows(deps, planned, errors);
  errors.sort((a, b) => a.row - b.row);
  return { created, updated, unchanged, errors };
}

/** Claims the new rows' serials, then commits every row shard by shard; a row that fails is reported. */
async function applyRows(deps: Deps, planned: Planned[], errors: ImportRowError[]) {
  const creates = planned.filter((item) => item.kind === 'create');
  const first = creates.length > 0 ? await nextInstrumentId(deps, creates.length) : 0;
  const work = new Map<number, { item: Planned; id: number }>();
  for (const item of planned.filter((entry) => entry.kind === 'update'))
    work.set(item.before.id, { item, id: item.before.id });
  const claimed: Array<{ id: number; item: Planned }> = [];
  await pMap(
    creates.entries(),
    async ([index, item]) => {
      const id = first + index;
      try {
        await claimSerial(deps, item.fields.product_id, item.fields.serial_number, id);
        work.set(id, { item, id });
        claimed.push({ id, item });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errors.push({ row: item.row, message: error.message });
      }
    },
    { concurrency: 8 },
  );

  const time = deps.now().toISOString();
  const byShard = Map.groupBy(work.values(), ({ id }) => shardOf(id));
  let created = 0;
  let updated = 0;
  for (const [shard, entries] of byShard) {
    const byId = new Map(entries.map((entry) => [entry.id, entry.item]));
    const ids = [...byId.keys()];
    let refused: ImportRowError[] = [];
    let written: StoredInstrument[];
    try {
      written = await commitShard(
        deps,
        shard,
        ids,
        (id, current) => {
          // The shard's compare-and-swap may run this again on a fresh read: start its refusals afresh.
          if (id === ids[0]) refused = [];
          const item = byId.get(id)!;
          if (item.kind === 'create') return { ...item.fields, id, version: 1, created_at: time, updated_at: time };
          if (!current || current.version !== item.before.version) {
            refused.push({ row: item.row, message: CHANGED_SINCE_READ });
            return undefined;
          }
          return { ...current, ...item.fields, version: current.version + 1, updated_at: time };
        },
        (before, after) => [
          {
            entity: 'instrument',
            entity_id: after.id,
            action: 'import',
            label: `SN ${after.serial_number}`,
            changes: before ? diffChanges(before, after, ['version', 'updated_at', 'created_at']) : [],
          },
        ],
      );
    } catch (error) {
      // Nothing of this shard was written: its new rows' claims are given back before the error is answered.
      for (const { id, item } of claimed) {
        if (shardOf(id) === shard) await releaseSerial(deps, item.fields.product_id, item.fields.serial_number, id);
      }
      throw error;
    }
    errors.push(...refused);
    for (const record of written) {
      if (record.version === 1) created += 1;
      else updated += 1;
    }
  }
  return { created, updated };
}
