import pMap from 'p-map';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../deps.ts';
import { carriedEntries, flushCarried } from './journal.ts';
import { hasEntry, pruneActivity } from './log.ts';
import { ensureCopied, revisionKey } from './revisions.ts';

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
];

export interface ActivityFinding {
  detail: string;
  productId?: number;
}

export async function checkActivity(
  deps: Deps,
  records: readonly ProductRecord[],
  { fix = false }: { fix?: boolean } = {},
): Promise<ActivityFinding[]> {
  const findings: ActivityFinding[] = [];
  await pMap(
    records,
    async (record) => {
      const copied =
        record.activity && record.activity.id === `product-${record.id}-v${record.version}`
          ? await hasEntry(deps, record.activity)
          : (await deps.db.get(revisionKey(record.id, record.version), 'strong')) !== null;
      if (copied) return;
      findings.push({
        detail: `product ${record.id} v${record.version}: revision or activity entry not copied`,
        productId: record.id,
      });
      if (fix) await ensureCopied(deps, record);
    },
    { concurrency: 16 },
  );
  const keys = (await pMap(CARRYING_PREFIXES, (prefix) => deps.db.keys(prefix), { concurrency: 4 })).flat();
  await pMap(
    keys,
    async (key) => {
      const entries = carriedEntries(await deps.db.get<unknown>(key, 'strong'));
      const missing = [];
      for (const entry of entries) if (!(await hasEntry(deps, entry))) missing.push(entry);
      if (missing.length === 0) return;
      findings.push({ detail: `${key}: ${missing.length} activity entries not copied to the log` });
      if (fix) await flushCarried(deps, missing);
    },
    { concurrency: 16 },
  );
  if (fix) await pruneActivity(deps);
  return findings;
}
