import { LANGS } from '../i18n/lang.ts';

/*
 * Real visitors' Core Web Vitals: what a report may carry, the thresholds it is judged by, and the
 * rules both the public pages' reporter and the server apply (page type, bots, short selectors).
 * No zod here: the reporter on every public page imports this module (decision 028).
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITALS_PAGE_TYPES = ['landing', 'catalogue', 'product', 'compare', 'quote'] as const;
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];
export const VITALS_LANGS = LANGS;

/** Google's thresholds: up to `good` is good, above `poor` is poor, between needs improvement. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** The largest value a real page can plausibly report; beyond it a report is refused. */
export const VITAL_LIMITS: Record<VitalMetric, number> = { LCP: 60_000, INP: 10_000, CLS: 10, TTFB: 60_000 };

/**
 * The bytes one page view may report as transferred (its document and every file it loaded, as the
 * browser's Resource Timing counts them). This site's heaviest pages weigh a few MB with every
 * picture; more than this is no real view, and is refused.
 */
export const VIEW_BYTES_LIMIT = 50_000_000;

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The performance mark the public pages' reporter sets once it measures every interaction. */
export const VITALS_STARTED_MARK = 'rawlab:vitals-reporter-started';

/** An element or interaction target is kept this short: enough to find it, too short to carry content. */
export const TARGET_MAX = 60;

/**
 * A selector trimmed to its last steps and TARGET_MAX characters, printable characters only: what a
 * report may say about the element that was slow, never the page's text or address.
 */
export function shortTarget(selector: unknown): string {
  if (typeof selector !== 'string') return '';
  const steps = selector
    .replace(/[\p{C}]/gu, '')
    .split('>')
    .map((step) => step.trim())
    .filter(Boolean);
  let target = steps.slice(-2).join('>');
  if (target.length > TARGET_MAX) target = (steps.at(-1) ?? '').slice(0, TARGET_MAX);
  return target;
}

/** The public page type of an address (as built: `/products/x/`, `/id/compare/`), or null when none. */
export function pageTypeOf(pathname: string): VitalsPageType | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/en') return 'landing';
  if (/^\/(id\/)?compare$/.test(path)) return 'compare';
  if (/^\/(penawaran|en\/quote)(\/(cetak|print))?$/.test(path)) return 'quote';
  const catalogue = /^\/(?:id\/)?products(?:\/(.*))?$/.exec(path);
  if (!catalogue) return null;
  const rest = catalogue[1] ?? '';
  if (rest === '' || /^(page|category)(\/|$)/.test(rest)) return 'catalogue';
  return rest.includes('/') ? null : 'product';
}
