import { useEffect, useMemo, useState } from 'react';
import type { ContactMessage } from '#shared/api-types.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { SearchBox } from '#admin/components/list/search-box.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { DownloadIcon } from '#admin/components/ui/icons.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '#admin/lib/api-client.ts';
import { downloadText } from '#admin/lib/csv.ts';
import { pageCount, pageSlice, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { useContacts, useDeleteContact } from '../api.ts';
import { contactsCsv, contactsCsvFilename } from '../contacts-csv.ts';
import { contactCard, contactColumns } from './contact-columns.tsx';

/**
 * Contact messages: fetched whole and searched and paged in the browser, 10 a page. The search and
 * the page live in the URL, so a reload or Back from a message keeps them.
 */
export function ContactsPage() {
  const contacts = useContacts();
  const deletion = useDeleteContact();
  const list = useListParams();
  // Searched in the browser, so the list follows each key at once; the URL catches up after the pause.
  const search = list.searchText.trim();
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const columns = useMemo(() => contactColumns(setToDelete), []);

  useEffect(() => {
    if (contacts.isError && !(contacts.error instanceof ApiError && contacts.error.status === 401)) {
      toastError('Error', 'Gagal mengambil data kontak');
    }
  }, [contacts.isError, contacts.error]);

  const filtered = useMemo(() => {
    const needle = search.toLowerCase();
    if (!needle) return contacts.data ?? [];
    return (contacts.data ?? []).filter((contact) =>
      [contact.full_name, contact.email, contact.company].some((value) => value?.toLowerCase().includes(needle)),
    );
  }, [contacts.data, search]);

  const pages = pageCount(filtered.length);
  // A search typed but not yet in the URL is about to go back to page 1: show page 1 already.
  const current = search === list.search ? Math.min(list.page, pages) : 1;
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
          <SearchBox
            id="contact-search"
            label="Cari nama, email atau perusahaan"
            placeholder="Cari nama, email atau perusahaan..."
            value={list.searchText}
            onChange={list.setSearchText}
            className="max-w-md"
          />
        </div>

        {contacts.isPending ? (
          <LoadingState label="Loading data..." />
        ) : contacts.isError ? (
          <QueryErrorState title="Gagal mengambil data kontak" query={contacts} />
        ) : rows.length === 0 ? (
          <EmptyState title="Tidak ada data kontak" />
        ) : (
          <DataList
            items={rows}
            itemKey={(contact) => contact.id}
            columns={columns}
            card={contactCard}
            label="Daftar pesan kontak"
            tableClassName="min-w-[720px]"
            rowAttributes={(contact) => ({ 'data-status': contact.status })}
            firstNumber={rowNumber(current, 0)}
            pagination={{
              page: current,
              pages,
              onPage: list.setPage,
              summary: pageSummary(current, filtered.length, 'pesan'),
              label: 'Halaman kontak',
            }}
          />
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
