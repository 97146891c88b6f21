import { useId, useState } from 'react';
import type { VitalMetric, VitalRating, VitalsPageType } from '#shared/vitals/metrics.ts';
import { VITAL_METRICS, VITAL_THRESHOLDS } from '#shared/vitals/metrics.ts';
import type { VitalSummary, VitalsGroup } from '#shared/vitals/schema.ts';
import { CardHeader } from '#admin/components/ui/card.tsx';
import { QueryErrorState, Skeleton } from '#admin/components/ui/states.tsx';
import { cx } from '#admin/lib/cx.ts';
import { useVitalsReport } from '../vitals-api.ts';

/*
 * "Kecepatan untuk pengunjung nyata": the Core Web Vitals that visitors' own browsers measured, as
 * the 75th percentile per page type and language against Google's "good" thresholds, each judged in
 * words as well as colour, with the element or interaction that most often made a view slow.
 */

const PAGE_NAMES: Record<VitalsPageType, string> = {
  landing: 'Beranda',
  catalogue: 'Katalog',
  product: 'Halaman produk',
  compare: 'Bandingkan',
  quote: 'Daftar penawaran',
};
const LANG_NAMES = { id: 'Indonesia', en: 'Inggris' } as const;
const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'Konten utama tampil',
  INP: 'Respons interaksi',
  CLS: 'Pergeseran tata letak',
  TTFB: 'Respons server',
};
const RATINGS: Record<VitalRating, { word: string; tone: string }> = {
  good: { word: 'Baik', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30' },
  'needs-improvement': { word: 'Perlu ditingkatkan', tone: 'bg-amber-50 text-amber-900 ring-amber-600/40' },
  poor: { word: 'Buruk', tone: 'bg-red-50 text-red-800 ring-red-600/30' },
};
const WINDOWS = [7, 28, 90] as const;

const decimal = (value: number, digits: number) =>
  new Intl.NumberFormat('id-ID', { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
const number = new Intl.NumberFormat('id-ID');

/** "2,8 dtk", "240 ms", "0,08". */
export function vitalValue(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return decimal(value, 2);
  return value < 1000 ? `${number.format(Math.round(value))} ms` : `${decimal(value / 1000, 1)} dtk`;
}

const thresholdsText = VITAL_METRICS.map(
  (metric) => `${metric} ≤ ${vitalValue(metric, VITAL_THRESHOLDS[metric].good)}`,
).join(' · ');

export function VitalsCard() {
  const [days, setDays] = useState<(typeof WINDOWS)[number]>(28);
  const report = useVitalsReport(days);
  const selectId = useId();
  return (
    <section className="border-t border-slate-200" aria-labelledby="vitals-title" data-testid="vitals-card">
      <CardHeader
        level={3}
        id="vitals-title"
        title="Kecepatan untuk pengunjung nyata"
        description={`Persentil ke-75 yang diukur browser pengunjung (bukan bot). Batas baik: ${thresholdsText}.`}
        actions={
          <label htmlFor={selectId} className="flex items-center gap-2 text-sm text-slate-600">
            Periode
            <select
              id={selectId}
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as (typeof WINDOWS)[number])}
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
            >
              {WINDOWS.map((option) => (
                <option key={option} value={option}>
                  {option} hari terakhir
                </option>
              ))}
            </select>
          </label>
        }
      />
      {report.isError ? (
        <QueryErrorState title="Gagal memuat data kecepatan" query={report} />
      ) : !report.data ? (
        <div className="p-4 sm:p-6">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : report.data.groups.length === 0 ? (
        <p className="p-4 text-sm text-slate-600 sm:p-6" data-testid="vitals-empty">
          Belum ada laporan dalam {days} hari terakhir. Setiap kunjungan halaman publik mengirim satu laporan saat
          pengunjung meninggalkan halaman.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {report.data.groups.map((group) => (
            <GroupRow key={`${group.page}.${group.lang}`} group={group} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GroupRow({ group }: { group: VitalsGroup }) {
  return (
    <li className="px-4 py-4 sm:px-6" data-vitals-group={`${group.page}.${group.lang}`}>
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-900">
        {PAGE_NAMES[group.page]}
        <span className="font-normal text-slate-500">
          · {LANG_NAMES[group.lang]} · <span data-vitals-views>{number.format(group.views)}</span> kunjungan
        </span>
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
        {VITAL_METRICS.map((metric) => (
          <MetricTile key={metric} metric={metric} summary={group.metrics[metric]} />
        ))}
      </dl>
      {group.worst && (
        <p className="mt-2 text-sm text-slate-600" data-vitals-worst>
          Paling sering lambat:{' '}
          <code className="rounded bg-slate-100 px-1 py-0.5 text-xs text-slate-800">{group.worst.target}</code> (
          {group.worst.metric}, {number.format(group.worst.count)}×)
        </p>
      )}
    </li>
  );
}

function MetricTile({ metric, summary }: { metric: VitalMetric; summary: VitalSummary | null }) {
  const rating = summary ? RATINGS[summary.rating] : null;
  return (
    <div className="rounded-lg border border-slate-200 p-3" data-vitals-metric={metric}>
      <dt className="text-xs text-slate-500">
        <abbr title={METRIC_NAMES[metric]} className="font-semibold text-slate-700 no-underline">
          {metric}
        </abbr>{' '}
        <span className="hidden sm:inline">{METRIC_NAMES[metric]}</span>
      </dt>
      <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        {summary && rating ? (
          <>
            <span className="text-lg font-bold tabular-nums text-slate-900" data-vitals-value>
              {vitalValue(metric, summary.p75)}
            </span>
            <span
              className={cx('rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', rating.tone)}
              data-vitals-rating={summary.rating}
            >
              {rating.word}
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-500">{metric === 'INP' ? 'Belum ada interaksi' : 'Belum ada data'}</span>
        )}
      </dd>
    </div>
  );
}
