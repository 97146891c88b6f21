import { useState } from 'react';
import { QUOTE_STATUSES, type QuoteStatus } from '#shared/quote/limits.ts';
import { ADMIN_QUOTES_PAGE_SIZE } from '#shared/quote/limits.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { SearchBox } from '#admin/components/list/search-box.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { DownloadIcon } from '#admin/components/ui/more-icons.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { downloadText } from '#admin/lib/csv.ts';
import { cx } from '#admin/lib/cx.ts';
import { pageCount, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { toastApiError } from '#admin/lib/toast.ts';
import { fetchAllQuotes, useQuotes } from '../api.ts';
import { quotesCsv, quotesCsvFilename } from '../quotes-csv.ts';
import { quoteCard, quoteColumns } from './quote-columns.tsx';

type Filter = 'all' | QuoteStatus;
const FILTER_LABELS: Record<Filter, string> = {
  all: 'Semua',
  baru: 'Baru',
  diproses: 'Diproses',
  selesai: 'Selesai',
  batal: 'Batal',
};

/**
 * 'Permintaan Penawaran': quote requests from the public quote page, searched and paged on the server.
 * The search, the status filter and the page live in the URL, so a reload or Back from a request keeps them.
 */
export function QuotesPage() {
  const list = useListParams();
  const q = list.search;
  const status: Filter = QUOTE_STATUSES.find((known) => known === list.get('status')) ?? 'all';
  const page = list.page;
  const [exporting, setExporting] = useState(false);

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
          <SearchBox
            id="quote-search"
            label="Cari referensi, nama, instansi, telepon atau kota"
            placeholder="Cari referensi, nama, instansi..."
            value={list.searchText}
            onChange={list.setSearchText}
            className="max-w-md flex-1"
            role="search"
          />
          <div className="flex flex-wrap gap-1" role="group" aria-label="Filter status">
            {(['all', ...QUOTE_STATUSES] as Filter[]).map((filter) => {
              const count = filter === 'all' ? allCount : data?.counts[filter];
              return (
                <button
                  key={filter}
                  type="button"
                  aria-pressed={status === filter}
                  onClick={() => list.set('status', filter === 'all' ? '' : filter)}
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
          <DataList
            items={data.data}
            itemKey={(quote) => quote.reference}
            columns={quoteColumns}
            card={quoteCard}
            label="Daftar permintaan penawaran"
            tableClassName="min-w-[880px]"
            rowAttributes={(quote) => ({ 'data-quote-row': quote.reference })}
            firstNumber={rowNumber(Math.min(page, pages), 0)}
            pagination={{
              page: Math.min(page, pages),
              pages,
              onPage: list.setPage,
              summary: pageSummary(Math.min(page, pages), total, 'permintaan'),
              label: 'Halaman permintaan penawaran',
            }}
          />
        )}
      </Card>
    </>
  );
}
