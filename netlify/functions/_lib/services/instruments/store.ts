import type { StoredInstrument } from '#shared/service/instrument.ts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../errors.ts';
import { type EntryDraft, journaledUpdate, withoutCarried } from '../activity/index.ts';
import { Unchanged } from '../../store.ts';

/*
 * How instruments are kept:
 *
 * - `instruments/seq`: the last id handed out (compare-and-swap), so ids are never reused.
 * - `instruments/shards/{n}`: the whole records of instruments 256n+1 … 256n+256. A shard's
 *   compare-and-swap is the commit point of a create, an update and a delete, and carries the
 *   change's activity entries in the same write (activity/journal.ts). Lists and the serial lookup
 *   read the shards (one small read per 256 instruments, revalidated by ETag).
 * - `instrument-serials/{product_id}/{serial}`: `{ id, at }`, who holds a serial number of a product.
 *   Claimed create-only before the commit, so two saves of one serial race on one key and exactly one
 *   wins. A claim is believed only when its holder's record carries it, or while the claim may still
 *   be in flight (younger than CLAIM_GRACE_MS and its holder not committed): otherwise it is free and
 *   taken over by compare-and-swap. Releasing is a compare-and-swap to `{ id: 0 }`, never a delete.
 */

export const SHARD_SIZE = 256;
const SEQ_KEY = 'instruments/seq';
const CLAIM_GRACE_MS = 60_000;

export const SERIAL_TAKEN = (serial: string) =>
  `Nomor seri ${serial} sudah terdaftar untuk produk ini. Periksa nomor seri atau buka instrumen yang sudah ada.`;

interface Shard {
  instruments: Record<string, StoredInstrument>;
}
interface Claim {
  id: number;
  at: number;
}

export const shardOf = (id: number) => Math.floor((id - 1) / SHARD_SIZE);
const shardKey = (shard: number) => `instruments/shards/${shard}`;
const claimKey = (productId: number, serial: string) =>
  `instrument-serials/${productId}/${Buffer.from(serial).toString('base64url')}`;

export async function lastInstrumentId({ db }: Deps): Promise<number> {
  return (await db.get<{ last: number }>(SEQ_KEY, 'strong'))?.last ?? 0;
}

/** The first of `count` new ids (an import reserves its new rows' ids in one write). */
export async function nextInstrumentId({ db }: Deps, count = 1): Promise<number> {
  const seq = await db.update<{ last: number }>(SEQ_KEY, (current) => ({ last: (current?.last ?? 0) + count }));
  return seq.last - count + 1;
}

export async function readInstrument(deps: Deps, id: number): Promise<StoredInstrument | null> {
  const shard = withoutCarried(await deps.db.get<Shard>(shardKey(shardOf(id)), 'strong'));
  return shard?.instruments[id] ?? null;
}

/** Every stored instrument, oldest first. */
export async function readAllInstruments(deps: Deps): Promise<StoredInstrument[]> {
  const last = await lastInstrumentId(deps);
  const shards = await Promise.all(
    Array.from({ length: Math.ceil(last / SHARD_SIZE) }, (_, n) => deps.db.getShared<Shard>(shardKey(n))),
  );
  return shards.flatMap((shard) => Object.values(shard?.instruments ?? {})).sort((a, b) => a.id - b.id);
}

/**
 * The commit point: one compare-and-swap of the instrument's shard. `change` gets the record as it is
 * now (null when absent) and returns the new one (null deletes it) or throws an HttpError (a 404, a
 * stale version's 409); `describe` gives the activity entries written with it.
 */
export async function commitInstrument(
  deps: Deps,
  id: number,
  change: (current: StoredInstrument | null) => StoredInstrument | null,
  describe: (before: StoredInstrument | null, after: StoredInstrument | null) => EntryDraft[],
): Promise<StoredInstrument | null> {
  let result: StoredInstrument | null = null;
  await journaledUpdate<Shard>(
    deps,
    shardKey(shardOf(id)),
    (current) => {
      const instruments = { ...(current?.instruments ?? {}) };
      const before = instruments[id] ?? null;
      const after = change(before);
      result = after;
      if (after) instruments[id] = after;
      else if (before) delete instruments[id];
      else return new Unchanged(current) as never;
      return { instruments };
    },
    (current, next) => {
      const before = current?.instruments[id] ?? null;
      return describe(before, next.instruments[id] ?? null);
    },
  );
  return result;
}

/**
 * Claims a product's serial number for instrument `id`; a serial another live instrument carries,
 * or that another save may be committing right now, is a 409.
 */
export async function claimSerial(deps: Deps, productId: number, serial: string, id: number): Promise<void> {
  const key = claimKey(productId, serial);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await deps.db.create<Claim>(key, { id, at: deps.now().getTime() })) return;
    const held = await deps.db.getVersioned<Claim>(key);
    if (!held) continue;
    const holder = held.value.id;
    if (holder === id) return;
    if (holder > 0) {
      const record = await readInstrument(deps, holder);
      if (record && record.product_id === productId && record.serial_number === serial) {
        throw conflict(SERIAL_TAKEN(serial), { serial_number: [SERIAL_TAKEN(serial)] });
      }
      const inFlight = !record && deps.now().getTime() - held.value.at < CLAIM_GRACE_MS;
      if (inFlight) throw conflict(SERIAL_TAKEN(serial), { serial_number: [SERIAL_TAKEN(serial)] });
    }
    if (await deps.db.replaceIf<Claim>(key, { id, at: deps.now().getTime() }, held.etag)) return;
  }
  throw conflict('Nomor seri sedang disimpan oleh orang lain. Coba lagi.');
}

/** Frees a claim if it still names `id` (a save that failed before its commit, a changed or deleted serial). */
export async function releaseSerial(deps: Deps, productId: number, serial: string, id: number): Promise<void> {
  const key = claimKey(productId, serial);
  try {
    const held = await deps.db.getVersioned<Claim>(key);
    if (held?.value.id === id) await deps.db.replaceIf<Claim>(key, { id: 0, at: 0 }, held.etag);
  } catch (error) {
    // A claim left behind is free anyway once its holder no longer carries the serial.
    console.error(`Serial claim ${key} was not released:`, error);
  }
}

/**
 * Several instruments of one shard in one compare-and-swap (an import): `change` gets each id's
 * record as it is now and returns the new one, or undefined to leave it as it is; `describe` gives
 * each changed record's entries. Answers the records written.
 */
export async function commitShard(
  deps: Deps,
  shard: number,
  ids: readonly number[],
  change: (id: number, current: StoredInstrument | null) => StoredInstrument | undefined,
  describe: (before: StoredInstrument | null, after: StoredInstrument) => EntryDraft[],
): Promise<StoredInstrument[]> {
  let written: StoredInstrument[] = [];
  await journaledUpdate<Shard>(
    deps,
    shardKey(shard),
    (current) => {
      const instruments = { ...(current?.instruments ?? {}) };
      written = [];
      for (const id of ids) {
        const next = change(id, instruments[id] ?? null);
        if (next) {
          instruments[id] = next;
          written.push(next);
        }
      }
      return written.length > 0 ? { instruments } : (new Unchanged(current) as never);
    },
    (current, next) =>
      written.flatMap((record) => describe(current?.instruments[record.id] ?? null, next.instruments[record.id]!)),
  );
  return written;
}
