import { useId, useState } from 'react';
import type { AnalyticsReport, ProductRank } from '#shared/analytics/events.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { QueryErrorState, Skeleton } from '#admin/components/ui/states.tsx';
import { useAnalyticsReport } from '../analytics-api.ts';
import { formatCount, formatLongDay, formatRate } from '../analytics-format.ts';
import { AnalyticsChart, ChartLegend, clicksOf, downloadsOf } from './analytics-chart.tsx';

/**
 * "Produk Terlaris": what visitors look at and ask for on WhatsApp over the last 30 days (Jakarta
 * days), where they came from (UTM), and the top products by views, clicks and quote requests.
 */
export function AnalyticsSection() {
  const report = useAnalyticsReport();
  return (
    <section aria-labelledby="analytics-title" className="mt-8" data-testid="analytics-section">
      <h2 id="analytics-title" className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">
        Minat produk · 30 hari terakhir
      </h2>
      {report.isError ? (
        <Card>
          <QueryErrorState title="Gagal memuat statistik produk" query={report} />
        </Card>
      ) : !report.data ? (
        <Card className="p-5" aria-busy="true">
          <Skeleton className="h-48 w-full" />
        </Card>
      ) : (
        <AnalyticsBody report={report.data} />
      )}
    </section>
  );
}

function AnalyticsBody({ report }: { report: AnalyticsReport }) {
  const { totals } = report;
  const clicks = totals.orderClicks + totals.quoteClicks + totals.chatClicks;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        <Figure label="Produk dilihat" value={formatCount(totals.views)} testId="total-views" />
        <Figure
          label="Klik WhatsApp"
          value={formatCount(clicks)}
          caption={`Pesan ${formatCount(totals.orderClicks)} · Penawaran ${formatCount(totals.quoteClicks)} · Chat ${formatCount(totals.chatClicks)}`}
          testId="total-clicks"
        />
        <Figure label="Permintaan penawaran" value={formatCount(totals.quoteRequests)} testId="total-quotes" />
        <Figure
          label="Dokumen diunduh"
          value={formatCount(totals.downloads ?? 0)}
          caption="Datasheet, manual, sertifikat"
          testId="total-downloads"
        />
        <Figure
          label="Rasio lihat → klik"
          value={formatRate(totals.clickRate)}
          caption="Klik pesan/penawaran per tampilan produk"
          testId="click-rate"
        />
      </dl>
      <ChartCard report={report} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-4">
        <TopList title="Paling banyak dilihat" rows={report.topViews} value={(row) => row.views} unit="tampilan" />
        <TopList title="Paling banyak diklik" rows={report.topClicks} value={(row) => row.clicks} unit="klik" />
        <TopList
          title="Paling banyak diminta penawaran"
          rows={report.topQuotes}
          value={(row) => row.quoteRequests}
          unit="permintaan"
        />
        <TopList
          title="Dokumen paling banyak diunduh"
          rows={report.topDownloads}
          value={(row) => row.downloads}
          unit="unduhan"
        />
      </div>
      <UtmCard report={report} />
    </div>
  );
}

function Figure({ label, value, caption, testId }: { label: string; value: string; caption?: string; testId: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {caption && <dd className="mt-1 text-xs text-slate-500">{caption}</dd>}
    </Card>
  );
}

