import { formatIdr } from '#shared/common/format.ts';
import type { QuotationPipeline } from '#shared/quote/quotation/schema.ts';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { Skeleton } from '#admin/components/ui/states.tsx';
import { useQuotationPipeline } from '../api.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
/** "2611" → "Nov 2026". */
const monthLabel = (yymm: string) => `${MONTHS[Number(yymm.slice(2)) - 1] ?? ''} 20${yymm.slice(0, 2)}`;
const rate = (value: number | null) => (value === null ? '—' : `${String(value).replace('.', ',')}%`);

/** The quotation pipeline: requests, quotations sent, accepted and their value, this month beside last. */
export function QuotationPipelineCard() {
  const pipeline = useQuotationPipeline();
  return (
    <Card className="mt-4" data-quotation-pipeline>
      <CardHeader title="Pipeline penawaran" description="Permintaan → penawaran terkirim → diterima" />
      {pipeline.isError ? (
        <p className="p-4 text-sm text-red-700 sm:p-6">Gagal memuat pipeline penawaran</p>
      ) : !pipeline.data ? (
        <div className="p-4 sm:p-6">
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
          <PipelineMonth title="Bulan ini" month={pipeline.data.this_month} data-month="this" />
          <PipelineMonth title="Bulan lalu" month={pipeline.data.last_month} data-month="last" />
        </div>
      )}
    </Card>
  );
}

function PipelineMonth({
  title,
  month,
  'data-month': dataMonth,
}: {
  title: string;
  month: QuotationPipeline['this_month'];
  'data-month': string;
}) {
  const steps: [string, number][] = [
    ['Permintaan', month.requests],
    ['Penawaran terkirim', month.sent],
    ['Diterima', month.accepted],
  ];
  return (
    <section className="rounded-lg border border-slate-200 p-4" data-pipeline-month={dataMonth}>
      <h3 className="text-sm font-semibold text-slate-700">
        {title} <span className="font-normal text-slate-500">({monthLabel(month.month)})</span>
      </h3>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {steps.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums text-slate-900" data-pipeline-step={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Nilai diterima:{' '}
        <strong className="tabular-nums" data-pipeline-value>
          {formatIdr(month.accepted_value)}
        </strong>
      </p>
      <p className="text-xs text-slate-500">
        Permintaan → diterima: <span data-pipeline-rate>{rate(month.request_to_accepted_rate)}</span>
      </p>
    </section>
  );
}
