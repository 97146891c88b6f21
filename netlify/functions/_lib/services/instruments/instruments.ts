import type {
  AdminInstrumentQuery,
  AdminInstrumentsPage,
  InstrumentFields,
  InstrumentUpdate,
  InstrumentView,
  StoredInstrument,
} from '#shared/service/instrument.ts';
import { normalizeSerial } from '#shared/service/instrument.ts';
import type { Deps } from '../../deps.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { diffChanges, type EntryDraft } from '../activity/index.ts';
import { readProducts } from '../catalog/index.ts';
import {
  claimSerial,
  commitInstrument,
  nextInstrumentId,
  readAllInstruments,
  readInstrument,
  releaseSerial,
} from './store.ts';
import { viewsOf } from './views.ts';

/*
 * Instruments: the units the company sold, one record each (store.ts says how they are kept). A
 * create and a serial change claim the serial first, then commit; an update commits only at the
 * version the admin opened, so two admins saving at once get one save and one 409.
 */

export const INSTRUMENT_NOT_FOUND = 'Instrumen tidak ditemukan';
const CHANGED_MEANWHILE =
  'Instrumen ini sudah diubah oleh orang lain sejak Anda membukanya. Muat ulang untuk melihat perubahan terbaru, lalu simpan lagi.';

const label = (instrument: Pick<StoredInstrument, 'serial_number'>) => `SN ${instrument.serial_number}`;

function describe(action: string) {
  return (before: StoredInstrument | null, after: StoredInstrument | null): EntryDraft[] => {
    const record = after ?? before!;
    const changes =
      action === 'update' ? diffChanges(before, after, ['version', 'updated_at', 'created_at']) : undefined;
    return [{ entity: 'instrument', entity_id: record.id, action, label: label(record), changes }];
  };
}

async function requireProduct(deps: Deps, productId: number): Promise<void> {
  const product = (await readProducts(deps, [productId])).get(productId);
  if (!product || product.deleted_at) {
    throw invalid('Produk tidak ditemukan', { product_id: ['Produk tidak ditemukan'] });
  }
}

/** A new instrument; its serial must be free for its product (409 otherwise). */
export async function createInstrument(deps: Deps, fields: InstrumentFields): Promise<InstrumentView> {
  await requireProduct(deps, fields.product_id);
  const id = await nextInstrumentId(deps);
  await claimSerial(deps, fields.product_id, fields.serial_number, id);
  const time = deps.now().toISOString();
  const record: StoredInstrument = { ...fields, id, version: 1, created_at: time, updated_at: time };
  try {
    await commitInstrument(deps, id, () => record, describe('create'));
  } catch (error) {
    await releaseSerial(deps, fields.product_id, fields.serial_number, id);
    throw error;
  }
  return (await viewsOf(deps, [record]))[0]!;
}

async function stored(deps: Deps, id: number): Promise<StoredInstrument> {
  const record = await readInstrument(deps, id);
  if (!record) throw notFound(INSTRUMENT_NOT_FOUND);
  return record;
}

export async function getInstrument(deps: Deps, id: number): Promise<InstrumentView> {
  return (await viewsOf(deps, [await stored(deps, id)]))[0]!;
}

/** The whole record at the version the admin opened; a newer version is a 409. */
export async function updateInstrument(deps: Deps, id: number, input: InstrumentUpdate): Promise<InstrumentView> {
  const { version, ...fields } = input;
  const before = await stored(deps, id);
  if (before.version !== version) throw conflict(CHANGED_MEANWHILE);
  if (fields.product_id !== before.product_id) await requireProduct(deps, fields.product_id);
  const serialMoves = fields.product_id !== before.product_id || fields.serial_number !== before.serial_number;
  if (serialMoves) await claimSerial(deps, fields.product_id, fields.serial_number, id);
  let saved: StoredInstrument | null;
  try {
    saved = await commitInstrument(
      deps,
      id,
      (current) => {
        if (!current) throw notFound(INSTRUMENT_NOT_FOUND);
        if (current.version !== version) throw conflict(CHANGED_MEANWHILE);
        return { ...current, ...fields, version: version + 1, updated_at: deps.now().toISOString() };
      },
      describe('update'),
    );
  } catch (error) {
    if (serialMoves) await releaseSerial(deps, fields.product_id, fields.serial_number, id);
    throw error;
  }
  if (serialMoves) await releaseSerial(deps, before.product_id, before.serial_number, id);
  return (await viewsOf(deps, [saved!]))[0]!;
}

export async function deleteInstrument(deps: Deps, id: number): Promise<void> {
  const before = await stored(deps, id);
  await commitInstrument(
    deps,
    id,
    (current) => {
      if (!current) throw notFound(INSTRUMENT_NOT_FOUND);
      return null;
    },
    describe('delete'),
  );
  await releaseSerial(deps, before.product_id, before.serial_number, id);
}

/**
 * The instrument with this serial number (normalised as stored), whatever its product; when two
 * products share a serial, the newest record.
 */
export async function findInstrumentBySerial(deps: Deps, serial: string): Promise<InstrumentView | null> {
  const wanted = normalizeSerial(serial);
  if (!wanted) return null;
  const matches = (await readAllInstruments(deps)).filter((instrument) => instrument.serial_number === wanted);
  const newest = matches.at(-1);
  return newest ? (await viewsOf(deps, [newest]))[0]! : null;
}

/** Every instrument as answered, newest first (the list, the export). */
export async function allInstrumentViews(deps: Deps): Promise<InstrumentView[]> {
  return (await viewsOf(deps, await readAllInstruments(deps))).reverse();
}

/**
 * One page of the admin list, newest first: `q` finds a serial, a customer's name, institution or
 * email, or a product's name (case-insensitive, spaces in a serial ignored); `due_before` keeps the
 * instruments whose calibration falls due on or before that day.
 */
export async function instrumentsPage(deps: Deps, query: AdminInstrumentQuery): Promise<AdminInstrumentsPage> {
  const needle = query.q.toLowerCase();
  const serialNeedle = normalizeSerial(query.q);
  const matching = (await allInstrumentViews(deps)).filter((instrument) => {
    if (query.due_before && !(instrument.calibration_due && instrument.calibration_due <= query.due_before)) {
      return false;
    }
    if (!needle) return true;
    if (serialNeedle && instrument.serial_number.includes(serialNeedle)) return true;
    const { name, institution, email } = instrument.customer;
    return [name, institution, email, instrument.product?.name ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
  const start = (query.page - 1) * query.per_page;
  return {
    data: matching.slice(start, start + query.per_page),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
  };
}
