import { useEffect, useMemo, useState } from 'react';
import type { ContactRow } from '#shared/inbox/contact.ts';
import {
  ADMIN_CONTACTS_PAGE_SIZE,
  CONTACT_STATUSES,
  CONTACT_STATUS_LABELS,
  type ContactStatus,
} from '#shared/inbox/contact-limits.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { SearchBox } from '#admin/components/list/search-box.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { DownloadIcon } from '#admin/components/ui/more-icons.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { downloadText } from '#admin/lib/csv.ts';
import { cx } from '#admin/lib/cx.ts';
import { pageCount, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { hasRole } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastError, toastSuccess } from '#admin/lib/toast.ts';
import { fetchContactsForExport, useContacts, useDeleteContact, usePurgeContact, useRestoreContact } from '../api.ts';
import { contactsCsv, contactsCsvFilename } from '../contacts-csv.ts';
import { contactCard, contactColumns } from './contact-columns.tsx';

type Filter = 'all' | ContactStatus | 'archived';
const FILTERS: Filter[] = ['all', ...CONTACT_STATUSES, 'archived'];
const FILTER_LABELS: Record<Filter, string> = { all: 'Semua', ...CONTACT_STATUS_LABELS, archived: 'Arsip' };

/**
 * Contact messages, searched, filtered and paged on the server (10 a page), so the screen costs the
 * same however many messages outsiders send. The search, the filter and the page live in the URL, so
 * a reload or Back from a message keeps them. Deleting moves a message to the archive ('Arsip').
 */
export function ContactsPage() {
  const list = useListParams();
  const filter: Filter = FILTERS.find((known) => known === list.get('status')) ?? 'all';
  const archived = filter === 'archived';
  const query = {
    q: list.search,
    status: archived ? 'all' : filter,
    archived,
    page: list.page,
    per_page: ADMIN_CONTACTS_PAGE_SIZE,
  } as const;
  const contacts = useContacts(query);
  const canPurge = hasRole(useSession().user, 'Super Admin');
  const deletion = useDeleteContact();
  const restore = useRestoreContact();
  const purge = usePurgeContact();
  const [toDelete, setToDelete] = useState<ContactRow | null>(null);
  const [toPurge, setToPurge] = useState<ContactRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const columns = useMemo(
    () =>
      contactColumns({
        archived,
        canPurge,
        onDelete: setToDelete,
        onPurge: setToPurge,
        onRestore: (contact) =>
          restore.mutate(contact.id, {
            onSuccess: () =>
              toastSuccess('Kontak dipulihkan', `Pesan dari ${contact.full_name} kembali ke Kontak Masuk.`),
            onError: (error) => toastApiError(error, 'Gagal memulihkan', 'Terjadi kesalahan'),
          }),
      }),
    [archived, canPurge, restore],
  );

  useEffect(() => {
    if (contacts.isError && !(contacts.error instanceof ApiError && contacts.error.status === 401)) {
      toastError('Error', 'Gagal mengambil data kontak');
    }
  }, [contacts.isError, contacts.error]);

  const data = contacts.data;
  const total = data?.total ?? 0;
  const pages = pageCount(total);
  const current = Math.min(list.page, pages);
  const counts = data?.counts;
  const countOf = (option: Filter) =>
    !counts ? undefined : option === 'all' ? counts.new + counts.in_progress + counts.done : counts[option];

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadText(
        contactsCsvFilename(),
        contactsCsv(await fetchContactsForExport({ q: list.search, status: filter })),
      );
    } catch (error) {
      toastApiError(error, 'Gagal mengekspor', 'Data kontak tidak dapat diambil.');
    } finally {
      setExporting(false);
    }
  };

  const confirm = (target: ContactRow | null, mutation: typeof deletion, done: string, close: () => void) => {
    if (!target) return;
    mutation.mutate(target.id, {
      onSuccess: () => toastSuccess(done, `Pesan dari ${target.full_name}.`),
      onError: (error) => toastApiError(error, 'Gagal menghapus', 'Terjadi kesalahan'),
      onSettled: close,
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
            onClick={() => void exportCsv()}
            busy={exporting}
            disabled={archived || total === 0}
          >
            <DownloadIcon className="h-4 w-4" />
            Ekspor CSV
          </Button>
        }
      />
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:px-6 lg:flex-row lg:items-center">
          <SearchBox
            id="contact-search"
            label="Cari nama, email atau perusahaan"
            placeholder="Cari nama, email atau perusahaan..."
            value={list.searchText}
            onChange={list.setSearchText}
            className="max-w-md flex-1"
            role="search"
          />
          <div className="flex flex-wrap gap-1" role="group" aria-label="Filter status">
            {FILTERS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={filter === option}
                onClick={() => list.set('status', option === 'all' ? '' : option)}
                className={cx(
                  'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors',
                  filter === option ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
                )}
              >
                {FILTER_LABELS[option]}
                {countOf(option) !== undefined && <span className="tabular-nums opacity-80">({countOf(option)})</span>}
              </button>
            ))}
          </div>
        </div>

        {contacts.isPending ? (
          <LoadingState label="Loading data..." />
        ) : contacts.isError ? (
          <QueryErrorState title="Gagal mengambil data kontak" query={contacts} />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title={archived ? 'Arsip kontak kosong' : 'Tidak ada data kontak'} />
        ) : (
          <DataList
            items={data.data}
            itemKey={(contact) => contact.id}
            columns={columns}
            card={contactCard}
            label={archived ? 'Arsip pesan kontak' : 'Daftar pesan kontak'}
            tableClassName="min-w-[720px]"
            rowAttributes={(contact) => ({ 'data-status': contact.status })}
            firstNumber={rowNumber(current, 0)}
            pagination={{
              page: current,
              pages,
              onPage: list.setPage,
              summary: pageSummary(current, total, 'pesan'),
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
            Pesan dari <strong className="text-slate-900">{toDelete?.full_name}</strong> ({toDelete?.email}) dipindahkan
            ke Arsip dan dapat dipulihkan.
          </>
        }
        onConfirm={() => confirm(toDelete, deletion, 'Kontak dihapus', () => setToDelete(null))}
        busy={deletion.isPending}
      />
      <ConfirmDialog
        open={toPurge !== null}
        onOpenChange={(open) => !open && setToPurge(null)}
        title="Hapus permanen?"
        description={
          <>
            Pesan dari <strong className="text-slate-900">{toPurge?.full_name}</strong> ({toPurge?.email}) akan dihapus
            permanen dan tidak dapat dipulihkan.
          </>
        }
        onConfirm={() => confirm(toPurge, purge, 'Kontak dihapus permanen', () => setToPurge(null))}
        busy={purge.isPending}
      />
    </>
  );
}
