import { performance } from 'node:perf_hooks';
import pMap from 'p-map';
import { VITALS_PAGE_TYPES } from '#shared/vitals/metrics.ts';
import type { VitalsReport } from '#shared/vitals/schema.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:vitals`: what real visitors' speed reports cost as they grow (decision 028). In a
 * scratch store it stores 1,000, then 10,000 reports of today through the service (one create each,
 * 32 at once), with 27 finished days already rolled up, and prints per size: store calls per report,
 * a report's write p50/p95, the dashboard's read (`days=28`: the day's listing and 27 tallies) p50/p95
 * over RUNS reads, and the roll-up of that day once it has ended (one listing, one create, the deletes).
 */

const SIZES = [1_000, 10_000];
const RUNS = Number(process.env.RUNS ?? 10);
const DAY = 24 * 60 * 60 * 1000;
const UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => Number(value.toFixed(1));

/** A plausible view: values spread around the thresholds, slow ones naming one of a few elements. */
function view(index: number): VitalsReport {
  const spread = (index * 7919) % 100;
  return {
    page: VITALS_PAGE_TYPES[index % VITALS_PAGE_TYPES.length]!,
    lang: index % 3 === 0 ? 'en' : 'id',
    metrics: {
      LCP: { value: 900 + spread * 45, target: `section#s${index % 5}>img` },
      INP: { value: 40 + spread * 4, target: `div.box>button#b${index % 7}` },
      CLS: { value: spread / 400, target: `div#c${index % 3}>article` },
      TTFB: { value: 200 + spread * 12 },
    },
  };
}

const runtime = await scratchStore(36, 'vitals');
try {
  const { requestDeps } = await import('#server/deps.ts');
  const { storeStats } = await import('#server/store.ts');
  const { parseRawKey, rawKey, recordVitals } = await import('#server/services/analytics/vitals/raw-reports.ts');
  const { tallyReports } = await import('#server/services/analytics/vitals/tally.ts');
  const { vitalsReport } = await import('#server/services/analytics/vitals/report.ts');
  const { addDays, jakartaTime } = await import('#shared/jakarta-time.ts');
  const deps = requestDeps();
  const today = jakartaTime(deps.now()).date;
  // 27 finished days as their roll-ups hold them (1,000 views each).
  const dayTally = tallyReports(Array.from({ length: 1_000 }, (_, i) => parseRawKey(rawKey(today, view(i)))));
  for (let day = 1; day <= 27; day++) await deps.db.create(`vitals/days/${addDays(today, -day)}`, dayTally);

  const table: Record<string, Record<string, number>> = {};
  let written = 0;
  for (const size of SIZES) {
    const writes: number[] = [];
    const callsBefore = storeStats().calls;
    await pMap(
      Array.from({ length: size - written }, (_, i) => written + i),
      async (index) => {
        const start = performance.now();
        await recordVitals(deps, view(index), UA);
        writes.push(performance.now() - start);
      },
      { concurrency: 32 },
    );
    const callsPerReport = (storeStats().calls - callsBefore) / (size - written);
    written = size;
    const reads: number[] = [];
    let views = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const report = await vitalsReport(deps, 28);
      reads.push(performance.now() - start);
      views = report.groups.reduce((sum, group) => sum + group.views, 0);
    }
    table[`${size} reports today`] = {
      'views in 28 days': views,
      'store calls per report': ms(callsPerReport),
      'write p50 (ms)': ms(percentile(writes, 0.5)),
      'write p95 (ms)': ms(percentile(writes, 0.95)),
      'dashboard read p50 (ms)': ms(percentile(reads, 0.5)),
      'dashboard read p95 (ms)': ms(percentile(reads, 0.95)),
    };
    console.log(`${size} reports measured`);
  }
  // The day ends: the next read rolls it up (listing, tally, one create) and deletes its reports.
  const tomorrow = { ...deps, now: () => new Date(Date.now() + DAY) };
  const start = performance.now();
  await vitalsReport(tomorrow, 28);
  const rollUp = performance.now() - start;
  const left = (await deps.db.keys('vitals/raw/')).length;
  const after = performance.now();
  await vitalsReport(tomorrow, 28);
  table[`${written} reports today`]!['roll-up read, next day (ms)'] = ms(rollUp);
  table[`${written} reports today`]!['raw keys left after it'] = left;
  table[`${written} reports today`]!['read after roll-up (ms)'] = ms(performance.now() - after);
  console.table(table);
} finally {
  await runtime.blobs.stop();
}
process.exit(0);
