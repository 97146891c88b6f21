import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry } from '#shared/activity/entry.ts';
import { requestDeps } from '#server/deps.ts';
import { ACTIVITY_PREFIX } from '#server/services/activity/log.ts';
import { readRevision } from '#server/services/catalog/store/revisions.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { readRecord } from '#server/services/catalog/store/records.ts';
import { listCategories } from '#server/services/catalog/categories.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { ready } from '../support/api.ts';
import { crashStore, runWorker } from '../support/crash-store.ts';

/*
 * A process making admin changes (products created and updated, categories created) is SIGKILLed at a
 * random moment, six times over the same store. Before any repair, every committed change already
 * carries its entry (in the product record, in the categories document) and every entry in the log
 * names a change that was committed; after the store check's repair, every version of every product
 * and every category has its entry in the log, and every product entry its revision.
 */

const TRIALS = 6;
const store = crashStore('activity-crash');
const { withStore } = store;
let categoryId = 0;

interface Ack {
  op: 'running' | 'product' | 'category';
  id: number;
  version?: number;
}

async function runAndKill(trial: number, acks: number): Promise<Ack[]> {
  const seen: Ack[] = [];
  const env = { CRASH_CATEGORY: String(categoryId), CRASH_TAG: `a${trial}` };
  const ended = await runWorker<Ack>('activity-crash-worker.ts', store, env, (ack, kill) => {
    if (ack.op !== 'running') seen.push(ack);
    if (seen.length >= acks) kill();
  });
  if (ended !== 'killed') throw new Error('the writer finished before the kill');
  return seen;
}

async function logEntries(): Promise<ActivityEntry[]> {
  const deps = requestDeps();
  const keys = await deps.db.keys(ACTIVITY_PREFIX);
  return (await Promise.all(keys.map((key) => deps.db.get<ActivityEntry>(key, 'strong')))).filter(
    (entry): entry is ActivityEntry => entry !== null,
  );
}

beforeAll(async () => {
  await ready();
  await withStore(async () => {
    await seedDemoCatalog(requestDeps());
    categoryId = (await listCategories(requestDeps()))[0]!.id;
  });
}, 60_000);

afterAll(store.restore);

describe('activity under SIGKILL', () => {
  it(`${TRIALS} kills: no change without its entry, no entry without its change`, async () => {
    const products = new Set<number>();
    const categories = new Set<number>();
    let repaired = 0;
    for (let trial = 1; trial <= TRIALS; trial++) {
      const acks = await runAndKill(trial, 2 + Math.floor(Math.random() * 25));
      for (const ack of acks) (ack.op === 'product' ? products : categories).add(ack.id);
      await withStore(async () => {
        const deps = requestDeps();
        // Before any repair: every entry in the log names a committed version (its revision, or the record).
        for (const entry of (await logEntries()).filter((item) => item.entity === 'product')) {
          const [, id, version] = /^product-(\d+)-v(\d+)$/.exec(entry.id)!.map(Number);
          const record = await readRecord(deps, id!);
          const committed = record?.version === version ? record : await readRevision(deps, id!, version!);
          expect(committed?.activity?.id, `trial ${trial}: ${entry.id}`).toBe(entry.id);
        }
        const report = await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
        if (report.findings.some((finding) => finding.kind === 'activity-not-copied')) repaired += 1;
        expect((await checkStore(deps, { deep: true, assumeIdle: true })).findings, `trial ${trial}`).toEqual([]);

        // After the repair: every version of every product the worker touched has its entry and revision.
        const entries = new Set((await logEntries()).map((entry) => entry.id));
        for (const id of products) {
          const record = await readRecord(deps, id);
          expect(record, `trial ${trial}: product ${id}`).not.toBeNull();
          for (let version = 1; version <= record!.version; version++) {
            expect(entries.has(`product-${id}-v${version}`), `trial ${trial}: product ${id} v${version}`).toBe(true);
            expect((await readRevision(deps, id, version))?.version).toBe(version);
          }
        }
        // Every category created has its entry, and every category entry names a category that exists.
        const log = await logEntries();
        const stored = new Set((await listCategories(deps)).map((category) => category.id));
        const logged = new Set(
          log.filter((entry) => entry.entity === 'category').map((entry) => Number(entry.entity_id)),
        );
        for (const id of categories) expect(logged.has(id), `trial ${trial}: category ${id}`).toBe(true);
        for (const id of logged) expect(stored.has(id), `trial ${trial}: logged category ${id}`).toBe(true);
      });
    }
    console.log(`activity crash: ${repaired} of ${TRIALS} kills left entries the check copied`);
  }, 300_000);
});
