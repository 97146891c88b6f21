import { randomUUID } from 'node:crypto';
import { adjustedPrice } from '#shared/catalogue/bulk-price.ts';
import type { BulkEdit, BulkResult } from '#shared/catalogue/io.ts';
import { isLive, migrateRecord, type ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { currentActor, entryBatchKey } from '../activity/index.ts';
import { newBatchId } from './store/batches.ts';
import { recordShardKey, recordShardOf } from './store/keys.ts';
import { joinCategoryAt } from './store/members.ts';
import { publishSummaries, type RecordShard } from './store/records.ts';
import { beforeShardWrite, followBatch, followVersions, readRevision, withProductEntry } from './store/revisions.ts';
import { PRODUCT_NOT_FOUND } from './views.ts';

/*
 * One record shard (32 products) of a bulk edit: one compare-and-swap that applies the action to the
 * products as they are stored at that moment, so a concurrent save is never lost: the action lands
 * on top of it. A product whose version differs from the one the admin's screen showed (`versions`)
 * is reported instead of changed.
 *
 * A bulk edit runs as a job (catalogue-io's bulk-job.ts, decision 025) whose units are the groups of
 * `commitGroups`, and a job's step can be killed at any moment, so each shard is applied exactly once
 * (its receipt is kept at a key the caller names):
 *  1. the shard is read and planned: the versions of its products, the ones the action writes and
 *     each product's result, under a fresh commit time;
 *  2. the plan is written as the shard's receipt (`intent`);
 *  3. the shard commits only if its products are still at the planned versions (else back to 1),
 *     every written version carrying the commit time in its activity entry;
 *  4. the receipt becomes `done`.
 * A commit's versions and entries are copied as one revision document and one log document, as an
 * import commit's are (decision 018): two writes a shard instead of three a product.
 * A step that finds an `intent` receipt (its predecessor was killed between 2 and 4) tells whether
 * that commit happened from the products themselves: a planned version still stored means it did
 * not (a commit writes all of them at once); otherwise the version after it is this commit's exactly
 * when its entry carries the receipt's time.
 */

export const CHANGED_MEANWHILE = 'Produk ini diubah admin lain sejak daftar dimuat; muat ulang lalu coba lagi';
const MAX_PRICE = 100_000_000_000;
const MAX_PLANS = 8;

export type FieldEdit = Exclude<BulkEdit, { action: 'archive' }>;
type Change = (record: ProductRecord) => Partial<ProductRecord> | string;

function changeOf(edit: FieldEdit): Change {
  switch (edit.action) {
    case 'set_status':
      return () => ({ status: edit.value });
    case 'set_active':
      return () => ({ is_active: edit.value });
    case 'set_category':
      return () => ({ category_id: edit.value });
    case 'set_stock':
      return () => ({ stock: edit.value });
    case 'set_price':
      return () => ({ price: edit.value });
    case 'adjust_price_percent':
      return (record) => {
        const price = adjustedPrice(record.price, edit.value);
        return price > MAX_PRICE ? 'Harga baru terlalu besar' : { price };
      };
  }
}

const sameValues = (record: ProductRecord, change: Partial<ProductRecord>) =>
  Object.entries(change).every(([key, value]) => record[key as keyof ProductRecord] === value);

/** A shard's plan, kept as its receipt until the shard is done. */
interface BulkReceipt {
  state: 'intent' | 'done';
  /** Tells this plan from another call's. */
  token: string;
  /** The commit's time: every version it writes carries it in its activity entry. */
  at: string;
  /** Each product's stored version as planned (0: absent). */
  versions: Record<string, number>;
  /** The products the commit writes. */
  writes: number[];
  results: BulkResult[];
}

function plan(
  records: Record<string, ProductRecord>,
  ids: readonly number[],
  edit: FieldEdit,
  expected: Record<string, number>,
  at: string,
): { receipt: BulkReceipt; changes: Map<number, Partial<ProductRecord>> } {
  const change = changeOf(edit);
  const changes = new Map<number, Partial<ProductRecord>>();
  const results: BulkResult[] = [];
  for (const id of ids) {
    const stored = records[id];
    if (!stored || !isLive(stored)) results.push({ id, ok: false, message: PRODUCT_NOT_FOUND });
    else if (expected[String(id)] !== undefined && stored.version !== expected[String(id)]) {
      results.push({ id, ok: false, message: CHANGED_MEANWHILE });
    } else {
      const next = change(stored);
      if (typeof next === 'string') results.push({ id, ok: false, message: next });
      else {
        results.push({ id, ok: true });
        if (!sameValues(stored, next)) changes.set(id, next);
      }
    }
  }
  const versions = Object.fromEntries(ids.map((id) => [String(id), records[id]?.version ?? 0]));
  const receipt: BulkReceipt = {
    state: 'intent',
    token: randomUUID(),
    at,
    versions,
    writes: [...changes.keys()],
    results,
  };
  return { receipt, changes };
}

const atPlannedVersions = (records: Record<string, ProductRecord>, receipt: BulkReceipt) =>
  Object.entries(receipt.versions).every(([id, version]) => (records[id]?.version ?? 0) === version);

/** Whether the commit an `intent` receipt planned was made (see the comment at the top). */
async function committed(deps: Deps, receipt: BulkReceipt, records: Record<string, ProductRecord>): Promise<boolean> {
  for (const id of receipt.writes) {
    const stored = records[id];
    const planned = receipt.versions[String(id)] ?? 0;
    if (!stored) continue;
    if (stored.version <= planned) return false;
    const next = stored.version === planned + 1 ? stored : await readRevision(deps, id, planned + 1);
    return next?.activity?.at === receipt.at && next.activity.action === 'bulk';
  }
  return true;
}

/**
 * The products in the groups the catalogue commits at once (group number → ids, in the order given):
 * a bulk edit applies one group in one atomic commit, so a job takes a group as its unit of work.
 */
export const commitGroups = (ids: readonly number[]): Map<number, number[]> => Map.groupBy(ids, recordShardOf);

/**
 * Thrown inside a commit when its caller's hold on the work ended (`stillHeld` answered false) or
 * another caller replaced the receipt: nothing was written, and the caller stops.
 */
export class BulkEditTakenOver extends Error {}

/** One group's share of a bulk edit (`ids`: one group of `commitGroups`). */
export interface BulkEditUnit {
  ids: readonly number[];
  /** The versions the admin's screen showed: a product stored at another version is reported, not changed. */
  expected: Record<string, number>;
  /** Where the group's receipt is kept until the caller's work is over. */
  receiptKey: string;
  /** Whether the caller still holds the work: checked inside the commit, before anything is written. */
  stillHeld: () => Promise<boolean>;
}

/**
 * Applies a field edit to one group's products, exactly once however often it is called with the same
 * receipt: answers the group's results and how many products it wrote.
 */
export async function applyBulkEdit(
  deps: Deps,
  edit: FieldEdit,
  { ids, expected, receiptKey, stillHeld }: BulkEditUnit,
): Promise<{ results: BulkResult[]; changed: number }> {
  const shard = recordShardOf(ids[0] ?? 1);
  if (ids.some((id) => recordShardOf(id) !== shard)) throw new Error('A bulk edit unit spans several commit groups');
  const found = await deps.db.get<BulkReceipt>(receiptKey);
  if (found?.state === 'done') return { results: found.results, changed: found.writes.length };
  const key = recordShardKey(shard);
  if (found?.state === 'intent') {
    const records = (await deps.db.get<RecordShard>(key))?.records ?? {};
    if (await committed(deps, found, records)) {
      const written = found.writes.flatMap((id) => (records[id] ? [records[id]] : []));
      return finish(deps, receiptKey, found, written, records);
    }
  }
  for (let attempt = 0; attempt < MAX_PLANS; attempt++) {
    const records = (await deps.db.get<RecordShard>(key))?.records ?? {};
    const { receipt, changes } = plan(records, ids, edit, expected, deps.now().toISOString());
    if (changes.size === 0) return finish(deps, receiptKey, receipt, [], records);
    if (edit.action === 'set_category') {
      // A move joins the target's members first, as a save does, at the versions it commits on.
      await joinCategoryAt(deps, edit.value, new Map(receipt.writes.map((id) => [id, records[id]!.version])));
    }
    await deps.db.put(receiptKey, receipt);
    let moved = false;
    let written: ProductRecord[] = [];
    let committedShard: Record<string, ProductRecord> = {};
    await deps.db.update<RecordShard, null>(key, async (current) => {
      moved = false;
      written = [];
      const stored = current?.records ?? {};
      if (!atPlannedVersions(stored, receipt)) {
        moved = true;
        return new Unchanged(null);
      }
      // A caller that lost its hold (it stalled past it and another took over) must not commit.
      if (!(await stillHeld()) || (await deps.db.get<BulkReceipt>(receiptKey))?.token !== receipt.token) {
        throw new BulkEditTakenOver();
      }
      await beforeShardWrite(deps, current, receipt.writes);
      const next = { ...stored };
      // Every entry names the log document its commit is copied to, so "was it copied?" is one read.
      const batch = entryBatchKey(shard, changes.keys(), receipt.at, currentActor().id, newBatchId());
      for (const [id, change] of changes) {
        const before = stored[id]!;
        const record = withProductEntry(
          deps,
          migrateRecord(before),
          { ...before, ...change, version: before.version + 1, updated_at: receipt.at },
          'bulk',
        );
        next[id] = { ...record, activity: { ...record.activity!, at: receipt.at, batch } };
        written.push(next[id]);
      }
      committedShard = next;
      return { records: next };
    });
    if (moved) continue;
    return finish(deps, receiptKey, receipt, written, committedShard);
  }
  throw new HttpError(503, 'Produk-produk ini sedang terus diubah; coba lagi sebentar lagi.', {
    headers: { 'Retry-After': '2' },
  });
}

/**
 * After a commit: the versions' copies (one document per commit; a version a later writer made, found
 * by a step resuming after a crash, is copied as that writer copies it) and the list view follow,
 * then the receipt says done. `shard`: the record shard as committed or found.
 */
async function finish(
  deps: Deps,
  receiptKey: string,
  receipt: BulkReceipt,
  written: ProductRecord[],
  shard: Record<string, ProductRecord>,
): Promise<{ results: BulkResult[]; changed: number }> {
  for (const [batch, records] of Map.groupBy(written, (record) => record.activity?.batch ?? '')) {
    if (batch) await followBatch(deps, batch, records, shard);
    else await followVersions(deps, records);
  }
  try {
    await publishSummaries(deps, written);
  } catch (error) {
    // The store check brings the list view up to the records.
    console.error('A bulk edit committed a shard, but its list entries were not updated:', error);
  }
  await deps.db.put<BulkReceipt>(receiptKey, { ...receipt, state: 'done' });
  return { results: receipt.results, changed: receipt.writes.length };
}
