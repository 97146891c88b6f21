import type { Deps } from '../../deps.ts';
import {
  countRows,
  HEAD_KEY,
  recordCounts,
  shardKey,
  type Head,
  type InboxCounts,
  type Shard,
} from './contact-inbox.ts';
import { foldNewContacts } from './inbox-fold.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/*
 * The inbox's counts as the unread badge and the page totals read them: from the head alone, brought
 * up to the shards once a minute in case a writer died between its two writes.
 */

const HEAL_EVERY_MS = 60_000;

let lastHeal = 0;
forgetOnStoreChange(() => (lastHeal = 0));

/** Brings the head's counts up to every shard's current revision (after a writer died between writes). */
export async function healCounts(deps: Deps, head?: Head): Promise<void> {
  lastHeal = Date.now();
  head ??= (await deps.db.get<Head>(HEAD_KEY)) ?? { last: 0 };
  for (let n = 0; n <= head.last; n++) {
    const shard = await deps.db.getShared<Shard>(shardKey(n));
    const known = head.shards?.[n];
    if (shard && (!known || (shard.rev ?? 0) > known.rev)) await recordCounts(deps, n, shard);
  }
}

export interface InboxHead {
  last: number;
  /** Per shard, newest first: its number and counts. */
  shards: Array<{ n: number; counts: InboxCounts }>;
  counts: InboxCounts;
}

/** The inbox's counts from the head alone (after indexing what waits): what the badge reads. */
export async function inboxHead(deps: Deps): Promise<InboxHead> {
  await foldNewContacts(deps);
  let head = (await deps.db.get<Head>(HEAD_KEY)) ?? { last: 0 };
  const complete = Array.from({ length: head.last + 1 }, (_, n) => head.shards?.[n]).every(Boolean);
  if (!complete || Date.now() - lastHeal > HEAL_EVERY_MS) {
    await healCounts(deps, head);
    head = (await deps.db.get<Head>(HEAD_KEY)) ?? head;
  }
  const shards: InboxHead['shards'] = [];
  const counts = countRows([]);
  for (let n = head.last; n >= 0; n--) {
    const entry = head.shards?.[n]?.counts ?? countRows([]);
    shards.push({ n, counts: entry });
    for (const key of Object.keys(counts) as Array<keyof InboxCounts>) counts[key] += entry[key];
  }
  return { last: head.last, shards, counts };
}
