import { z } from '../common/zod.ts';
import type { Lang } from '../i18n/lang.ts';
import {
  VITALS_LANGS,
  VITALS_PAGE_TYPES,
  VITAL_LIMITS,
  VIEW_BYTES_LIMIT,
  VITAL_METRICS,
  shortTarget,
  type VitalMetric,
  type VitalRating,
  type VitalsPageType,
} from './metrics.ts';

/*
 * POST /api/vitals (one report per page view) and GET /api/admin/vitals (p75 per page type and
 * language). A report names the page's type and language, never its address (decision 028).
 */

const metricValue = (metric: VitalMetric) =>
  z
    .number({ error: `${metric} harus berupa angka` })
    .finite({ error: `${metric} harus berupa angka` })
    .min(0, { error: `${metric} tidak boleh negatif` })
    .max(VITAL_LIMITS[metric], { error: `${metric} di luar batas wajar (maks. ${VITAL_LIMITS[metric]})` });

const target = z.string().max(500, { error: 'Selector terlalu panjang' }).optional().transform(shortTarget);

const measured = (metric: VitalMetric) => z.strictObject({ value: metricValue(metric), target });

export const VitalsReportSchema = z.strictObject({
  page: z.enum(VITALS_PAGE_TYPES, { error: `Jenis halaman harus salah satu dari: ${VITALS_PAGE_TYPES.join(', ')}` }),
  lang: z.enum(VITALS_LANGS, { error: 'Bahasa harus id atau en' }),
  metrics: z
    .strictObject({
      LCP: measured('LCP').optional(),
      INP: measured('INP').optional(),
      CLS: measured('CLS').optional(),
      TTFB: z.strictObject({ value: metricValue('TTFB') }).optional(),
    })
    .refine((metrics) => VITAL_METRICS.some((metric) => metrics[metric]), {
      error: 'Laporan harus berisi setidaknya satu metrik',
    }),
  /** Bytes the view transferred (document plus files; 0 for what came from the browser's cache). */
  bytes: z
    .number({ error: 'bytes harus berupa angka' })
    .int({ error: 'bytes harus bilangan bulat' })
    .min(0, { error: 'bytes tidak boleh negatif' })
    .max(VIEW_BYTES_LIMIT, { error: `bytes di luar batas wajar (maks. ${VIEW_BYTES_LIMIT})` })
    .optional(),
});
export type VitalsReport = z.infer<typeof VitalsReportSchema>;
/** A report as a page sends it (targets optional). */
export type VitalsReportInput = z.input<typeof VitalsReportSchema>;

export const VITALS_MAX_DAYS = 90;

export const VitalsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days harus berupa angka' })
    .int({ error: 'days harus bilangan bulat' })
    .min(1, { error: `days harus antara 1 dan ${VITALS_MAX_DAYS}` })
    .max(VITALS_MAX_DAYS, { error: `days harus antara 1 dan ${VITALS_MAX_DAYS}` })
    .default(28),
});

export interface VitalSummary {
  /** The 75th percentile (nearest rank) of the reports that carried the metric. */
  p75: number;
  rating: VitalRating;
  /** Reports that carried the metric (INP only where the visitor interacted). */
  samples: number;
  /** The element or interaction named most often among the reports that were not good. */
  worst: { target: string; count: number } | null;
}

export interface VitalsGroup {
  page: VitalsPageType;
  lang: Lang;
  views: number;
  metrics: Record<VitalMetric, VitalSummary | null>;
  /** The most frequent element or interaction among this group's not-good reports, with its metric. */
  worst: { metric: VitalMetric; target: string; count: number } | null;
}

export interface VitalsResponse {
  days: number;
  /** Jakarta days, inclusive. */
  from: string;
  to: string;
  groups: VitalsGroup[];
}
