import pMap from 'p-map';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { recordShardKey } from '../catalog/store/keys.ts';
import { carriedEntries, flushCarried } from '../activity/journal.ts';
import { ACTIVITY_PREFIX, entryIdOf, pruneActivity, pruneKeys } from '../activity/log.ts';
import { canonicalKey } from '../activity/keys.ts';
import { migrateActivityLayout } from '../activity/migrate.ts';
import { refreshCounts } from '../activity/recount.ts';
import { REVISION_BATCHES_PREFIX, pruneRevisionBatches } from '../catalog/store/batches.ts';
import { KEEP_REVISIONS, REVISIONS_PREFIX, ensureCopied, revisionKey } from '../catalog/store/revisions.ts';

/*
 * The store check's part for the activity log (decision 018): a change committed by a process that
 * stopped before copying its entry is found here and copied — the last version of each product (its
 * revision and entry), and the entries documents and record shards still carry — and months older
 * than a year are dropped.
 */

/** Documents whose writes carry activity entries, by key prefix (one read each). */
const CARRYING_PREFIXES = [
  'settings/',
  'users/',
  'catalog/categories',
  'catalog/records/',
  'quote-index/',
  'quotations/',
  'contact-inbox/',
  'twofactor/',
  'internal-notes/',
];

/**
 * A change committed this recently may still be on its way to the log (its writer copies the entry
 * right after the commit): only with `assumeIdle` (nothing else writing) is it reported and copied.
 */
const IN_FLIGHT_MS = 60_000;

export interface ActivityFinding {
  detail: string;
  productId?: number;
}

export async function checkActivity(
  deps: Deps,
  records: readonly ProductRecord[],
  { fix = false, assumeIdle = false }: { fix?: boolean; assumeIdle?: boolean } = {},
): Promise<ActivityFinding[]> {
  const findings: ActivityFinding[] = [];
  const settled = (at: string | undefined) =>
    assumeIdle || !at || deps.now().getTime() - Date.parse(at) >= IN_FLIGHT_MS;
  // Entries kept before the log was split by day and copied per record are moved and copied first.
  if (fix) await migrateActivityLayout(deps, { force: true });
  // Two listings instead of a read per product: which entries and revisions the store holds.
  const [logKeys, revisionKeys] = await Promise.all([deps.db.keys(ACTIVITY_PREFIX), deps.db.keys(REVISIONS_PREFIX)]);
  const logged = new Set(logKeys.map(entryIdOf));
  // An import commit's entries are copied as one document under a key of their own (batches.ts).
  const loggedBatches = new Set(logKeys.map(canonicalKey));
  const revisions = new Set(revisionKeys);
  const uncopied = records.filter(
    (record) =>
      settled(record.updated_at) &&
      (record.activity && record.activity.id === `product-${record.id}-v${record.version}`
        ? !(record.activity.batch
            ? loggedBatches.has(canonicalKey(record.activity.batch))
            : logged.has(record.activity.id))
        : !revisions.has(revisionKey(record.id, record.version))),
  );
  for (const record of uncopied) {
    findings.push({
      detail: `product ${record.id} v${record.version}: revision or activity entry not copied`,
      productId: record.id,
    });
  }
  if (fix) await pMap(uncopied, (record) => ensureCopied(deps, record), { concurrency: 8 });

  const keys = (await pMap(CARRYING_PREFIXES, (prefix) => deps.db.keys(prefix), { concurrency: 4 })).flat();
  await pMap(
    keys,
    async (key) => {
      const missing = carriedEntries(await deps.db.get<unknown>(key, 'strong')).filter(
        (entry) => !logged.has(entry.id) && settled(entry.at),
      );
      if (missing.length === 0) return;
      findings.push({ detail: `${key}: ${missing.length} activity entries not copied to the log` });
      if (fix) await flushCarried(deps, missing);
    },
    { concurrency: 16 },
  );
  if (fix) {
    await pruneKeys(deps, logKeys);
    await pruneActivity(deps);
    await pruneBatches(deps);
    // Entries copied into days already counted, by the repairs above or by a writer stopped before
    // its marker: those days are counted again, the rest keep their counts (recount.ts).
    await refreshCounts(deps, logKeys);
  }
  return findings;
}

/**
 * Drops the import commits' revision documents whose versions are all 50 or more behind, judged
 * against each shard as stored (a product missing from it was deleted for good).
 */
async function pruneBatches(deps: Deps): Promise<void> {
  const shards = new Set(
    (await deps.db.keys(REVISION_BATCHES_PREFIX)).map((key) =>
      Number(key.slice(REVISION_BATCHES_PREFIX.length).split('/')[0]),
    ),
  );
  await pMap(
    shards,
    async (shard) => {
      const stored = await deps.db.get<{ records?: Record<string, ProductRecord> }>(recordShardKey(shard), 'strong');
      await pruneRevisionBatches(deps, shard, stored?.records ?? {}, KEEP_REVISIONS);
    },
    { concurrency: 8 },
  );
}
