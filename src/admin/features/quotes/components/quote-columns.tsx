import { Link } from '#admin/lib/navigation.tsx';
import { formatIdDateTime, formatIdr } from '#shared/common/format.ts';
import type { QuoteSummary } from '#shared/quote/admin.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { paths } from '#admin/paths.ts';
import { revisionStatus } from '#shared/quote/quotation/status.ts';
import { QuotationStatusBadge } from './quotation-card.tsx';
import { QuoteStatusBadge, statusChangeText } from './quote-status.tsx';

/** The formal quotation's status as the inbox row carries it (its newest revision), or '-'. */
function QuotationCell({ quote }: { quote: QuoteSummary }) {
  const row = quote.quotation;
  if (!row) return <span className="text-slate-400">-</span>;
  const status = revisionStatus(
    {
      accepted: row.accepted_at,
      revision_requests: row.revision_requested_at ? [row.revision_requested_at] : [],
      opened_at: row.opened_at,
      valid_until: row.valid_until,
    },
    new Date(),
  );
  return (
    <>
      <QuotationStatusBadge status={status} />
      <p className="mt-1 text-xs text-slate-500">
        R{row.revision} · {formatIdr(row.total)}
      </p>
    </>
  );
}

function SentAt({ quote }: { quote: QuoteSummary }) {
  return <time dateTime={quote.created_at}>{formatIdDateTime(quote.created_at)}</time>;
}

/** The inbox's columns: the table opens a request from its reference, a phone card from 'Lihat'. */
export const quoteColumns: ListColumn<QuoteSummary>[] = [
  {
    title: 'Referensi',
    className: 'px-4 py-3 sm:pl-6',
    cell: (quote) => (
      <Link
        to={paths.quote(quote.reference)}
        className="whitespace-nowrap font-mono text-sm font-semibold text-brand-700 hover:underline"
      >
        {quote.reference}
      </Link>
    ),
  },
  {
    title: 'Tanggal',
    className: 'px-3 py-3',
    cellClassName: 'whitespace-nowrap text-slate-600',
    cell: (quote) => <SentAt quote={quote} />,
  },
  {
    title: 'Nama',
    className: 'px-3 py-3',
    cellClassName: 'font-medium text-slate-900',
    cell: (quote) => quote.name || '-',
  },
  {
    title: 'Instansi',
    className: 'px-3 py-3',
    cellClassName: 'text-slate-600',
    cell: (quote) => quote.institution || '-',
  },
  {
    title: 'Produk',
    className: 'px-3 py-3 text-right',
    cellClassName: 'tabular-nums',
    cell: (quote, { layout }) => (
      <>
        {quote.items}
        {layout === 'table' && quote.flagged > 0 && (
          <span className="ml-1 text-xs text-amber-700" title="Produk yang ditandai">
            ({quote.flagged} ditandai)
          </span>
        )}
      </>
    ),
  },
  {
    title: 'Total',
    className: 'px-3 py-3 text-right',
    cellClassName: 'whitespace-nowrap font-medium tabular-nums',
    cell: (quote) => formatIdr(quote.total),
  },
  {
    title: 'Status',
    className: 'px-4 py-3 sm:pr-6',
    cell: (quote) => (
      <>
        <QuoteStatusBadge status={quote.status} />
        {quote.status_by && <p className="mt-1 text-xs text-slate-500">{statusChangeText(quote)}</p>}
      </>
    ),
  },
  {
    title: 'Penawaran',
    className: 'px-3 py-3 sm:pr-6',
    cell: (quote) => <QuotationCell quote={quote} />,
  },
  {
    title: 'Aksi',
    className: '',
    tableHidden: true,
    cell: (quote) => (
      <Link to={paths.quote(quote.reference)} className="inline-flex min-h-11 items-center text-sm text-brand-700">
        Lihat
      </Link>
    ),
  },
];

export const quoteCard: CardLayout<QuoteSummary> = {
  title: (quote, { number }) => (
    <>
      <p className="text-xs text-slate-500 tabular-nums">#{number}</p>
      <Link
        to={paths.quote(quote.reference)}
        className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-700 hover:underline"
      >
        {quote.reference}
      </Link>
      <p className="font-medium break-words text-slate-900">{quote.name || '-'}</p>
    </>
  ),
  aside: (quote) => <QuoteStatusBadge status={quote.status} />,
  fields: ['Instansi', 'Tanggal', 'Produk', 'Total', 'Penawaran'],
  actions: 'Aksi',
};
