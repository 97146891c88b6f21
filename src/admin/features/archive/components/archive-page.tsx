import { useState } from 'react';
import { Link } from '#admin/lib/navigation.tsx';
import type { ArchivedProduct } from '#shared/product/views.ts';
import { ARCHIVE_DAYS } from '#shared/product/archive.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { SearchBox } from '#admin/components/list/search-box.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { buttonClass } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { ADMIN_PAGE_SIZE, pageCount, pageSummary } from '#admin/lib/pagination.ts';
import { hasRole } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useArchivePage, usePurgeProduct, useRestoreProduct } from '../api.ts';
import { PURGE_REASON, archiveCard, archiveColumns } from './archive-columns.tsx';

/** A restore refused because the slug or SKU is taken: what to offer instead. */
interface Conflict {
  product: ArchivedProduct;
  message: string;
}

/**
 * The archive: products deleted in the last 30 days, newest deletion first, 10 a page from the
 * server. Anyone may restore; only a Super Admin deletes for good (others see why the button is off).
 */
export function ArchivePage() {
  const list = useListParams();
  const search = list.search;
  const apiParams = new URLSearchParams({ page: String(list.page), per_page: String(ADMIN_PAGE_SIZE) });
  if (search) apiParams.set('q', search);
  const archive = useArchivePage(apiParams);
  const restore = useRestoreProduct();
  const purge = usePurgeProduct();
  const { user } = useSession();
  const canPurge = hasRole(user, 'Super Admin');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [toPurge, setToPurge] = useState<ArchivedProduct | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const doRestore = (product: ArchivedProduct, asDraft = false) => {
    setBusyId(product.id);
    restore.mutate(
      { id: product.id, asDraft },
      {
        onSuccess: (result) => {
          setConflict(null);
          if (result.notice) toastSuccess(result.message, result.notice);
          else toastSuccess('Produk dipulihkan', `${product.name} kembali ke daftar produk.`);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && (error.errors?.slug || error.errors?.sku)) {
            setConflict({ product, message: error.message });
          } else {
            setConflict(null);
            toastApiError(error, 'Gagal memulihkan', 'Terjadi kesalahan');
          }
        },
        onSettled: () => setBusyId(null),
      },
    );
  };

  const confirmPurge = () => {
    if (!toPurge) return;
    purge.mutate(toPurge.id, {
      onSuccess: () => toastSuccess('Dihapus permanen', `${toPurge.name} telah dihapus permanen.`),
      onError: (error) => toastApiError(error, 'Gagal menghapus permanen', 'Terjadi kesalahan'),
      onSettled: () => setToPurge(null),
    });
  };

  const total = archive.data?.total ?? 0;
  const pages = pageCount(total);
  const page = Math.min(list.page, pages);
  const rows = archive.data?.data ?? [];
  const columns = archiveColumns({ canPurge, busyId, onRestore: (product) => doRestore(product), onPurge: setToPurge });

  return (
    <>
      <PageHeader
        title="Arsip Produk"
        description={`Produk yang dihapus disimpan ${ARCHIVE_DAYS} hari dan bisa dipulihkan, lalu dihapus permanen otomatis.`}
        actions={
          <Link to={paths.products} className={buttonClass('secondary')}>
            Semua Produk
          </Link>
        }
      />
      <Card>
        <div className="border-b border-slate-100 p-4 sm:px-6" role="search">
          <SearchBox
            id="archive-search"
            label="Cari nama atau SKU di arsip"
            placeholder="Cari nama atau SKU..."
            value={list.searchText}
            onChange={list.setSearchText}
            className="max-w-md"
          />
          {!canPurge && <p className="mt-2 text-xs text-slate-500">{PURGE_REASON}.</p>}
        </div>
        {archive.isPending ? (
          <LoadingState label="Memuat arsip..." />
        ) : archive.isError ? (
          <QueryErrorState title="Gagal memuat arsip" query={archive} />
        ) : rows.length === 0 ? (
          <EmptyState title={search ? 'Tidak ada produk arsip yang cocok' : 'Arsip kosong'}>
            Produk yang dihapus muncul di sini selama {ARCHIVE_DAYS} hari.
          </EmptyState>
        ) : (
          <DataList
            items={rows}
            itemKey={(product) => product.id}
            columns={columns}
            card={archiveCard}
            label="Produk di arsip"
            tableClassName="min-w-[720px]"
            pagination={{
              page,
              pages,
              onPage: list.setPage,
              summary: pageSummary(page, total, 'produk'),
              label: 'Halaman arsip',
            }}
          />
        )}
      </Card>

      <ConfirmDialog
        open={conflict !== null}
        onOpenChange={(open) => !open && setConflict(null)}
        title="Tidak bisa dipulihkan apa adanya"
        description={
          <>
            <span className="block">{conflict?.message}</span>
            <span className="mt-2 block">
              Pulihkan sebagai draf: produk kembali tersembunyi dari situs publik dengan slug/SKU baru (mis. akhiran
              “-2”), lalu Anda bisa mengubahnya sebelum menayangkan.
            </span>
          </>
        }
        confirmLabel="Pulihkan sebagai draf"
        tone="primary"
        onConfirm={() => conflict && doRestore(conflict.product, true)}
        busy={restore.isPending}
      />
      <ConfirmDialog
        open={toPurge !== null}
        onOpenChange={(open) => !open && setToPurge(null)}
        title="Hapus permanen?"
        description={
          <>
            Produk <strong className="text-slate-900">{toPurge?.name}</strong> ({toPurge?.sku}) akan dihapus permanen
            dan tidak bisa dipulihkan lagi.
          </>
        }
        confirmLabel="Hapus permanen"
        onConfirm={confirmPurge}
        busy={purge.isPending}
      />
    </>
  );
}
