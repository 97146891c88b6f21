import { formatPhone } from '#shared/common/phone.ts';
import { Link } from '#admin/lib/navigation.tsx';
import type { ContactRow } from '#shared/inbox/contact.ts';
import { formatIdDateTime } from '#shared/common/format.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { EyeIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { paths } from '#admin/paths.ts';
import { ContactStatusBadge } from './contact-status-badge.tsx';

function SentAt({ contact }: { contact: ContactRow }) {
  return <time dateTime={contact.created_at}>{formatIdDateTime(contact.created_at)}</time>;
}

export interface ContactActions {
  /** The archive: restore and delete for good instead of view and delete. */
  archived: boolean;
  canPurge: boolean;
  onDelete: (contact: ContactRow) => void;
  onRestore: (contact: ContactRow) => void;
  onPurge: (contact: ContactRow) => void;
}

/** The contact list's columns; the phone card adds the phone number the table has no room for. */
export function contactColumns(actions: ContactActions): ListColumn<ContactRow>[] {
  return [
    {
      title: 'No',
      className: 'px-4 py-3 sm:pl-6',
      cellClassName: 'tabular-nums text-slate-500',
      cell: (_, { number }) => number,
    },
    {
      title: 'Nama Lengkap',
      className: 'px-3 py-3',
      cell: (contact) => (
        <Link
          to={paths.contact(contact.id)}
          className={`${contact.status === 'new' ? 'font-semibold' : 'font-medium'} text-slate-900 hover:text-brand-700 hover:underline`}
        >
          {contact.full_name}
        </Link>
      ),
    },
    {
      title: 'Email',
      className: 'px-3 py-3',
      cell: (contact) => (
        <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
          {contact.email}
        </a>
      ),
    },
    {
      title: 'Perusahaan',
      className: 'px-3 py-3',
      cellClassName: 'text-slate-600',
      cell: (contact) => contact.company || '-',
    },
    {
      title: 'Telepon',
      className: '',
      tableHidden: true,
      cell: (contact) => (contact.phone ? formatPhone(contact.phone) : '-'),
    },
    {
      title: 'Tanggal',
      className: 'px-3 py-3',
      cellClassName: 'whitespace-nowrap text-slate-600',
      cell: (contact) => <SentAt contact={contact} />,
    },
    { title: 'Status', className: 'px-3 py-3', cell: (contact) => <ContactStatusBadge status={contact.status} /> },
    {
      title: 'Aksi',
      className: 'px-4 py-3 text-right sm:pr-6',
      cellClassName: 'whitespace-nowrap',
      cell: (contact, { layout }) =>
        actions.archived ? (
          <ArchivedActions contact={contact} layout={layout} actions={actions} />
        ) : (
          <>
            <Link
              to={paths.contact(contact.id)}
              className={layout === 'table' ? buttonClass('ghost', 'icon') : buttonClass('secondary', 'md', 'min-h-11')}
              aria-label={`Lihat pesan dari ${contact.full_name}`}
              title={layout === 'table' ? 'Lihat detail' : undefined}
            >
              <EyeIcon className="h-4 w-4" />
              {layout === 'card' && 'Lihat'}
            </Link>
            <Button
              variant="ghost"
              size={layout === 'table' ? 'icon' : 'touch'}
              className="hover:bg-red-50 hover:text-red-700"
              onClick={() => actions.onDelete(contact)}
              aria-label={`Hapus pesan dari ${contact.full_name}`}
              title="Hapus"
            >
              <TrashIcon className="h-4 w-4" />
            </Button>
          </>
        ),
    },
  ];
}

const PURGE_REASON = 'Hanya Super Admin yang dapat menghapus permanen';

function ArchivedActions({
  contact,
  layout,
  actions,
}: {
  contact: ContactRow;
  layout: 'table' | 'card';
  actions: ContactActions;
}) {
  const size = layout === 'table' ? 'sm' : 'md';
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      <Button
        variant="secondary"
        size={size}
        className={layout === 'card' ? 'min-h-11' : undefined}
        onClick={() => actions.onRestore(contact)}
        aria-label={`Pulihkan pesan dari ${contact.full_name}`}
      >
        Pulihkan
      </Button>
      <Button
        variant="ghost"
        size={size}
        className={layout === 'card' ? 'min-h-11 text-red-700' : 'text-red-700 hover:bg-red-50'}
        disabled={!actions.canPurge}
        title={actions.canPurge ? 'Hapus permanen' : PURGE_REASON}
        onClick={() => actions.onPurge(contact)}
        aria-label={`Hapus permanen pesan dari ${contact.full_name}`}
      >
        <TrashIcon className="h-4 w-4" />
        Hapus permanen
      </Button>
    </span>
  );
}

export const contactCard: CardLayout<ContactRow> = {
  title: (contact, { number }) => (
    <>
      <p className="text-xs text-slate-500 tabular-nums">#{number}</p>
      <Link
        to={paths.contact(contact.id)}
        className="flex min-h-11 items-center font-medium break-words text-slate-900 hover:text-brand-700"
      >
        {contact.full_name}
      </Link>
      <a
        href={`mailto:${contact.email}`}
        className="inline-flex min-h-11 max-w-full items-center break-all text-sm text-brand-700 hover:underline"
      >
        {contact.email}
      </a>
    </>
  ),
  aside: (contact) => <ContactStatusBadge status={contact.status} />,
  fields: ['Perusahaan', 'Telepon', 'Tanggal'],
  actions: 'Aksi',
};
