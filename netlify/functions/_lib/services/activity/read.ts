import pMap from 'p-map';
import { SECURITY_SETTINGS_WORDS } from '#shared/accounts/sign-in.ts';
import type { FieldWords } from '#shared/activity/field-words.ts';
import { SETTINGS_FIELD_WORDS } from '#shared/settings/schema.ts';
import {
  ActivityEntrySchema,
  type ActivityChange,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
  type EntityActivity,
} from '#shared/activity/entry.ts';
import type { Deps } from '../../deps.ts';
import { countDays, countsKey, daysBetween, type Day, type DayFilter } from './counts.ts';
import {
  RETENTION_MS,
  encode,
  jakartaDateOf,
  monthOf,
  newestFirst,
  parseKey,
  recordFolder,
  type KeyFacts,
} from './keys.ts';
import { groupOf } from './slots.ts';

/*
 * Reading the log (decision 018). A page counts its rows from the days' counts (counts.ts) and reads
 * only the days its own rows are on, from their indexes (today is listed); one record's history
 * lists only that record's copies (`activity-records/…`). Neither lists the rest of the log, so a
 * page costs one read per day it shows and per row, and a history one listing per month and one
 * read per entry, whatever the size of the log.
 */

const JAKARTA_OFFSET = '+07:00';
/** Entries stamped up to this far ahead of the server's clock (another instance's) are listed. */
const CLOCK_SLACK_MS = 60_000;

/**
 * The words of the fields whose model owns them (field-words.ts), added to each answered change of
 * that entity: on reading rather than in the entry, so entries written before a label changed read
 * with today's label.
 */
const OWNED_WORDS: Partial<Record<ActivityEntry['entity'], Readonly<Record<string, FieldWords>>>> = {
  settings: { ...SETTINGS_FIELD_WORDS, ...SECURITY_SETTINGS_WORDS },
};

function withWords(entity: ActivityEntry['entity'], changes: ActivityChange[]): ActivityChange[] {
  const owned = OWNED_WORDS[entity];
  if (!owned) return changes;
  return changes.map((change) => {
    const words = owned[change.field];
    return words ? { ...change, words } : change;
  });
}

/** The entries of the rows given, in their order: each key read once (a batch holds many rows). */
async function readEntries(deps: Deps, keys: KeyFacts[]): Promise<ActivityEntry[]> {
  const unique = [...new Set(keys.map((facts) => facts.key))];
  const values = await pMap(unique, (key) => deps.db.get<unknown>(key, 'strong'), { concurrency: 16 });
  const stored = new Map(unique.map((key, index) => [key, values[index]]));
  return keys.flatMap((facts) => {
    const value = stored.get(facts.key);
    const batch = value && typeof value === 'object' && 'entries' in value ? value.entries : undefined;
    const entry = Array.isArray(batch)
      ? batch.find((item: { entity_id?: unknown }) => item?.entity_id === facts.entityId)
      : value;
    const parsed = ActivityEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function filterOf(deps: Deps, query: ActivityQuery) {
  const now = deps.now().getTime();
  const retained = now - RETENTION_MS;
  const latest = now + CLOCK_SLACK_MS;
  const asked = {
    from: query.from ? Date.parse(`${query.from}T00:00:00${JAKARTA_OFFSET}`) : -Infinity,
    to: query.to ? Date.parse(`${query.to}T23:59:59.999${JAKARTA_OFFSET}`) : Infinity,
  };
  const from = Math.max(retained, asked.from);
  const to = Math.min(latest, asked.to);
  const [fromDate, toDate] = [jakartaDateOf(from), jakartaDateOf(to)];
  const who = (userId: number, entity: string) =>
    (query.entity === undefined || entity === query.entity) && (query.user === undefined || userId === query.user);
  const within = (day: Day, edge: number) => day.start <= edge && edge < day.start + 24 * 60 * 60 * 1000;
  const filter: DayFilter = {
    row: (facts) =>
      facts.time >= from &&
      facts.time <= to &&
      who(facts.userId, facts.entity) &&
      (query.id === undefined || facts.entityId === query.id),
    counted: (date, userId, entity) => date >= fromDate && date <= toDate && who(userId, entity),
    // Counts are by Jakarta date: a day cut by the year's start or the clock is listed instead.
    exact: (day) =>
      query.id === undefined && !(from === retained && within(day, from)) && !(to === latest && within(day, to)),
  };
  return { from, to, filter };
}

/** A page of the log, newest first, filtered by person, entity (and record) and Jakarta dates. */
export async function activityPage(deps: Deps, query: ActivityQuery): Promise<ActivityPage> {
  const { from, to, filter } = filterOf(deps, query);
  const empty = { data: [], total: 0, page: query.page, per_page: query.per_page, people: [] };
  if (from > to) return empty;
  const days = daysBetween(from, to);
  const { counts, rows: rowsOf } = await countDays(deps, days, filter);
  // The days the page's rows are on, from the counts (at most one a row), and where in each to start.
  let skip = (query.page - 1) * query.per_page;
  let wanted = query.per_page;
  const needed: { day: Day; skip: number }[] = [];
  for (const day of days) {
    if (wanted <= 0) break;
    const count = counts.get(countsKey(day)) ?? 0;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    needed.push({ day, skip });
    wanted -= count - skip;
    skip = 0;
  }
  // Read together: each day's index (or its listing), not the days in between.
  const found = await pMap(
    needed,
    async ({ day, skip: offset }) => (await rowsOf(day)).filter(filter.row).sort(newestFirst).slice(offset),
    { concurrency: 8 },
  );
  const rows = found.flat().slice(0, query.per_page);
  const entries = await readEntries(deps, rows);
  return {
    ...empty,
    data: entries.map(({ id: _id, batch: _batch, ...row }) => ({
      ...row,
      changes: withWords(row.entity, row.changes),
    })),
    total: [...counts.values()].reduce((sum, count) => sum + count, 0),
  };
}

/** The months (newest first) from `to` back to `from` (ms). */
function monthsBetween(from: number, to: number): string[] {
  return [...new Set(daysBetween(from, to).map((day) => day.month))].filter((month) => month >= monthOf(from));
}

/** One record's own history, newest first (at most 500 entries), from its copies alone. */
export async function entityActivity(
  deps: Deps,
  entity: ActivityEntry['entity'],
  id: string,
): Promise<EntityActivity[]> {
  const now = deps.now().getTime();
  const [from, to] = [now - RETENTION_MS, now + CLOCK_SLACK_MS];
  const folders = [encode(id)];
  // A product's import commits are kept under its group (its record shard), with the group's other products.
  if (entity === 'product' && /^\d{1,10}$/.test(id)) folders.push(encode(`@${groupOf(Number(id))}`));
  const prefixes = monthsBetween(from, to).flatMap((month) =>
    folders.map((folder) => recordFolder(month, entity, folder)),
  );
  const listed = await pMap(prefixes, (prefix) => deps.db.keys(prefix), { concurrency: 8 });
  const keys = listed
    .flat()
    .flatMap(parseKey)
    .filter((facts) => facts.entity === entity && facts.entityId === id && facts.time >= from && facts.time <= to)
    .sort(newestFirst);
  const entries = await readEntries(deps, keys.slice(0, 500));
  return entries.map(({ at, user, action, changes }) => ({ at, user, action, changes: withWords(entity, changes) }));
}
