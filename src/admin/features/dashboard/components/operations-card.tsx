import type { ReactNode } from 'react';
import type { PublishState } from '#shared/publishing/state.ts';
import { CREDITS_PER_DEPLOY } from '#shared/publishing/policy.ts';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { AlertIcon } from '#admin/components/ui/icons.tsx';
import { QueryErrorState, Skeleton } from '#admin/components/ui/states.tsx';
import { cx } from '#admin/lib/cx.ts';
import { usePublishState } from '../api.ts';

const number = new Intl.NumberFormat('id-ID');
const decimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 0 });

type Level = PublishState['forecast']['level'];

const bar: Record<Level, string> = {
  ok: 'bg-emerald-500',
  warn50: 'bg-amber-400',
  warn75: 'bg-amber-500',
  warn90: 'bg-orange-600',
  over: 'bg-red-600',
};

/** The warning under the bar at 50, 75 and 90 % of the plan, and the red state past it. */
function warningText(state: PublishState): string | null {
  const { forecast, credits } = state;
  const share = percent.format(forecast.share);
  const plan = `${number.format(credits.budget)} kredit`;
  switch (forecast.level) {
    case 'warn50':
      return `Perkiraan bulan ini sudah ${share} dari paket ${plan}.`;
    case 'warn75':
      return `Perkiraan bulan ini ${share} dari paket ${plan}. Deploy otomatis akan ditahan sebelum kredit habis.`;
    case 'warn90':
      return `Perkiraan bulan ini ${share} dari paket ${plan}: hampir habis. Hindari 'Publikasikan sekarang' sampai bulan depan.`;
    case 'over':
      return `Perkiraan ${number.format(forecast.credits)} kredit melewati paket ${plan}. Bila kredit habis, Netlify menghentikan situs ("Site not available") sampai bulan berikutnya. Tambah kredit atau naikkan paket di Netlify.`;
    default:
      return null;
  }
}

/**
 * "Operasional" (Manager and above): what the site costs this month in Netlify credits (deploys and
 * the traffic estimate, docs/decisions/026-publishing-budget.md) and the month's forecast against the
 * plan. `children` are further sections of the same card (the visitors' speed).
 */
export function OperationsCard({ children }: { children?: ReactNode }) {
  const publish = usePublishState();
  const state = publish.data;
  return (
    <Card className="mt-4" role="region" aria-labelledby="operations-title" data-testid="operations-card">
      <CardHeader
        id="operations-title"
        title="Operasional"
        description="Biaya Netlify bulan ini dalam kredit: deploy dan perkiraan lalu lintas pengunjung."
      />
      <div className="px-4 py-5 sm:px-6">
        {/* An answer without the budget's fields (a function deployed before them) shows no figures. */}
        {state?.forecast && state.credits && state.traffic ? (
          <CostSection state={state} />
        ) : publish.isError ? (
          <QueryErrorState title="Gagal memuat biaya operasional" query={publish} />
        ) : state ? (
          <p className="text-sm text-slate-600">Biaya bulan ini belum tersedia.</p>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </div>
      {children}
    </Card>
  );
}

function CostSection({ state }: { state: PublishState }) {
  const { credits, forecast, traffic } = state;
  const warning = warningText(state);
  const over = forecast.level === 'over';
  return (
    <section aria-label="Biaya bulan ini" data-forecast-level={forecast.level}>
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Deploy bulan ini" testId="ops-deploys">
          <span className="text-lg font-semibold tabular-nums text-slate-900">
            {number.format(state.deploys_this_month)}
          </span>
          <span className="block text-xs text-slate-500">
            × {CREDITS_PER_DEPLOY} = {number.format(credits.deploys)} kredit · batas {state.max_deploys_per_day}/hari
          </span>
        </Fact>
        <Fact label="Lalu lintas (perkiraan)" testId="ops-traffic">
          <span className="text-lg font-semibold tabular-nums text-slate-900">{decimal.format(credits.traffic)}</span>
          <span className="block text-xs text-slate-500">
            kredit · {number.format(traffic.page_views)} halaman, {number.format(traffic.api_calls)} panggilan API,{' '}
            {decimal.format(traffic.bytes / 1e9)} GB
          </span>
          <PageWeight traffic={traffic} />
        </Fact>
        <Fact label="Terpakai bulan ini" testId="ops-total">
          <span className="text-lg font-semibold tabular-nums text-slate-900">{decimal.format(credits.total)}</span>
          <span className="block text-xs text-slate-500">dari {number.format(credits.budget)} kredit</span>
        </Fact>
        <Fact label="Perkiraan akhir bulan" testId="ops-forecast">
          <span className={cx('text-lg font-semibold tabular-nums', over ? 'text-red-700' : 'text-slate-900')}>
            {number.format(forecast.credits)}
          </span>
          <span className="block text-xs text-slate-500">kredit · {percent.format(forecast.share)} dari paket</span>
        </Fact>
      </dl>
      <div
        className="mt-4 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="meter"
        aria-label="Perkiraan pemakaian kredit bulan ini"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.min(forecast.share, 1) * 100)}
        aria-valuetext={`${percent.format(forecast.share)} dari paket`}
      >
        <div
          className={cx('h-full rounded-full', bar[forecast.level])}
          style={{ width: `${Math.min(forecast.share, 1) * 100}%` }}
        />
      </div>
      {warning && (
        <p
          role={over ? 'alert' : undefined}
          data-testid="ops-warning"
          className={cx(
            'mt-3 flex items-start gap-2 rounded-lg border p-3 text-sm',
            over ? 'border-red-300 bg-red-50 font-medium text-red-800' : 'border-amber-200 bg-amber-50 text-amber-900',
          )}
        >
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {warning}
        </p>
      )}
    </section>
  );
}

/** A page view's weight in the estimate, and whether visitors' browsers measured it or it is assumed. */
function PageWeight({ traffic }: { traffic: PublishState['traffic'] }) {
  // An answer from a function deployed before the measured weight says nothing about it.
  if (traffic.bytes_per_page === undefined) return null;
  const weight = `${number.format(Math.round(traffic.bytes_per_page / 1000))} KB/halaman`;
  return (
    <span className="block text-xs text-slate-500" data-testid="ops-page-weight" data-source={traffic.bytes_source}>
      {traffic.bytes_source === 'measured'
        ? `${weight}, diukur dari ${number.format(traffic.measured_views)} kunjungan`
        : `${weight} (perkiraan)`}
    </span>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}
