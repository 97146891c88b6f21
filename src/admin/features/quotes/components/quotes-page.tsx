import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatIdDateTime, formatIdr } from '#shared/format.ts';
import { QUOTE_STATUSES, type QuoteStatus, type QuoteSummary } from '#shared/quote.ts';
import { ADMIN_QUOTES_PAGE_SIZE } from '#shared/quote-schema.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { DataTable, type TableColumn } from '#admin/components/ui/data-table.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { DownloadIcon, SearchIcon } from '#admin/components/ui/icons.tsx';
import { Pagination } from '#admin/components/ui/pagination.tsx';
import { CardFields, CardList, ListCard, useWideScreen } from '#admin/components/ui/responsive-list.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { downloadText } from '#admin/lib/csv.ts';
import { cx } from '#admin/lib/cx.ts';
import { pageCount, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { toastApiError } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { fetchAllQuotes, useQuotes } from '../api.ts';
import { quotesCsv, quotesCsvFilename } from '../quotes-csv.ts';
import { QuoteStatusBadge, statusChangeText } from './quote-status.tsx';

const COLUMNS: TableColumn[] = [
  { label: 'Referensi', className: 'px-4 py-3 sm:pl-6' },
  { label: 'Tanggal', className: 'px-3 py-3' },
  { label: 'Nama', className: 'px-3 py-3' },
  { label: 'Instansi', className: 'px-3 py-3' },
  { label: 'Produk', className: 'px-3 py-3 text-right' },
  { label: 'Total', className: 'px-3 py-3 text-right' },
  { label: 'Status', className: 'px-4 py-3 sm:pr-6' },
];

type Filter = 'all' | QuoteStatus;
const FILTER_LABELS: Record<Filter, string> = {
  all: 'Semua',
  baru: 'Baru',
  diproses: 'Diproses',
  selesai: 'Selesai',
  batal: 'Batal',
};

/** 'Permintaan Penawaran': quote requests from the public quote page, searched and paged on the server. */
export function QuotesPage() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const wide = useWideScreen();

  // The server searches: wait for a pause in typing before asking it.
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const quotes = useQuotes({ q, status, page, per_page: ADMIN_QUOTES_PAGE_SIZE });
  const data = quotes.data;
  const pages = pageCount(data?.total ?? 0);
  const total = data?.total ?? 0;
  const allCount = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : undefined;

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(quotesCsvFilename(), quotesCsv(await fetchAllQuotes({ q, status })));
    } catch (error) {
      toastApiError(error, 'Gagal mengekspor', 'Data permintaan tidak dapat diambil.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Permintaan Penawaran"
        description="Daftar penawaran yang dikirim pengunjung dari halaman 'Daftar Penawaran'."
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting} disabled={!total}>
            <DownloadIcon className="h-4 w-4" />
            Ekspor CSV
          </Button>
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:px-6 lg:flex-row lg:items-center">
          <div className="relative max-w-md flex-1" role="search">
            <label htmlFor="quote-search" className="sr-only">
              Cari referensi, nama, instansi, telepon atau kota
            </label>
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <Input
              id="quote-search"
              type="search"
              className="pl-9"
              placeholder="Cari referensi, nama, instansi..."
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="flex flex-wrap gap-1" role="group" aria-label="Filter status">
            {(['all', ...QUOTE_STATUSES] as Filter[]).map((filter) => {
              const count = filter === 'all' ? allCount : data?.counts[filter];
              return (
                <button
                  key={filter}
                  type="button"
                  aria-pressed={status === filter}
                  onClick={() => {
                    setStatus(filter);
                    setPage(1);
                  }}
                  className={cx(
                    'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors',
                    status === filter ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
                  )}
                >
                  {FILTER_LABELS[filter]}
                  {count !== undefined && <span className="tabular-nums opacity-80">({count})</span>}
                </button>
              );
            })}
          </div>
        </div>

        {quotes.isPending ? (
          <LoadingState label="Memuat permintaan..." />
        ) : quotes.isError ? (
          <QueryErrorState title="Gagal mengambil permintaan penawaran" query={quotes} />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title="Belum ada permintaan penawaran" />
        ) : (
          <>
            {wide ? (
              <DataTable columns={COLUMNS} caption="Daftar permintaan penawaran" className="min-w-[880px]">
                {data.data.map((quote) => (
                  <tr key={quote.reference} className="hover:bg-slate-50/60" data-quote-row={quote.reference}>
                    <td className="px-4 py-3 sm:pl-6">
                      <Link
                        to={paths.quote(quote.reference)}
                        className="whitespace-nowrap font-mono text-sm font-semibold text-brand-700 hover:underline"
                      >
                        {quote.reference}
                      </Link>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                      <time dateTime={quote.created_at}>{formatIdDateTime(quote.created_at)}</time>
                    </td>
                    <td className="px-3 py-3 font-medium text-slate-900">{quote.name || '-'}</td>
                    <td className="px-3 py-3 text-slate-600">{quote.institution || '-'}</td>
                    <td className="px-3 py-3 text-right tabular-nums">
                      {quote.items}
                      {quote.flagged > 0 && (
                        <span className="ml-1 text-xs text-amber-700" title="Produk yang ditandai">
                          ({quote.flagged} ditandai)
                        </span>
                      )}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-right font-medium tabular-nums">
                      {formatIdr(quote.total)}
                    </td>
                    <td className="px-4 py-3 sm:pr-6">
                      <QuoteStatusBadge status={quote.status} />
                      {quote.status_by && <p className="mt-1 text-xs text-slate-500">{statusChangeText(quote)}</p>}
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : (
              <CardList label="Daftar permintaan penawaran">
                {data.data.map((quote, index) => (
                  <QuoteCard key={quote.reference} quote={quote} number={rowNumber(page, index)} />
                ))}
              </CardList>
            )}
            <Pagination
              page={Math.min(page, pages)}
              pages={pages}
              onPage={setPage}
              summary={pageSummary(Math.min(page, pages), total, 'permintaan')}
              label="Halaman permintaan penawaran"
            />
          </>
        )}
      </Card>
    </>
  );
}

function QuoteCard({ quote, number }: { quote: QuoteSummary; number: number }) {
  return (
    <ListCard
      title={
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
      }
      aside={<QuoteStatusBadge status={quote.status} />}
      actions={
        <Link to={paths.quote(quote.reference)} className="inline-flex min-h-11 items-center text-sm text-brand-700">
          Lihat
        </Link>
      }
    >
      <CardFields
        fields={[
          ['Instansi', quote.institution || '-'],
          ['Tanggal', <time dateTime={quote.created_at}>{formatIdDateTime(quote.created_at)}</time>],
          ['Produk', String(quote.items)],
          ['Total', formatIdr(quote.total)],
        ]}
      />
    </ListCard>
  );
}
