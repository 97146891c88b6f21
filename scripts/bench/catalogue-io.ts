import { readFileSync } from 'node:fs';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../lib/runtime.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:catalogue-io`: the catalogue in bulk over HTTP on the local server, against a
 * scratch store of 5,000 products. Prints these figures and their budgets:
 *  - an import of 10,000 rows (5,000 price updates and 5,000 new products), end to end (upload,
 *    dry-run-free apply, report, through the job's steps), with the peak memory of the process
 *    (server and store included) and its slowest request;
 *  - an export of the resulting 10,000 products as CSV and as XLSX;
 *  - a bulk price change (+10 %) of 1,000 products, and of all 10,000 with each request's seconds:
 *    work larger than one step runs as a job the client drives (decision 025), and no request may
 *    come near a function's 60 s.
 * PORT (4452) is the local server's port. ONLY=bulk measures the two bulk edits alone, on a scratch
 * store of 10,000 products (no import, no exports).
 */
const port = Number(process.env.PORT ?? 4452);
const bulkOnly = process.env.ONLY === 'bulk';
const EXISTING = bulkOnly ? 10_000 : 5000;

const peakMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024);
const slowest = (requests: number[]) => Math.max(...requests);
const seconds = (started: number) => Math.round((performance.now() - started) / 100) / 10;

const runtime = await scratchStore(EXISTING, 'catalogue-io');
process.env.ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;
process.env.ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;
const { startSiteServer } = await import('../lib/site-server.ts');
const site = await startSiteServer(port, '127.0.0.1');
const base = site.url;
const { access_token: token } = (await (
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
  })
).json()) as { access_token: string };
const auth = { authorization: `Bearer ${token}` };

async function exportFile(format: 'csv' | 'xlsx'): Promise<{ seconds: number; bytes: Buffer }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/products/export?format=${format}`, { headers: auth });
  if (!response.ok) throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { seconds: seconds(started), bytes };
}

interface Job {
  id: string;
  state: string;
  done: number;
  total: number;
  result: { ok: number; failures: unknown[]; report?: ImportAnswer } | null;
}
interface ImportAnswer {
  created: number;
  updated: number;
  unchanged: number;
  errors: unknown[];
}

/**
 * A request that may answer 202 with a job (decision 025), then its steps to the end as the admin's
 * screen runs them: the answer (the finished job's, if any) and each request's seconds.
 */
async function withSteps<T>(first: () => Promise<Response>): Promise<{ answer: T; job?: Job; requests: number[] }> {
  const requests: number[] = [];
  let started = performance.now();
  const response = await first();
  const body = (await response.json()) as T & { job?: Job };
  requests.push(seconds(started));
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  if (response.status !== 202 || !body.job) return { answer: body, requests };
  let job = body.job;
  while (job.state === 'running') {
    started = performance.now();
    const step = await fetch(`${base}/api/admin/jobs/${job.id}/run`, { method: 'POST', headers: auth });
    job = (await step.json()) as Job;
    requests.push(seconds(started));
    if (!step.ok) throw new Error(`job step: ${step.status} ${JSON.stringify(job)}`);
  }
  return { answer: body, job, requests };
}

/** The import of 10,000 rows and both exports, as rows of the table. */
async function importAndExport() {
  // The file: every stored product with its price up 5 %, and as many new ones.
  const exported = (await exportFile('csv')).bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const header = exported[0]!.split(',');
  const sku = header.indexOf('sku');
  const price = header.indexOf('price');
  const name = header.indexOf('name');
  const category = header.indexOf('category');
  const stock = header.indexOf('stock');
  const firstCategory = exported[1]!.split(',')[category]!;
  const lines = ['sku,name,category,price,stock,status'];
  for (const line of exported.slice(1)) {
    // Simple rows only (the generated catalogue's names and SKUs carry no commas or quotes).
    const cells = line.split(',');
    if (cells.length < header.length) continue;
    lines.push(
      [
        cells[sku],
        cells[name],
        cells[category],
        Math.round(Number(cells[price]) * 1.05),
        cells[stock],
        'published',
      ].join(','),
    );
  }
  for (let index = 0; lines.length <= 10_000; index++) {
    lines.push(`BENCH-NEW-${index},Bench product ${index},${firstCategory},${1_000_000 + index},${index % 50},draft`);
  }
  const file = lines.join('\r\n');

  const before = peakMb();
  // The main thread's heap (the functions and the site server; the blob store runs in its own thread).
  let heapPeak = 0;
  const heapBefore = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
  const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed)), 50);
  const form = new FormData();
  form.set('file', new File([file], 'bench.csv', { type: 'text/csv' }));
  const importStarted = performance.now();
  const imported = await withSteps<ImportAnswer>(() =>
    fetch(`${base}/api/admin/products/import`, { method: 'POST', headers: auth, body: form }),
  );
  const report = imported.job?.result?.report ?? imported.answer;
  const importSeconds = seconds(importStarted);
  clearInterval(sampler);

  const csv = await exportFile('csv');
  const xlsx = await exportFile('xlsx');
  return {
    'import 10,000 rows': {
      seconds: importSeconds,
      budget: 60,
      detail: `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.errors.length} errors; file ${Math.round(file.length / 1024)} KB`,
    },
    // Each request of the import's job: the slowest is what a function's 60 s limit is measured against.
    'import, slowest request': {
      seconds: slowest(imported.requests),
      budget: 30,
      detail: `${imported.requests.length} requests: ${imported.requests.join(' · ')} s`,
    },
    // A figure without a time or a budget: console.table leaves the two cells empty.
    'import memory': {
      detail: `heap ${heapBefore} → peak ${Math.round(heapPeak / 2 ** 20)} MB; process peak RSS ${before} → ${peakMb()} MB`,
    },
    'export 10,000 CSV': { seconds: csv.seconds, budget: 5, detail: `${Math.round(csv.bytes.length / 1024)} KB` },
    'export 10,000 XLSX': { seconds: xlsx.seconds, budget: 5, detail: `${Math.round(xlsx.bytes.length / 1024)} KB` },
  };
}

const importRows = bulkOnly ? {} : await importAndExport();
const list = (await (await fetch(`${base}/api/admin/products/ids`, { headers: auth })).json()) as { ids: number[] };
async function bulkEdit(count: number) {
  const started = performance.now();
  const run = await withSteps<{ results?: { ok: boolean }[] }>(() =>
    fetch(`${base}/api/admin/products/bulk`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: list.ids.slice(0, count), action: 'adjust_price_percent', value: 10 }),
    }),
  );
  const ok = run.job ? run.job.result!.ok : run.answer.results!.filter((result) => result.ok).length;
  return { seconds: seconds(started), ok, requests: run.requests };
}
const bulk = await bulkEdit(1000);
const bulkAll = await bulkEdit(10_000);

console.table({
  ...importRows,
  'bulk price +10 % on 1,000': {
    seconds: bulk.seconds,
    budget: 15,
    detail: `${bulk.ok} ok of 1000 in ${bulk.requests.length} request(s)`,
  },
  'bulk price +10 % on 10,000': {
    seconds: bulkAll.seconds,
    detail: `${bulkAll.ok} ok of 10000 in ${bulkAll.requests.length} requests`,
  },
  'bulk 10,000, slowest request': {
    seconds: slowest(bulkAll.requests),
    budget: 30,
    detail: bulkAll.requests.join(' · '),
  },
});
await site.stop();
await runtime.blobs.stop();
process.exit(0);
