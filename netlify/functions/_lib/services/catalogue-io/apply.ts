import pMap from 'p-map';
import type { ProductRecord } from '#shared/product/record.ts';
import {
  publishSummaries,
  readRecord,
  RECORD_SHARD_SIZE,
  recordShardOf,
  releasePointer,
  summaryShardOf,
} from '../catalog/index.ts';
import type { Deps } from '../../deps.ts';
import { assignIds } from './apply-ids.ts';
import { commitShard, idOf, type Planned } from './apply-shard.ts';
import type { ImportPlan } from './plan.ts';

/*
 * Applying an import plan. Rows are committed record shard by record shard (32 products a shard):
 * each shard's rows join their categories and claim their slugs and SKUs, then commit in one
 * compare-and-swap of the shard, which re-checks every row against the version it was planned on.
 * A row is therefore applied whole or not at all whatever stops the import, a row whose product
 * another admin saved meanwhile is reported instead of overwritten, and running the same file again
 * finishes the job (applied rows come back unchanged). See decision 015.
 */

/** After a group of shards: the list view follows (one write per summary shard) and released slugs are freed. */
async function follow(deps: Deps, committed: Planned[], records: ProductRecord[]): Promise<void> {
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

/** Commits the plan; `onProgress` hears how many of its rows are done. Answers the plan as it turned out. */
export async function applyImport(
  deps: Deps,
  plan: ImportPlan,
  onProgress: (done: number, total: number) => void | Promise<void> = () => undefined,
): Promise<ImportPlan> {
  const creates = await assignIds(deps, plan.creates);
  const rows: Planned[] = [...creates, ...plan.updates];
  const shards = [...Map.groupBy(rows, (row) => recordShardOf(idOf(row)))].sort(([a], [b]) => a - b);
  // Record shards that share a summary shard form a group whose list entries are written once at its
  // end: concurrent groups never race for the same summary shard.
  const groups = Map.groupBy(shards, ([shard]) => summaryShardOf(shard * RECORD_SHARD_SIZE + 1));
  const total = rows.length;
  let done = 0;
  const committed: Planned[] = [];
  const errors = [...plan.errors];
  // Four record shards commit at a time in all: one per group across a large file's groups, or side
  // by side within the one or two groups of a small file (a job's window of new products, whose ids
  // follow each other, lands in one summary shard). Each record shard commits on its own.
  const within = Math.max(1, Math.floor(4 / Math.max(groups.size, 1)));
  await pMap(
    groups.values(),
    async (group) => {
      const groupRows: Planned[] = [];
      const groupRecords: ProductRecord[] = [];
      const outcomes = await pMap(
        group,
        async ([shard, shardRows]) => {
          const outcome = await commitShard(deps, shard, shardRows);
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
  const unlisted = (await pMap(plan.unlisted, (id) => readRecord(deps, id), { concurrency: 16 })).filter(
    (record) => record !== null,
  );
  await follow(deps, [], unlisted);
  return {
    unlisted: [],
    rows: plan.rows,
    creates: committed.filter((row) => row.kind === 'create'),
    updates: committed.filter((row) => row.kind === 'update'),
    unchanged: plan.unchanged,
    errors,
  };
}
