import { Link } from 'react-router';
import type { ContactMessage } from '#shared/api-types.ts';
import { formatIdDateTime } from '#shared/format.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { EyeIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { paths } from '#admin/paths.ts';
import { ContactStatusBadge } from './contact-status-badge.tsx';

function SentAt({ contact }: { contact: ContactMessage }) {
  return <time dateTime={contact.created_at}>{formatIdDateTime(contact.created_at)}</time>;
}

/** The contact list's columns; the phone card adds the phone number the table has no room for. */
export function contactColumns(onDelete: (contact: ContactMessage) => void): ListColumn<ContactMessage>[] {
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
      cell: (contact) => (contact.phone ? `+${contact.phone}` : '-'),
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
      cell: (contact, { layout }) => (
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
            onClick={() => onDelete(contact)}
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

export const contactCard: CardLayout<ContactMessage> = {
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
