import {
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  SERVICE_PAGE_SIZE,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
} from '#shared/service/status.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { controlClass } from '#admin/components/ui/field.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { cx } from '#admin/lib/cx.ts';
import { pageCount, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { useServiceRequests } from '../api.ts';
import { serviceCard, serviceColumns } from './service-columns.tsx';

const known = <T extends string>(values: readonly T[], value: string): T | '' =>
  (values as readonly string[]).includes(value) ? (value as T) : '';

/**
 * 'Layanan': service and calibration requests, filtered and paged on the server (20 a page), newest
 * first. The filters and the page live in the URL, so a reload or Back from a request keeps them.
 */
export function ServiceListPage() {
  const list = useListParams();
  const status = known(SERVICE_STATUSES, list.get('status'));
  const kind = known(SERVICE_KINDS, list.get('kind'));
  const assignee = list.get('assignee');
  const overdue = list.get('overdue') === '1';
  const requests = useServiceRequests({
    status,
    kind,
    assignee,
    overdue,
    page: list.page,
    per_page: SERVICE_PAGE_SIZE,
  });
  const data = requests.data;
  const total = data?.total ?? 0;
  const pages = pageCount(total, SERVICE_PAGE_SIZE);
  const current = Math.min(list.page, pages);

  return (
    <>
      <PageHeader
        title="Layanan"
        description="Permintaan perbaikan, kalibrasi, instalasi dan pelatihan dari halaman Layanan."
      />
      <Card>
        <div className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:items-end">
          <div className="text-sm font-medium text-slate-700">
            <label className="block" htmlFor="filter-status">
              Status
            </label>
            <select
              id="filter-status"
              className={controlClass(false, 'mt-1')}
              value={status}
              onChange={(event) => list.set('status', event.target.value)}
            >
              <option value="">Semua status</option>
              {SERVICE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {SERVICE_STATUS_LABELS.id[value]} ({data?.counts[value] ?? 0})
                </option>
              ))}
            </select>
          </div>
          <div className="text-sm font-medium text-slate-700">
            <label className="block" htmlFor="filter-jenis">
              Jenis
            </label>
            <select
              id="filter-jenis"
              className={controlClass(false, 'mt-1')}
              value={kind}
              onChange={(event) => list.set('kind', event.target.value)}
            >
              <option value="">Semua jenis</option>
              {SERVICE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {SERVICE_KIND_LABELS.id[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="text-sm font-medium text-slate-700">
            <label className="block" htmlFor="filter-petugas">
              Petugas
            </label>
            <input
              id="filter-petugas"
              className={controlClass(false, 'mt-1')}
              defaultValue={assignee}
              placeholder="Nama petugas"
              onBlur={(event) => list.set('assignee', event.target.value.trim())}
              onKeyDown={(event) => event.key === 'Enter' && list.set('assignee', event.currentTarget.value.trim())}
            />
          </div>
          <button
            type="button"
            aria-pressed={overdue}
            onClick={() => list.set('overdue', overdue ? '' : '1')}
            className={cx(
              'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium',
              overdue ? 'bg-red-700 text-white' : 'bg-red-50 text-red-800 hover:bg-red-100',
            )}
          >
            Terlambat{data ? ` (${data.counts.overdue})` : ''}
          </button>
        </div>
        {requests.isPending ? (
          <LoadingState label="Memuat permintaan layanan..." />
        ) : requests.isError ? (
          <QueryErrorState title="Gagal mengambil permintaan layanan" query={requests} />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title="Tidak ada permintaan layanan" />
        ) : (
          <DataList
            items={data.data}
            itemKey={(row) => row.reference}
            columns={serviceColumns}
            card={serviceCard}
            label="Daftar permintaan layanan"
            tableClassName="min-w-[880px]"
            rowAttributes={(row) => ({ 'data-status': row.status, 'data-overdue': row.overdue ? 'true' : 'false' })}
            firstNumber={rowNumber(current, 0, SERVICE_PAGE_SIZE)}
            pagination={{
              page: current,
              pages,
              onPage: list.setPage,
              summary: pageSummary(current, total, 'permintaan', SERVICE_PAGE_SIZE),
              label: 'Halaman permintaan layanan',
            }}
          />
        )}
      </Card>
    </>
  );
}
