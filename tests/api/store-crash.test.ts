import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { readRecord } from '#server/services/catalog/store/records.ts';
import { publishedProductBySlug, publishedProducts } from '#server/services/catalog/views.ts';
import { listCategories } from '#server/services/catalog/categories.ts';
import { listContacts } from '#server/services/inbox/contacts.ts';
import { analyticsReport } from '#server/services/analytics/report.ts';
import { listQuoteRequests, quoteRequest } from '#server/services/quotes/requests.ts';
import { mailStatus } from '#server/services/mail/queue.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { astroBuild } from '#scripts/lib/astro-build.ts';
import { startLocalBlobs, type LocalBlobs } from '#scripts/lib/local-blobs.ts';
import { ready } from '../support/api.ts';

/*
 * Crash injection: a process running its own blob server and a mixed burst of writes (creates,
 * renames, deletes, contact messages, quote requests, analytics counts, queued mails) is killed with
 * SIGKILL at a random point, twelve times over the same data (the points spread over the burst: each
 * trial kills within its own twelfth of the first 40 writes). After each kill, the store check with
 * repairs leaves no inconsistency, every write acknowledged before the kill is there (and counted),
 * and the contacts, quotes and mail lists read. Finally the site builds.
 */

const WORKER = resolve(import.meta.dirname, '../support/workers/crash-worker.ts');
const TRIALS = 12;
/** The writes of a burst the kill points are spread over. */
const BURST = 40;

interface Ack {
  op: 'running' | 'create' | 'rename' | 'delete' | 'contact' | 'quote' | 'count' | 'mail';
  id: number | string;
  slug?: string;
  version?: number;
}

const dir = mkdtempSync(join(tmpdir(), 'rawlab-crash-'));
let categoryId = 0;
let quotedProduct = 0;
/** Analytics counts acknowledged over all trials so far (the store keeps them from trial to trial). */
let countsAcknowledged = 0;

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

/** Runs the writer until it acknowledged `acks` writes (a random point of its burst), then SIGKILLs it. */
function burstAndKill(trial: number, acks: number): Promise<Ack[]> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [WORKER], {
      env: {
        ...process.env,
        CRASH_DIR: dir,
        CRASH_CATEGORY: String(categoryId),
        CRASH_PRODUCT: String(quotedProduct),
        CRASH_TAG: `t${trial}`,
      },
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

beforeAll(async () => {
  await ready();
  await withStore(async () => {
    await seedDemoCatalog(requestDeps());
    categoryId = (await listCategories(requestDeps()))[0]!.id;
    quotedProduct = (await publishedProducts(requestDeps(), 'strong'))[0]!.id;
  });
}, 60_000);

afterAll(() => {
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  resetEnvCache();
});

describe('killed mid-write', () => {
  it(`${TRIALS} SIGKILLs during a burst: the check repairs everything and no acknowledged write is lost`, async () => {
    let repairedTrials = 0;
    const acknowledged: Record<string, number> = {};
    for (let trial = 1; trial <= TRIALS; trial++) {
      const from = Math.floor(((trial - 1) * BURST) / TRIALS);
      const to = Math.floor((trial * BURST) / TRIALS);
      const acks = await burstAndKill(trial, 1 + from + Math.floor(Math.random() * (to - from)));
      for (const ack of acks) acknowledged[ack.op] = (acknowledged[ack.op] ?? 0) + 1;
      await withStore(async () => {
        const deps = requestDeps();
        const first = await checkStore(deps, { fix: true, assumeIdle: true, deep: true });
        if (first.findings.length) repairedTrials += 1;
        const after = await checkStore(deps, { deep: true, assumeIdle: true });
        expect(after.findings, `trial ${trial}`).toEqual([]);

        // The last acknowledged state of each product is there, or a later (unacknowledged) one.
        const last = new Map<number, Ack>();
        for (const ack of acks) if (['create', 'rename', 'delete'].includes(ack.op)) last.set(ack.id as number, ack);
        for (const [id, ack] of last) {
          const record = await readRecord(deps, id);
          if (ack.op === 'delete') {
            expect(record?.deleted_at, `trial ${trial}: product ${id} was deleted`).toEqual(expect.any(String));
            continue;
          }
          expect(record, `trial ${trial}: product ${id}`).not.toBeNull();
          expect(record!.version).toBeGreaterThanOrEqual(ack.version!);
          if (record!.version === ack.version) expect(record!.slug).toBe(ack.slug);
          if (!record!.deleted_at) {
            expect((await publishedProductBySlug(deps, record!.slug, 'strong')).id).toBe(id);
          }
        }
        const contacts = new Set((await listContacts(deps)).map((contact) => contact.id));
        for (const ack of acks.filter((item) => item.op === 'contact'))
          expect(contacts.has(ack.id as string)).toBe(true);

        // Every acknowledged quote request reads, by its reference and in the inbox's first page.
        const quotes = acks.filter((item) => item.op === 'quote').map((item) => item.id as string);
        for (const reference of quotes) expect((await quoteRequest(deps, reference)).reference).toBe(reference);
        const inbox = await listQuoteRequests(deps, { page: 1, per_page: 100, q: `Crash t${trial} `, status: 'all' });
        expect(inbox.data.map((quote) => quote.reference)).toEqual(expect.arrayContaining(quotes));
        // Every acknowledged count is counted (unacknowledged ones may be too); every queued mail waits.
        countsAcknowledged += acks.filter((item) => item.op === 'count').length;
        expect((await analyticsReport(deps)).totals.quoteRequests).toBeGreaterThanOrEqual(countsAcknowledged);
        for (const ack of acks.filter((item) => item.op === 'mail')) {
          expect(await deps.db.get(`mail/queue/${ack.id as string}`), `mail ${ack.id as string}`).not.toBeNull();
        }
        expect((await mailStatus(deps)).pending).toBeGreaterThanOrEqual(
          acks.filter((item) => item.op === 'mail').length,
        );
      });
    }
    console.log(
      `crash injection: ${repairedTrials} of ${TRIALS} trials left something to repair; writes acknowledged before the kills: ${JSON.stringify(acknowledged)}`,
    );
  }, 480_000);

  it('the site builds from the store the crashes left', async () => {
    await withStore(() => astroBuild(join(dir, 'dist'), { quiet: true }));
  }, 240_000);
});
