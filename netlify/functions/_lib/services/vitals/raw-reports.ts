import { createHmac, randomUUID } from 'node:crypto';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import {
  VITALS_LANGS,
  VITALS_PAGE_TYPES,
  VITAL_LIMITS,
  VIEW_BYTES_LIMIT,
  rateVital,
  shortTarget,
  type VitalMetric,
  type VitalsPageType,
} from '#shared/vitals/metrics.ts';
import { isBotUserAgent } from '#shared/vitals/robots.ts';
import type { VitalsReport } from '#shared/vitals/schema.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import type { Deps } from '#server/deps.ts';
import { consumeRateLimit } from '#server/rate-limit.ts';

/*
 * One report per page view, stored as one create-only key whose name carries the whole report:
 *
 *   vitals/raw/{YYYY-MM-DD}/{HH}/{page}.{lang}.{LCP}.{INP}.{CLS}.{TTFB}.{LCP target}.{INP target}.{CLS target}.{bytes}.{id}
 *
 * (milliseconds, CLS in ten-thousandths, targets base64url and only for a metric that was not good,
 * the bytes the view transferred; an empty field where the view had no such value; a key written
 * before the bytes were reported has no bytes field). {HH} is the Jakarta hour the report arrived in,
 * so an hour's reports are listed alone once it is over and rolled into the day's running tally
 * (rollup.ts). A report is one write that never conflicts with another, and an hour's reports are
 * read by listing their keys, 1,000 a request, with no read per report. Decision 028.
 */

export const RAW_PREFIX = 'vitals/raw/';
/** Reports one address may send a minute: a view is one report, and offices share one address. */
export const VITALS_PER_ADDRESS_PER_MINUTE = 120;

const KEY_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const satisfies readonly VitalMetric[];
const TARGET_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];
/** CLS is kept as an integer in ten-thousandths, the other metrics in whole milliseconds. */
export const keyUnits = (metric: VitalMetric) => (metric === 'CLS' ? 10_000 : 1);

/** A report as read back from its key: values in key units (ms; CLS × 10,000). */
export interface StoredReport {
  page: VitalsPageType;
  lang: Lang;
  values: Partial<Record<VitalMetric, number>>;
  targets: Partial<Record<VitalMetric, string>>;
  /** Bytes the view transferred, when its browser measured them. */
  bytes?: number;
}

const encodeTarget = (target: string) => Buffer.from(target, 'utf8').toString('base64url');

const pad = (hour: number) => String(hour).padStart(2, '0');

/** The prefix of a Jakarta day's reports, or of one of its hours (0–23). */
export const rawPrefix = (date: string, hour?: number) =>
  hour === undefined ? `${RAW_PREFIX}${date}/` : `${RAW_PREFIX}${date}/${pad(hour)}/`;

export function rawKey(date: string, report: VitalsReport, id: string = randomUUID(), hour = 0): string {
  const fields: string[] = [report.page, report.lang];
  for (const metric of KEY_METRICS) {
    const value = report.metrics[metric]?.value;
    fields.push(value === undefined ? '' : String(Math.round(value * keyUnits(metric))));
  }
  for (const metric of TARGET_METRICS) {
    const measured = report.metrics[metric];
    // Only a slow element is worth naming: the dashboard names the worst among the reports that were not good.
    const named = measured?.target && rateVital(metric, measured.value) !== 'good' ? measured.target : '';
    fields.push(named ? encodeTarget(named) : '');
  }
  fields.push(report.bytes === undefined ? '' : String(report.bytes), id);
  return `${rawPrefix(date, hour)}${fields.join('.')}`;
}

/** The Jakarta hour of a raw key, or null for a key without one. */
export function rawKeyHour(key: string): number | null {
  const hour = /^(\d{2})\//.exec(key.slice(RAW_PREFIX.length + 11));
  return hour && Number(hour[1]) < 24 ? Number(hour[1]) : null;
}

/** The day of a raw key, or null for anything that is not one (a temporary file left by a killed write). */
export function rawKeyDate(key: string): string | null {
  const date = key.slice(RAW_PREFIX.length, RAW_PREFIX.length + 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && key[RAW_PREFIX.length + 10] === '/' ? date : null;
}

/** Reads a report back from its key; null when the name is not one this module writes. */
export function parseRawKey(key: string): StoredReport | null {
  if (!rawKeyDate(key)) return null;
  const rest = key.slice(RAW_PREFIX.length + 11);
  const fields = (rawKeyHour(key) === null ? rest : rest.slice(3)).split('.');
  // Ten fields in a key written before views reported their bytes, eleven since.
  if (fields.length !== 10 && fields.length !== 11) return null;
  const [page, lang] = fields as [string, string];
  if (!VITALS_PAGE_TYPES.includes(page as VitalsPageType) || !VITALS_LANGS.includes(lang as Lang)) return null;
  const values: StoredReport['values'] = {};
  for (const [index, metric] of KEY_METRICS.entries()) {
    const raw = fields[2 + index]!;
    if (raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || value > VITAL_LIMITS[metric] * keyUnits(metric)) return null;
    values[metric] = value;
  }
  const targets: StoredReport['targets'] = {};
  for (const [index, metric] of TARGET_METRICS.entries()) {
    const raw = fields[6 + index]!;
    if (raw) targets[metric] = shortTarget(Buffer.from(raw, 'base64url').toString('utf8'));
  }
  const stored: StoredReport = { page: page as VitalsPageType, lang: lang as Lang, values, targets };
  const bytes = fields.length === 11 ? fields[9]! : '';
  if (bytes !== '') {
    const value = Number(bytes);
    if (!Number.isInteger(value) || value < 0 || value > VIEW_BYTES_LIMIT) return null;
    stored.bytes = value;
  }
  return stored;
}

/**
 * Counts the attempt against the address's minute before anything else is done (a 429 past it);
 * the address is kept only as a keyed hash in the limit's slot.
 */
export async function claimVitalsAttempt(deps: Deps, ip: string, secret: string): Promise<void> {
  await consumeRateLimit(
    deps,
    {
      scope: 'vitals-ip',
      subject: createHmac('sha256', secret).update(ip).digest('hex'),
      limit: VITALS_PER_ADDRESS_PER_MINUTE,
      windowMs: 60_000,
    },
    (minutes) => `Terlalu banyak laporan kecepatan dari alamat ini. Coba lagi dalam ${minutes} menit.`,
  );
}

/** Stores one view's report (one create-only write); a bot's report is answered but not kept. */
export async function recordVitals(deps: Deps, report: VitalsReport, userAgent: string): Promise<boolean> {
  if (isBotUserAgent(userAgent)) return false;
  const { date, minutes } = jakartaTime(deps.now());
  return deps.db.create(rawKey(date, report, randomUUID(), Math.floor(minutes / 60)), 1);
}
