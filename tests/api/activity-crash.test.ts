import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { ActivityEntry } from '#shared/activity.ts';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { ACTIVITY_PREFIX } from '#server/activity/log.ts';
import { readRevision } from '#server/activity/revisions.ts';
import { checkStore } from '#server/services/catalog/check.ts';
import { readRecord } from '#server/services/catalog/records.ts';
import { listCategories } from '#server/services/categories.ts';
import { seedDemoCatalog } from '#server/services/seed.ts';
import { startLocalBlobs, type LocalBlobs } from '#scripts/lib/local-blobs.ts';
import { ready } from '../support/api.ts';

/*
 * A process making admin changes (products created and updated, categories created) is SIGKILLed at a
 * random moment, six times over the same store. Before any repair, every committed change already
 * carries its entry (in the product record, in the categories document) and every entry in the log
 * names a change that was committed; after the store check's repair, every version of every product
 * and every category has its entry in the log, and every product entry its revision.
 */

const WORKER = resolve(import.meta.dirname, '../support/workers/activity-crash-worker.ts');
const TRIALS = 6;
const dir = mkdtempSync(join(tmpdir(), 'rawlab-activity-crash-'));
let categoryId = 0;

async function withStore<T>(task: () => Promise<T>): Promise<T> {
  const blobs: LocalBlobs = await startLocalBlobs(dir);
  process.env.RAWLAB_BLOBS_URL = blobs.url;
  process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
  resetEnvCache();
  try {
    return await task();
  } finally {
    await blobs.stop();
  }
}

interface Ack {
  op: 'running' | 'product' | 'category';
  id: number;
  version?: number;
}

function runAndKill(trial: number, acks: number): Promise<Ack[]> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [WORKER], {
      env: { ...process.env, CRASH_DIR: dir, CRASH_CATEGORY: String(categoryId), CRASH_TAG: `a${trial}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const seen: Ack[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const ack = JSON.parse(line) as Ack;
      if (ack.op !== 'running') seen.push(ack);
      if (seen.length >= acks && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolvePromise(seen) : reject(new Error(`writer exited ${code}: ${stderr}`)),
    );
  });
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

afterAll(() => {
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  resetEnvCache();
});

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
