import { formatIdDateTime } from '#shared/common/format.ts';
import type { ServiceListRow } from '#shared/service/admin.ts';
import { SERVICE_KIND_LABELS } from '#shared/service/status.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { buttonClass } from '#admin/components/ui/button.tsx';
import { Link } from '#admin/lib/navigation.tsx';
import { paths } from '#admin/paths.ts';
import { OverdueBadge, ServiceStatusBadge } from './service-badges.tsx';

function Status({ row }: { row: ServiceListRow }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <ServiceStatusBadge status={row.status} />
      {row.overdue && <OverdueBadge />}
    </span>
  );
}

/** The service desk's columns; an overdue row is marked by its badge and a red edge. */
export const serviceColumns: ListColumn<ServiceListRow>[] = [
  {
    title: 'No',
    className: 'px-4 py-3 sm:pl-6',
    cellClassName: (row) => `tabular-nums text-slate-500 ${row.overdue ? 'border-l-4 border-red-500' : ''}`,
    cell: (_, { number }) => number,
  },
  {
    title: 'Nomor',
    className: 'px-3 py-3',
    cellClassName: 'whitespace-nowrap',
    cell: (row) => (
      <Link
        to={paths.service(row.reference)}
        className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
      >
        {row.reference}
      </Link>
    ),
  },
  { title: 'Jenis', className: 'px-3 py-3', cell: (row) => SERVICE_KIND_LABELS.id[row.kind] },
  {
    title: 'Pemohon',
    className: 'px-3 py-3',
    cell: (row) => (
      <>
        <span className="block text-slate-900">{row.name}</span>
        {row.institution && <span className="block text-xs text-slate-500">{row.institution}</span>}
      </>
    ),
  },
  {
    title: 'Nomor seri',
    className: 'px-3 py-3',
    cellClassName: 'text-slate-600',
    cell: (row) => row.serial_number || '-',
  },
  {
    title: 'Tanggal',
    className: 'px-3 py-3',
    cellClassName: 'whitespace-nowrap text-slate-600',
    cell: (row) => <time dateTime={row.created_at}>{formatIdDateTime(row.created_at)}</time>,
  },
  { title: 'Petugas', className: 'px-3 py-3', cellClassName: 'text-slate-600', cell: (row) => row.assignee || '-' },
  { title: 'Status', className: 'px-3 py-3', cell: (row) => <Status row={row} /> },
  {
    title: 'Aksi',
    className: 'px-4 py-3 text-right sm:pr-6',
    cell: (row) => (
      <Link
        to={paths.service(row.reference)}
        className={buttonClass('secondary', 'sm')}
        aria-label={`Buka ${row.reference}`}
      >
        Buka
      </Link>
    ),
  },
];

export const serviceCard: CardLayout<ServiceListRow> = {
  title: (row, { number }) => (
    <>
      <p className="text-xs text-slate-500 tabular-nums">#{number}</p>
      <Link
        to={paths.service(row.reference)}
        className="flex min-h-11 items-center font-medium text-slate-900 hover:text-brand-700"
      >
        {row.reference} · {row.name}
      </Link>
    </>
  ),
  aside: (row) => <Status row={row} />,
  fields: ['Jenis', 'Nomor seri', 'Tanggal', 'Petugas'],
  actions: 'Aksi',
};
