import { Link } from '#admin/lib/navigation.tsx';
import type { ActivityRow } from '#shared/activity/entry.ts';
import { ACTIVITY_ENTITIES, ENTITY_LABELS } from '#shared/activity/labels.ts';
import { DataList, type CardLayout, type ListColumn } from '#admin/components/list/data-list.tsx';
import { FilterSelect } from '#admin/components/list/filter-select.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { buttonClass } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { pageCount, pageSummary } from '#admin/lib/pagination.ts';
import { paths } from '#admin/paths.ts';
import { useActivityPage } from '../api.ts';
import { actionLabel, entityLabel, formatAt } from '../format.ts';
import { ChangeList } from './change-list.tsx';

const PAGE_SIZE = 20;

const record = (row: ActivityRow) => (
  <span className="break-words [overflow-wrap:anywhere]">
    <span className="text-slate-500">{entityLabel(row.entity)}</span>{' '}
    <span className="font-medium text-slate-900">{row.label || `#${row.entity_id}`}</span>
  </span>
);

const columns: ListColumn<ActivityRow>[] = [
  { title: 'Waktu', className: 'px-4 py-3 w-40 whitespace-nowrap', cell: (row) => formatAt(row.at) },
  { title: 'Pengguna', className: 'px-4 py-3 w-40', cell: (row) => row.user.name },
  { title: 'Aksi', className: 'px-4 py-3 w-36', cell: (row) => actionLabel(row.action) },
  { title: 'Data', className: 'px-4 py-3', cell: record },
  {
    title: 'Perubahan',
    className: 'px-4 py-3 w-[34%]',
    cell: (row) => <ChangeList entity={row.entity} changes={row.changes} />,
  },
  {
    title: 'Tautan',
    className: 'px-4 py-3 w-28 text-right',
    cell: (row) =>
      row.entity === 'product' && row.action !== 'purge' ? (
        <Link
          to={paths.productEdit(row.entity_id)}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Buka produk ${row.label}`}
        >
          Buka
        </Link>
      ) : null,
  },
];

const card: CardLayout<ActivityRow> = {
  title: (row) => (
    <>
      {actionLabel(row.action)} {record(row)}
    </>
  ),
  // Full width on a phone: a time and a change are too long for half a card.
  body: (row) => (
    <div className="mt-1 space-y-2">
      <p className="text-xs text-slate-500">
        {formatAt(row.at)} · {row.user.name}
      </p>
      <ChangeList entity={row.entity} changes={row.changes} />
    </div>
  ),
  fields: [],
  actions: 'Tautan',
};

/**
 * 'Aktivitas': who changed what and when, newest first, 20 a page from the server; filtered by person,
 * kind of data and dates, all kept in the URL.
 */
export function ActivityPage() {
  const list = useListParams();
  const apiParams = new URLSearchParams({ page: String(list.page), per_page: String(PAGE_SIZE) });
  for (const key of ['user', 'entity', 'from', 'to']) if (list.get(key)) apiParams.set(key, list.get(key));
  const activity = useActivityPage(apiParams);
  const total = activity.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  const page = Math.min(list.page, pages);
  const rows = activity.data?.data ?? [];
  const people = activity.data?.people ?? [];
  const filtered = ['user', 'entity', 'from', 'to'].some((key) => list.get(key));

  return (
    <>
      <PageHeader title="Aktivitas" description="Siapa mengubah apa dan kapan, setahun terakhir." />
      <Card>
        <div className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4" role="search">
          <FilterSelect
            id="activity-user"
            label="Pengguna"
            value={list.get('user')}
            onChange={(value) => list.set('user', value)}
            options={[
              { value: '', label: 'Semua pengguna' },
              ...people.map((person) => ({ value: String(person.id), label: person.name })),
            ]}
          />
          <FilterSelect
            id="activity-entity"
            label="Jenis data"
            value={list.get('entity')}
            onChange={(value) => list.set('entity', value)}
            options={[
              { value: '', label: 'Semua data' },
              ...ACTIVITY_ENTITIES.map((entity) => ({ value: entity, label: ENTITY_LABELS[entity] })),
            ]}
          />
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <span className="w-12 shrink-0">Dari</span>
            <Input type="date" value={list.get('from')} onChange={(event) => list.set('from', event.target.value)} />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <span className="w-12 shrink-0">Sampai</span>
            <Input type="date" value={list.get('to')} onChange={(event) => list.set('to', event.target.value)} />
          </label>
        </div>
        {activity.isPending ? (
          <LoadingState label="Memuat aktivitas..." />
        ) : activity.isError ? (
          <QueryErrorState title="Gagal memuat aktivitas" query={activity} />
        ) : rows.length === 0 ? (
          <EmptyState title={filtered ? 'Tidak ada aktivitas yang cocok' : 'Belum ada aktivitas'}>
            {filtered ? 'Ubah atau hapus filter untuk melihat aktivitas lain.' : 'Perubahan oleh admin muncul di sini.'}
            {filtered && (
              <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={list.clear}>
                Hapus filter
              </button>
            )}
          </EmptyState>
        ) : (
          <DataList
            items={rows}
            itemKey={(row) => `${row.at}-${row.entity}-${row.entity_id}-${row.action}`}
            columns={columns}
            card={card}
            label="Aktivitas"
            tableClassName="min-w-[880px]"
            rowAttributes={(row) => ({ 'data-entity': row.entity, 'data-action': row.action })}
            firstNumber={(page - 1) * PAGE_SIZE + 1}
            pagination={{
              page,
              pages,
              onPage: list.setPage,
              summary: pageSummary(page, total, 'aktivitas', PAGE_SIZE),
              label: 'Halaman aktivitas',
            }}
          />
        )}
      </Card>
    </>
  );
}
