import { describe, expect } from 'vitest';
import { requestDeps, type Deps } from '#server/deps.ts';
import { parseRawKey, recordVitals } from '#server/services/vitals/raw-reports.ts';
import { pruneVitals, vitalsReport } from '#server/services/vitals/report.ts';
import { tallyReports, vitalsGroups } from '#server/services/vitals/tally.ts';
import { VitalsReportSchema, type VitalsReportInput } from '#shared/vitals/schema.ts';
import { withOwnStore as test } from './fixtures.ts';

/*
 * The running day's roll-up on a moved clock (decision 028): each hour, once over, is summed into a
 * running tally of the day, so a dashboard read lists only the open hour's reports; whatever the
 * moment and however many reads run at once, the figures are exactly those of every report stored
 * so far, and the finished day becomes one document whose raw reports the purge then drops.
 */

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DAY = '2026-11-10';
const base = () => requestDeps();
/** The service's dependencies with the clock at `time` (WIB) on `date`. */
const at = (time: string, date = DAY): Deps => ({ ...base(), now: () => new Date(`${date}T${time}:00+07:00`) });

let seq = 0;
/** A view with values that differ report by report, spread over page types, languages and targets. */
function view(): VitalsReportInput {
  const n = seq++;
  return {
    page: (['landing', 'catalogue', 'product'] as const)[n % 3]!,
    lang: n % 2 ? 'en' : 'id',
    metrics: {
      LCP: { value: 800 + ((n * 373) % 4000), target: `section#s${n % 4}>img` },
      INP: { value: 40 + ((n * 97) % 600), target: `div>button#b${n % 5}` },
      CLS: { value: ((n * 13) % 40) / 100 },
      TTFB: { value: 100 + ((n * 61) % 1500) },
    },
    bytes: 50_000 + n * 1_000,
  };
}

async function record(time: string, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () => recordVitals(at(time), VitalsReportSchema.parse(view()), PHONE)),
  );
}

/** The figures straight from every raw report of the day, as the dashboard would show them. */
async function expected() {
  const keys = await base().db.keys(`vitals/raw/${DAY}/`);
  return { views: keys.length, groups: vitalsGroups(tallyReports(keys.map(parseRawKey))) };
}

const hoursTallies = async () => (await base().db.keys(`vitals/hours/${DAY}/`)).map((key) => key.slice(-2)).sort();

describe('the running day’s hourly roll-up', () => {
  test('every read answers exactly the reports stored so far, and an hour is rolled up once it is over', async () => {
    await record('08:05', 7);
    await record('08:59', 5);
    await record('09:30', 9);
    // 09:40: hour 8 is over (it ended at 09:00, 3 minutes' grace), hour 9 is still running.
    const early = await vitalsReport(at('09:40'), 1);
    expect(early.groups).toEqual((await expected()).groups);
    expect(await hoursTallies()).toEqual(['08']);

    await record('10:01', 4);
    // 10:02: hour 9 ended two minutes ago, within the grace; it is still listed, not rolled up.
    expect((await vitalsReport(at('10:02'), 1)).groups).toEqual((await expected()).groups);
    expect(await hoursTallies()).toEqual(['08']);

    await record('10:40', 6);
    await record('12:15', 3);
    // 12:20: hours 9, 10 and 11 are over and rolled up into one running tally through 11.
    const later = await vitalsReport(at('12:20'), 1);
    expect(later.groups).toEqual((await expected()).groups);
    expect(later.groups.reduce((sum, group) => sum + group.views, 0)).toBe(34);
    expect(await hoursTallies()).toEqual(['08', '11']);

    // Reading again, and five reads at once, changes nothing and counts nothing twice.
    const again = await Promise.all(Array.from({ length: 5 }, () => vitalsReport(at('12:21'), 1)));
    for (const answer of again) expect(answer.groups).toEqual(later.groups);
    expect(await hoursTallies()).toEqual(['08', '11']);
  });

  test('reads at once at an hour’s turn make one running tally with every report', async () => {
    await record('13:10', 11);
    await record('14:02', 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => vitalsReport(at('14:05'), 1)));
    const { groups } = await expected();
    for (const answer of answers) expect(answer.groups).toEqual(groups);
    expect(await hoursTallies()).toEqual(['08', '11', '13']);
  });

  test('the finished day becomes one document; the purge then drops its reports and running tallies', async () => {
    await record('23:58', 3);
    const { groups, views } = await expected();
    // 00:02 the next day: the last hour is within its grace, the day is read as running.
    const running = await vitalsReport(at('00:02', '2026-11-11'), 2);
    expect(running.groups).toEqual(groups);
    expect(await base().db.get(`vitals/days/${DAY}`)).toBeNull();
    // 00:05: the day is over; the read rolls it up into one document.
    const next = at('00:05', '2026-11-11');
    const finished = await vitalsReport(next, 2);
    expect(finished.groups).toEqual(groups);
    expect(finished.groups.reduce((sum, group) => sum + group.views, 0)).toBe(views);
    expect(await base().db.get(`vitals/days/${DAY}`)).not.toBeNull();
    // The read deletes nothing; the daily purge drops what the day's document holds.
    expect(await base().db.keys(`vitals/raw/${DAY}/`)).toHaveLength(views);
    await pruneVitals(next);
    expect(await base().db.keys(`vitals/raw/${DAY}/`)).toEqual([]);
    expect(await hoursTallies()).toEqual([]);
    expect((await vitalsReport(next, 2)).groups).toEqual(groups);
  });
});
