import { performance } from 'node:perf_hooks';
import pMap from 'p-map';
import { VITALS_PAGE_TYPES } from '#shared/vitals/metrics.ts';
import type { VitalsReport } from '#shared/vitals/schema.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:vitals`: what real visitors' speed reports cost as they grow (decision 028). In a
 * scratch store, with 27 finished days already rolled up, it stores a day's reports through the
 * service (one create each, 32 at once) spread over 08:00–20:29 WIB on a moved clock, 1,000 and then
 * 10,000 of them, and prints per size: store calls per report, a report's write p50/p95, the first
 * dashboard read at 20:30 (`days=28`: it rolls the hours that are over into the day's running tally),
 * the reads after it p50/p95 over RUNS reads with their store calls, and the next day's first read
 * (the day rolled up into one document) and a read after it.
 */

const SIZES = [1_000, 10_000];
const RUNS = Number(process.env.RUNS ?? 10);
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
  const { parseRawKey, rawKey, recordVitals } = await import('#server/services/vitals/raw-reports.ts');
  const { tallyReports } = await import('#server/services/vitals/tally.ts');
  const { vitalsReport } = await import('#server/services/vitals/report.ts');
  const { addDays, jakartaTime } = await import('#shared/common/jakarta-time.ts');
  const deps = requestDeps();
  const today = jakartaTime(new Date()).date;
  /** The service's dependencies with the clock at `minute` past midnight WIB of today. */
  const at = (minute: number) => ({
    ...deps,
    now: () => new Date(Date.parse(`${today}T00:00:00+07:00`) + minute * 60_000),
  });
  const FIRST = 8 * 60;
  const READ_AT = 20 * 60 + 30;
  // 27 finished days as their roll-ups hold them (1,000 views each).
  const dayTally = tallyReports(Array.from({ length: 1_000 }, (_, i) => parseRawKey(rawKey(today, view(i)))));
  for (let day = 1; day <= 27; day++) await deps.db.create(`vitals/days/${addDays(today, -day)}`, dayTally);

  const timedRead = async (clock: typeof deps) => {
    const calls = storeStats().calls;
    const start = performance.now();
    const report = await vitalsReport(clock, 28);
    return {
      ms: performance.now() - start,
      calls: storeStats().calls - calls,
      views: report.groups.reduce((sum, group) => sum + group.views, 0),
    };
  };
  const table: Record<string, Record<string, number>> = {};
  for (const size of SIZES) {
    // Each size is a day of its own: the previous size's reports and running tallies go first.
    const previous = [...(await deps.db.keys('vitals/raw/')), ...(await deps.db.keys('vitals/hours/'))];
    await pMap(previous, (key) => deps.db.delete(key), { concurrency: 32 });
    const writes: number[] = [];
    const callsBefore = storeStats().calls;
    await pMap(
      Array.from({ length: size }, (_, i) => i),
      async (index) => {
        const clock = at(FIRST + Math.floor((index * (READ_AT - FIRST)) / size));
        const start = performance.now();
        await recordVitals(clock, view(index), UA);
        writes.push(performance.now() - start);
      },
      { concurrency: 32 },
    );
    const callsPerReport = (storeStats().calls - callsBefore) / size;
    const first = await timedRead(at(READ_AT));
    const reads: Array<Awaited<ReturnType<typeof timedRead>>> = [];
    for (let run = 0; run < RUNS; run++) reads.push(await timedRead(at(READ_AT)));
    const times = reads.map((read) => read.ms);
    table[`${size} reports today`] = {
      'views in 28 days': reads[0]!.views,
      'store calls per report': ms(callsPerReport),
      'write p50 (ms)': ms(percentile(writes, 0.5)),
      'write p95 (ms)': ms(percentile(writes, 0.95)),
      'first read, rolls up hours (ms)': ms(first.ms),
      'dashboard read p50 (ms)': ms(percentile(times, 0.5)),
      'dashboard read p95 (ms)': ms(percentile(times, 0.95)),
      'store calls per read': reads[0]!.calls,
    };
    console.log(`${size} reports measured`);
  }
  // The day ends: the next read rolls it up (its last hours, one create).
  const size = SIZES.at(-1)!;
  const tomorrow = at(24 * 60 + 5);
  const rollUp = await timedRead(tomorrow);
  const after = await timedRead(tomorrow);
  table[`${size} reports today`]!['roll-up read, next day (ms)'] = ms(rollUp.ms);
  table[`${size} reports today`]!['read after roll-up (ms)'] = ms(after.ms);
  console.table(table);
} finally {
  await runtime.blobs.stop();
}
process.exit(0);
