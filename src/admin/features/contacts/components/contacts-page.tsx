import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ContactMessage } from '#shared/api-types.ts';
import { formatIdDateTime } from '#shared/format.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { DataTable, type TableColumn } from '#admin/components/ui/data-table.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { DownloadIcon, EyeIcon, SearchIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { Pagination } from '#admin/components/ui/pagination.tsx';
import { CardFields, CardList, ListCard, useWideScreen } from '#admin/components/ui/responsive-list.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '#admin/lib/api-client.ts';
import { downloadText } from '#admin/lib/csv.ts';
import { pageCount, pageSlice, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useContacts, useDeleteContact } from '../api.ts';
import { contactsCsv, contactsCsvFilename } from '../contacts-csv.ts';
import { ContactStatusBadge } from './contact-status-badge.tsx';

const COLUMNS: TableColumn[] = [
  { label: 'No', className: 'px-4 py-3 sm:pl-6' },
  { label: 'Nama Lengkap', className: 'px-3 py-3' },
  { label: 'Email', className: 'px-3 py-3' },
  { label: 'Perusahaan', className: 'px-3 py-3' },
  { label: 'Tanggal', className: 'px-3 py-3' },
  { label: 'Status', className: 'px-3 py-3' },
  { label: 'Aksi', className: 'px-4 py-3 text-right sm:pr-6' },
];

export function ContactsPage() {
  const contacts = useContacts();
  const deletion = useDeleteContact();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const wide = useWideScreen();

  useEffect(() => {
    if (contacts.isError && !(contacts.error instanceof ApiError && contacts.error.status === 401)) {
      toastError('Error', 'Gagal mengambil data kontak');
    }
  }, [contacts.isError, contacts.error]);

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return contacts.data ?? [];
    return (contacts.data ?? []).filter((contact) =>
      [contact.full_name, contact.email, contact.company].some((value) => value?.toLowerCase().includes(needle)),
    );
  }, [contacts.data, search]);

  const pages = pageCount(filtered.length);
  const current = Math.min(page, pages);
  const rows = pageSlice(filtered, current);

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => toastSuccess('Kontak dihapus', `Pesan dari ${toDelete.full_name} telah dihapus.`),
      onError: (error) => {
        if (error instanceof ApiError && error.isNetwork) toastError('Error', NETWORK_ERROR_MESSAGE);
        else if (!(error instanceof ApiError && error.status === 401))
          toastError('Gagal menghapus', error.message || UNAUTHORIZED_MESSAGE);
      },
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Kontak Masuk"
        description="Permintaan konsultasi dari formulir 'Hubungi Ahli Kami'."
        actions={
          <Button
            variant="secondary"
            onClick={() => downloadText(contactsCsvFilename(), contactsCsv(filtered))}
            disabled={!contacts.data || filtered.length === 0}
          >
            <DownloadIcon className="h-4 w-4" />
            Ekspor CSV
          </Button>
        }
      />
      <Card>
        <div className="border-b border-slate-100 p-4 sm:px-6" role="search">
          <label htmlFor="contact-search" className="sr-only">
            Cari nama, email atau perusahaan
          </label>
          <div className="relative max-w-md">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <Input
              id="contact-search"
              type="search"
              className="pl-9"
              placeholder="Cari nama, email atau perusahaan..."
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1); // back to page 1 on search
              }}
            />
          </div>
        </div>

        {contacts.isPending ? (
          <LoadingState label="Loading data..." />
        ) : contacts.isError ? (
          <QueryErrorState title="Gagal mengambil data kontak" query={contacts} />
        ) : rows.length === 0 ? (
          <EmptyState title="Tidak ada data kontak" />
        ) : (
          <>
            {wide ? (
              <DataTable columns={COLUMNS} caption="Daftar pesan kontak" className="min-w-[720px]">
                {rows.map((contact, index) => (
                  <tr key={contact.id} className="hover:bg-slate-50/60" data-status={contact.status}>
                    <td className="px-4 py-3 tabular-nums text-slate-500 sm:pl-6">{rowNumber(current, index)}</td>
                    <td className="px-3 py-3">
                      <Link
                        to={paths.contact(contact.id)}
                        className={`${contact.status === 'new' ? 'font-semibold' : 'font-medium'} text-slate-900 hover:text-brand-700 hover:underline`}
                      >
                        {contact.full_name}
                      </Link>
                    </td>
                    <td className="px-3 py-3">
                      <a href={`mailto:${contact.email}`} className="text-brand-700 hover:underline">
                        {contact.email}
                      </a>
                    </td>
                    <td className="px-3 py-3 text-slate-600">{contact.company || '-'}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                      <time dateTime={contact.created_at}>{formatIdDateTime(contact.created_at)}</time>
                    </td>
                    <td className="px-3 py-3">
                      <ContactStatusBadge status={contact.status} />
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 text-right sm:pr-6">
                      <Link
                        to={paths.contact(contact.id)}
                        className={buttonClass('ghost', 'icon')}
                        aria-label={`Lihat pesan dari ${contact.full_name}`}
                        title="Lihat detail"
                      >
                        <EyeIcon className="h-4 w-4" />
                      </Link>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="hover:bg-red-50 hover:text-red-700"
                        onClick={() => setToDelete(contact)}
                        aria-label={`Hapus pesan dari ${contact.full_name}`}
                        title="Hapus"
                      >
                        <TrashIcon className="h-4 w-4" />
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : (
              <CardList label="Daftar pesan kontak">
                {rows.map((contact, index) => (
                  <ListCard
                    key={contact.id}
                    title={
                      <>
                        <p className="text-xs text-slate-500 tabular-nums">#{rowNumber(current, index)}</p>
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
                    }
                    aside={<ContactStatusBadge status={contact.status} />}
                    actions={
                      <>
                        <Link
                          to={paths.contact(contact.id)}
                          className={buttonClass('secondary', 'md', 'min-h-11')}
                          aria-label={`Lihat pesan dari ${contact.full_name}`}
                        >
                          <EyeIcon className="h-4 w-4" />
                          Lihat
                        </Link>
                        <Button
                          variant="ghost"
                          size="touch"
                          className="hover:bg-red-50 hover:text-red-700"
                          onClick={() => setToDelete(contact)}
                          aria-label={`Hapus pesan dari ${contact.full_name}`}
                          title="Hapus"
                        >
                          <TrashIcon className="h-4 w-4" />
                        </Button>
                      </>
                    }
                  >
                    <CardFields
                      fields={[
                        ['Perusahaan', contact.company || '-'],
                        ['Telepon', contact.phone ? `+${contact.phone}` : '-'],
                        ['Tanggal', <time dateTime={contact.created_at}>{formatIdDateTime(contact.created_at)}</time>],
                      ]}
                    />
                  </ListCard>
                ))}
              </CardList>
            )}
            <Pagination
              page={current}
              pages={pages}
              onPage={setPage}
              summary={pageSummary(current, filtered.length, 'pesan')}
              label="Halaman kontak"
            />
          </>
        )}
      </Card>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Hapus pesan kontak?"
        description={
          <>
            Pesan dari <strong className="text-slate-900">{toDelete?.full_name}</strong> ({toDelete?.email}) akan
            dihapus permanen.
          </>
        }
        onConfirm={confirmDelete}
        busy={deletion.isPending}
      />
    </>
  );
}
