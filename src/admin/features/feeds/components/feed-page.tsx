import { Link } from '#admin/lib/navigation.tsx';
import { FEED_PROBLEMS, FEED_PROBLEM_TEXT } from '#shared/product/feed.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { FilterSelect } from '#admin/components/list/filter-select.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ADMIN_PAGE_SIZE, pageCount, pageSummary } from '#admin/lib/pagination.ts';
import { paths } from '#admin/paths.ts';
import { useFeedReport } from '../api.ts';
import { FeedAddresses, FeedCountsCard } from './feed-addresses.tsx';
import { feedCard, feedColumns } from './feed-columns.tsx';

const FEED_OPTIONS = [
  { value: '', label: 'Semua feed' },
  { value: 'google', label: 'Google Merchant Center' },
  { value: 'meta', label: 'Meta' },
];
const PROBLEM_OPTIONS = [
  { value: '', label: 'Semua masalah' },
  ...FEED_PROBLEMS.map((problem) => ({ value: problem, label: FEED_PROBLEM_TEXT[problem] })),
];

/**
 * 'Feed': the addresses of the catalogue feeds to paste into Google Merchant Center and Meta Commerce
 * Manager, what each sends, and the products the next build leaves out of a feed or sends with a
 * warning, with why and a link to fix each. Manager and above (the route's guard; the API enforces it).
 */
export function FeedPage() {
  const list = useListParams();
  const feed = list.get('feed');
  const problem = list.get('problem');
  const apiParams = new URLSearchParams({ page: String(list.page), per_page: String(ADMIN_PAGE_SIZE) });
  if (feed) apiParams.set('feed', feed);
  if (problem) apiParams.set('problem', problem);
  const report = useFeedReport(apiParams);
  const total = report.data?.total ?? 0;
  const pages = pageCount(total);
  const page = Math.min(list.page, pages);
  const rows = report.data?.products ?? [];
  const filtered = Boolean(feed || problem);

  return (
    <>
      <PageHeader
        title="Feed"
        description="Katalog untuk Google Merchant Center dan Meta (Facebook, Instagram, katalog WhatsApp Business)."
      />
      {report.isPending ? (
        <LoadingState label="Memuat feed..." />
      ) : report.isError && !report.data ? (
        <QueryErrorState title="Gagal memuat feed" query={report} />
      ) : (
        <div className="space-y-6">
          <FeedAddresses feeds={report.data.feeds} />
          <p className="text-sm text-slate-600" data-testid="feed-refresh-note">
            Feed diperbarui saat situs dipublikasikan berikutnya. Lihat{' '}
            <Link to={paths.dashboard} className="font-medium text-blue-700 underline">
              Status Publikasi di Dashboard
            </Link>
            .
          </p>
          <FeedCountsCard counts={report.data.counts} />
          <Card role="region" aria-labelledby="feed-problems-title">
            <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-100 p-4 sm:px-6">
              <div>
                <h2 id="feed-problems-title" className="font-semibold text-slate-900">
                  Produk yang perlu diperbaiki
                </h2>
                <p className="text-sm text-slate-600">Tidak dikirim ke feed, atau dikirim dengan peringatan.</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <FilterSelect
                  id="feed-filter"
                  label="Feed"
                  value={feed}
                  onChange={(value) => list.set('feed', value)}
                  options={FEED_OPTIONS}
                />
                <FilterSelect
                  id="feed-problem-filter"
                  label="Masalah"
                  value={problem}
                  onChange={(value) => list.set('problem', value)}
                  options={PROBLEM_OPTIONS}
                />
              </div>
            </div>
            {rows.length === 0 ? (
              <EmptyState
                title={filtered ? 'Tidak ada produk dengan masalah ini' : 'Semua produk terkirim ke kedua feed.'}
              >
                {filtered
                  ? 'Ubah filter untuk melihat produk lain.'
                  : 'Tidak ada produk yang ditinggalkan atau diberi peringatan.'}
              </EmptyState>
            ) : (
              <DataList
                items={rows}
                itemKey={(product) => product.id}
                columns={feedColumns}
                card={feedCard}
                labelledBy="feed-problems-title"
                label="Produk yang perlu diperbaiki"
                tableClassName="min-w-[720px]"
                rowAttributes={(product) => ({ 'data-product-id': String(product.id) })}
                pagination={{
                  page,
                  pages,
                  onPage: list.setPage,
                  summary: pageSummary(page, total, 'produk'),
                  label: 'Halaman daftar feed',
                }}
              />
            )}
          </Card>
        </div>
      )}
    </>
  );
}
