import { VITALS_LANGS, VITALS_PAGE_TYPES, VITAL_METRICS, rateVital, type VitalMetric } from '#shared/vitals/metrics.ts';
import type { VitalSummary, VitalsGroup } from '#shared/vitals/schema.ts';
import { keyUnits, type StoredReport } from './raw-reports.ts';

/*
 * Reports summed per page type and language: a view count, and per metric a histogram of values
 * rounded to a fixed step and the count of each element named by a report that was not good. A
 * day's tally has a bounded size whatever its traffic, so a finished day is kept as one small
 * document and a window of days is a sum of those. Pure: no store.
 */

export interface MetricTally {
  /** Rounded value in key units (ms; CLS × 10,000) → reports. */
  hist: Record<string, number>;
  /** Element or interaction → not-good reports naming it. */
  targets: Record<string, number>;
}

export interface GroupTally {
  views: number;
  metrics: Partial<Record<VitalMetric, MetricTally>>;
}

/** `{page}.{lang}` → its tally. */
export type Tally = Record<string, GroupTally>;

/** Distinct elements a day keeps per metric: the most frequent ones. */
export const MAX_TARGETS = 40;

/**
 * The histogram's step, in key units: 10 ms below 1 s, 50 ms below 5 s, 250 ms below 20 s, then a
 * second; CLS 0.001 below 0.5, then 0.01. Finer than the dashboard shows each value.
 */
export function roundedValue(metric: VitalMetric, value: number): number {
  const step =
    metric === 'CLS'
      ? value < 5_000
        ? 10
        : 100
      : value < 1_000
        ? 10
        : value < 5_000
          ? 50
          : value < 20_000
            ? 250
            : 1_000;
  return Math.round(value / step) * step;
}

export function tallyReports(reports: Iterable<StoredReport | null>): Tally {
  const tally: Tally = {};
  for (const report of reports) {
    if (!report) continue;
    const group = (tally[`${report.page}.${report.lang}`] ??= { views: 0, metrics: {} });
    group.views += 1;
    for (const metric of VITAL_METRICS) {
      const value = report.values[metric];
      if (value === undefined) continue;
      const into = (group.metrics[metric] ??= { hist: {}, targets: {} });
      const bucket = String(roundedValue(metric, value));
      into.hist[bucket] = (into.hist[bucket] ?? 0) + 1;
      const target = report.targets[metric];
      if (target) into.targets[target] = (into.targets[target] ?? 0) + 1;
    }
  }
  return capTargets(tally);
}

export function sumTallies(tallies: Iterable<Tally | null>): Tally {
  const sum: Tally = {};
  for (const tally of tallies) {
    for (const [name, group] of Object.entries(tally ?? {})) {
      const into = (sum[name] ??= { views: 0, metrics: {} });
      into.views += group.views;
      for (const [metric, from] of Object.entries(group.metrics) as Array<[VitalMetric, MetricTally]>) {
        const to = (into.metrics[metric] ??= { hist: {}, targets: {} });
        for (const [bucket, count] of Object.entries(from.hist)) to.hist[bucket] = (to.hist[bucket] ?? 0) + count;
        for (const [target, count] of Object.entries(from.targets))
          to.targets[target] = (to.targets[target] ?? 0) + count;
      }
    }
  }
  return sum;
}

function capTargets(tally: Tally): Tally {
  for (const group of Object.values(tally)) {
    for (const metric of Object.values(group.metrics)) {
      const kept = Object.entries(metric.targets)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, MAX_TARGETS);
      metric.targets = Object.fromEntries(kept);
    }
  }
  return tally;
}

/** The 75th percentile by nearest rank: the smallest value at least 75 % of the reports reach. */
export function p75(hist: Record<string, number>): { value: number; samples: number } | null {
  const buckets = Object.entries(hist)
    .map(([value, count]) => [Number(value), count] as const)
    .sort(([a], [b]) => a - b);
  const samples = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (!samples) return null;
  const rank = Math.ceil(0.75 * samples);
  let seen = 0;
  for (const [value, count] of buckets) {
    seen += count;
    if (seen >= rank) return { value, samples };
  }
  return null;
}

function mostNamed(targets: Record<string, number>): { target: string; count: number } | null {
  const [first] = Object.entries(targets).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return first ? { target: first[0], count: first[1] } : null;
}

function summary(metric: VitalMetric, tally: MetricTally | undefined): VitalSummary | null {
  const found = tally && p75(tally.hist);
  if (!found) return null;
  const value = found.value / keyUnits(metric);
  return { p75: value, rating: rateVital(metric, value), samples: found.samples, worst: mostNamed(tally.targets) };
}

/** The dashboard's rows: every page type and language that has views, in the site's order. */
export function vitalsGroups(tally: Tally): VitalsGroup[] {
  const groups: VitalsGroup[] = [];
  for (const page of VITALS_PAGE_TYPES) {
    for (const lang of VITALS_LANGS) {
      const group = tally[`${page}.${lang}`];
      if (!group?.views) continue;
      const metrics = Object.fromEntries(
        VITAL_METRICS.map((metric) => [metric, summary(metric, group.metrics[metric])]),
      ) as VitalsGroup['metrics'];
      let worst: VitalsGroup['worst'] = null;
      for (const metric of VITAL_METRICS) {
        const named = metrics[metric]?.worst;
        if (named && (!worst || named.count > worst.count)) worst = { metric, ...named };
      }
      groups.push({ page, lang, views: group.views, metrics, worst });
    }
  }
  return groups;
}
