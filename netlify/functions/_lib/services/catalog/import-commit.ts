import pMap from 'p-map';
import type { ImportRowError } from '#shared/catalogue/io.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { allocateImportIds } from './import-ids.ts';
import { commitImportShard, idOf, type ImportCreate, type ImportRow, type ImportUpdate } from './import-shard.ts';
import { RECORD_SHARD_SIZE, recordShardOf, summaryShardOf } from './store/keys.ts';
import { releasePointer } from './store/pointers.ts';
import { publishSummaries, readRecord } from './store/records.ts';

/*
 * Committing an import's rows. New products get their ids, then rows are committed record shard by
 * record shard (32 products a shard): each shard's rows join their categories and claim their slugs
 * and SKUs, then commit in one compare-and-swap of the shard, which re-checks every row against the
 * version it was planned on (import-shard.ts). A row is therefore applied whole or not at all
 * whatever stops the import, a row whose product another admin saved meanwhile is reported instead
 * of overwritten, and committing the same rows again finishes the job (decision 015).
 */

export interface ImportChanges<C extends ImportCreate, U extends ImportUpdate> {
  creates: readonly C[];
  updates: readonly U[];
  /** Products committed before an interruption but missing from the list view (or behind it): listed now. */
  relist: readonly number[];
}

export interface ImportCommitted<C extends ImportCreate, U extends ImportUpdate> {
  /** The new products committed, with their ids. */
  creates: Array<C & { id: number }>;
  updates: U[];
  /** The rows refused at commit: a slug or SKU taken meanwhile, a product changed meanwhile, a store that failed. */
  errors: ImportRowError[];
}

/** After a group of shards: the list view follows (one write per summary shard) and released slugs are freed. */
async function follow(deps: Deps, committed: readonly ImportRow[], records: ProductRecord[]): Promise<void> {
  try {
    await publishSummaries(deps, records);
  } catch (error) {
    console.error('Import committed rows, but their list entries were not updated:', error);
  }
  for (const row of committed) {
    if (row.kind === 'update' && row.current.slug !== row.fields.slug) {
      await releasePointer(deps, 'slug', row.current.slug, row.current.id);
    }
  }
}

/** Commits an import's rows; `onProgress` hears how many of them are done. Answers what committed. */
export async function commitImport<C extends ImportCreate, U extends ImportUpdate>(
  deps: Deps,
  changes: ImportChanges<C, U>,
  onProgress: (done: number, total: number) => void | Promise<void> = () => undefined,
): Promise<ImportCommitted<C, U>> {
  type Row = (C & { id: number }) | U;
  const creates = await allocateImportIds(deps, changes.creates);
  const rows: Row[] = [...creates, ...changes.updates];
  const shards = [...Map.groupBy(rows, (row) => recordShardOf(idOf(row)))].sort(([a], [b]) => a - b);
  // Record shards that share a summary shard form a group whose list entries are written once at its
  // end: concurrent groups never race for the same summary shard.
  const groups = Map.groupBy(shards, ([shard]) => summaryShardOf(shard * RECORD_SHARD_SIZE + 1));
  const total = rows.length;
  let done = 0;
  const committed: Row[] = [];
  const errors: ImportRowError[] = [];
  // Four record shards commit at a time in all: one per group across a large file's groups, or side
  // by side within the one or two groups of a small file (a job's window of new products, whose ids
  // follow each other, lands in one summary shard). Each record shard commits on its own.
  const within = Math.max(1, Math.floor(4 / Math.max(groups.size, 1)));
  await pMap(
    groups.values(),
    async (group) => {
      const groupRows: Row[] = [];
      const groupRecords: ProductRecord[] = [];
      const outcomes = await pMap(
        group,
        async ([shard, shardRows]) => {
          const outcome = await commitImportShard(deps, shard, shardRows);
          done += shardRows.length;
          await onProgress(done, total);
          return outcome;
        },
        { concurrency: within },
      );
      for (const outcome of outcomes) {
        groupRows.push(...outcome.committed);
        groupRecords.push(...outcome.records);
        errors.push(...outcome.errors);
      }
      await follow(deps, groupRows, groupRecords);
      committed.push(...groupRows);
    },
    { concurrency: 4 },
  );
  // Committed before an interruption but never listed: the list view catches up now.
  const unlisted = (await pMap(changes.relist, (id) => readRecord(deps, id), { concurrency: 16 })).filter(
    (record) => record !== null,
  );
  await follow(deps, [], unlisted);
  return {
    creates: committed.filter((row): row is C & { id: number } => row.kind === 'create'),
    updates: committed.filter((row): row is U => row.kind === 'update'),
    errors,
  };
}