function ChartCard({ report }: { report: AnalyticsReport }) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const summaryId = useId();
  const busiest = report.days.reduce((best, day) => (clicksOf(day) > clicksOf(best) ? day : best), report.days[0]!);
  return (
    <Card role="region" aria-labelledby={`${tableId}-title`}>
      <CardHeader
        id={`${tableId}-title`}
        title="Klik WhatsApp, penawaran & unduhan per hari"
        description="Hari dihitung menurut WIB (Asia/Jakarta)."
        actions={
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable((value) => !value)}
          >
            {asTable ? 'Lihat sebagai grafik' : 'Lihat sebagai tabel'}
          </Button>
        }
      />
      <div className="p-4 sm:p-6">
        <p id={summaryId} className="sr-only">
          {clicksOf(busiest) > 0
            ? `Hari dengan klik terbanyak: ${formatLongDay(busiest.date)}, ${formatCount(clicksOf(busiest))} klik.`
            : 'Belum ada klik WhatsApp dalam 30 hari terakhir.'}
        </p>
        {asTable ? null : (
          <>
            <AnalyticsChart days={report.days} describedBy={summaryId} />
            <div className="mt-3">
              <ChartLegend />
            </div>
          </>
        )}
        <div id={tableId} hidden={!asTable} className="max-h-96 overflow-auto">
          <table className="w-full text-left text-sm tabular-nums" data-testid="analytics-table">
            <caption className="sr-only">
              Tampilan produk, klik WhatsApp, permintaan penawaran dan unduhan dokumen per hari
            </caption>
            <thead className="sticky top-0 bg-white text-xs uppercase text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Tanggal
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Dilihat
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Klik WhatsApp
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Penawaran
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-semibold">
                  Unduhan
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...report.days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-2 pr-3 font-normal text-slate-700">
                    {formatLongDay(day.date)}
                  </th>
                  <td className="px-3 py-2 text-right">{formatCount(day.views)}</td>
                  <td className="px-3 py-2 text-right">{formatCount(clicksOf(day))}</td>
                  <td className="px-3 py-2 text-right">{formatCount(day.quoteRequests)}</td>
                  <td className="py-2 pl-3 text-right">{formatCount(downloadsOf(day))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}

function TopList(props: { title: string; rows: ProductRank[]; value: (row: ProductRank) => number; unit: string }) {
  return (
    <Card>
      <CardHeader title={props.title} description="10 produk teratas" />
      {props.rows.length === 0 ? (
        <p className="p-4 text-sm text-slate-500 sm:px-6">Belum ada data.</p>
      ) : (
        <ol className="divide-y divide-slate-100" data-testid={`top-${props.unit}`}>
          {props.rows.map((row, index) => (
            <li key={row.id} className="flex items-start gap-3 px-4 py-2.5 text-sm sm:px-6">
              <span className="w-5 shrink-0 text-right tabular-nums text-slate-500">{index + 1}.</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900" title={row.name}>
                  {row.name}
                </span>
                <span className="block text-xs text-slate-500">
                  {formatCount(row.views)} dilihat · {formatCount(row.clicks)} klik · rasio {formatRate(row.clickRate)}
                </span>
              </span>
              <span className="shrink-0 font-semibold tabular-nums text-slate-900">
                {formatCount(props.value(row))}
                <span className="sr-only"> {props.unit}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function UtmCard({ report }: { report: AnalyticsReport }) {
  return (
    <Card>
      <CardHeader
        title="Sumber kunjungan (UTM)"
        description="Dari tautan kampanye: utm_source, utm_medium, utm_campaign. Kunjungan tanpa UTM tidak tercantum."
      />
      {report.utm.length === 0 ? (
        <p className="p-4 text-sm text-slate-500 sm:px-6">Belum ada kunjungan dari tautan kampanye.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm tabular-nums" data-testid="utm-table">
            <caption className="sr-only">Sumber kunjungan teratas menurut UTM</caption>
            <thead className="text-xs uppercase text-slate-500">
              <tr>
                {['Sumber', 'Medium', 'Kampanye'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-2 font-semibold sm:px-6">
                    {label}
                  </th>
                ))}
                {['Dilihat', 'Klik', 'Penawaran'].map((label) => (
                  <th key={label} scope="col" className="px-4 py-2 text-right font-semibold sm:px-6">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.utm.map((row) => (
                <tr key={`${row.source}\t${row.medium}\t${row.campaign}`}>
                  <td className="px-4 py-2 sm:px-6">{row.source || '–'}</td>
                  <td className="px-4 py-2 sm:px-6">{row.medium || '–'}</td>
                  <td className="px-4 py-2 sm:px-6">{row.campaign || '–'}</td>
                  <td className="px-4 py-2 text-right sm:px-6">{formatCount(row.views)}</td>
                  <td className="px-4 py-2 text-right sm:px-6">{formatCount(row.clicks)}</td>
                  <td className="px-4 py-2 text-right sm:px-6">{formatCount(row.quoteRequests)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
