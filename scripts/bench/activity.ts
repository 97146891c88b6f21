import { performance } from 'node:perf_hooks';
import pMap from 'p-map';
import type { ActivityEntity, ActivityEntry } from '#shared/activity/entry.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:activity`: what the activity log costs as it grows. In a scratch store it writes
 * 1,000 entries (through the store layer, as the log's own writer does), then 99,000 more (100,000),
 * and times at each size the first page, a filter by person, a filter by entity, two rare filters (a
 * person with 12 entries on 12 days; an entity with 60, one every 6 days, so a page of 25 lies on 25
 * days) and one record's history: p50 and p95 of RUNS calls one after another. The added entries
 * fall on the year's past days; today's entries (which every page lists), the rare rows and the
 * record's own history are the same at both sizes, so the figures compare the log's size alone.
 * A fill writes behind the readers' backs (no markers, as a repair stopped before its marker would),
 * so the store check runs after it, as `npm start` runs it, and the first read after the check is
 * shown apart.
 */

const SIZES = [1_000, 100_000];
const TODAY = 40;
const RUNS = Number(process.env.RUNS ?? 30);
const DAY = 24 * 60 * 60 * 1000;
const ENTITIES: ActivityEntity[] = ['product', 'category', 'quote', 'settings', 'user'];
const RARE_ENTITY: ActivityEntity = 'contact';
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => Number(value.toFixed(1));

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

let serial = 0;
function entry(at: number, user: number, entity: ActivityEntity, entityId: string): ActivityEntry {
  serial += 1;
  return {
    id: `bench-${serial}`,
    at: new Date(at).toISOString(),
    user: { id: user, name: `Admin ${user}` },
    action: 'update',
    entity,
    entity_id: entityId,
    label: `Perubahan ${serial}`,
    changes: [{ field: 'price', from: 19_250_000, to: 21_175_000 }],
  };
}

/** `count` entries spread over the year's past days (yesterday back to 360 days ago). */
function history(count: number, now: number): ActivityEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const at = now - DAY - Math.floor((index / count) * 359 * DAY) - (index % 97) * 1000;
    return entry(at, 1 + (index % 4), ENTITIES[index % ENTITIES.length]!, String(1 + (index % 5000)));
  });
}

const runtime = await scratchStore(36, 'activity');
try {
  const { requestDeps } = await import('#server/deps.ts');
  const { activityKey } = await import('#server/services/activity/keys.ts');
  const { activityPage, entityActivity, writeLogKey } = await import('#server/services/activity/log.ts');
  const { checkActivity } = await import('#server/services/maintenance/activity-check.ts');
  const deps = requestDeps();
  const now = Date.now();
  // Today's entries and the one record's history: the same at both sizes.
  const fixed = [
    ...Array.from({ length: TODAY }, (_, index) => entry(now - index * 60_000, 1 + (index % 4), 'product', '77')),
    ...Array.from({ length: 12 }, (_, index) => entry(now - (index + 1) * 29 * DAY, 9, 'settings', '1')),
    ...Array.from({ length: 60 }, (_, index) => entry(now - (index + 1) * 6 * DAY + 500, 1, RARE_ENTITY, '3')),
  ];
  const write = (entries: ActivityEntry[]) =>
    pMap(entries, (item) => writeLogKey(deps, activityKey(item), item, { late: false }), { concurrency: 32 });
  const asks = {
    'page 1': () => activityPage(deps, { page: 1, per_page: 25 }),
    'filter: person': () => activityPage(deps, { page: 1, per_page: 25, user: 2 }),
    'filter: entity': () => activityPage(deps, { page: 1, per_page: 25, entity: 'category' }),
    'filter: rare person': () => activityPage(deps, { page: 1, per_page: 25, user: 9 }),
    'filter: rare entity': () => activityPage(deps, { page: 1, per_page: 25, entity: RARE_ENTITY }),
    "a record's history": () => entityActivity(deps, 'settings', '1'),
  };
  const table: Record<string, Record<string, number>> = {};
  let written = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await write([
      ...(written === 0 ? fixed : []),
      ...history(size - written - (written === 0 ? fixed.length : 0), now),
    ]);
    written = size;
    const fill = performance.now() - started;
    // The store check finds the days the fill wrote to behind the counts' back and counts them again.
    const check = await timed(() => checkActivity(deps, [], { fix: true, assumeIdle: true }));
    const first = await timed(asks['page 1']);
    const firstRare = await timed(asks['filter: rare entity']);
    const total = (await activityPage(deps, { page: 1, per_page: 1 })).total;
    const row: Record<string, number> = {
      entries: total,
      'fill (s)': ms(fill / 1000),
      "store check, the log's part (s)": ms(check / 1000),
      'first page 1 after the check (ms)': ms(first),
      'first rare entity after the check (ms)': ms(firstRare),
    };
    for (const [name, ask] of Object.entries(asks)) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await timed(ask));
      row[`${name} p50 (ms)`] = ms(percentile(times, 0.5));
      row[`${name} p95 (ms)`] = ms(percentile(times, 0.95));
    }
    table[`${size} entries`] = row;
    console.log(`${size} entries measured`);
  }
  console.table(
    Object.fromEntries(
      Object.keys(table['1000 entries']!).map((key) => [
        key,
        Object.fromEntries(Object.entries(table).map(([size, row]) => [size, row[key]])),
      ]),
    ),
  );
} finally {
  await runtime.blobs.stop();
}
