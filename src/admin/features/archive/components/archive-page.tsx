import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ArchivedProduct } from '#shared/api-types.ts';
import { formatIdDate, formatIdDateTime } from '#shared/format.ts';
import { ARCHIVE_DAYS } from '#shared/product/record.ts';
import { Badge } from '#admin/components/ui/badge.tsx';
import { Button, buttonClass, type ButtonSize } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { DataTable, type TableColumn } from '#admin/components/ui/data-table.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { SearchIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { Pagination } from '#admin/components/ui/pagination.tsx';
import { ProductThumbnail } from '#admin/components/ui/thumbnail.tsx';
import { CardFields, CardList, ListCard, useWideScreen } from '#admin/components/ui/responsive-list.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { ADMIN_PAGE_SIZE, pageCount, pageSummary } from '#admin/lib/pagination.ts';
import { hasRole } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { usePurgeProduct, useRestoreProduct } from '../api.ts';
import { useArchivePage } from '../api.ts';

const PURGE_REASON = 'Hanya Super Admin yang dapat menghapus permanen';

const COLUMNS: TableColumn[] = [
  { label: 'Produk', className: 'py-3 pl-4 pr-2 sm:pl-5' },
  { label: 'Kategori', className: 'px-2 py-3' },
  { label: 'Dihapus', className: 'px-2 py-3' },
  { label: 'Hapus otomatis', className: 'px-2 py-3' },
  { label: 'Aksi', className: 'py-3 pl-2 pr-4 text-right sm:pr-5' },
];

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
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(search);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const apiParams = new URLSearchParams({ page: String(page), per_page: String(ADMIN_PAGE_SIZE) });
  if (search) apiParams.set('q', search);
  const archive = useArchivePage(apiParams);
  const restore = useRestoreProduct();
  const purge = usePurgeProduct();
  const { user } = useSession();
  const canPurge = hasRole(user, 'Super Admin');
  const wide = useWideScreen();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [toPurge, setToPurge] = useState<ArchivedProduct | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  // A new setParams comes with every change of the URL's parameters; the debounced search below must write
  // through the newest one, or a filter picked while typing would be undone by the stale one.
  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (searchText === search) return;
    const timer = window.setTimeout(() => setParam('q', searchText.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [searchText, search, setParam]);

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
  const rows = archive.data?.data ?? [];
  const actions = (product: ArchivedProduct, size: ButtonSize) => (
    <ArchiveActions
      product={product}
      size={size}
      busy={busyId === product.id}
      canPurge={canPurge}
      onRestore={() => doRestore(product)}
      onPurge={() => setToPurge(product)}
    />
  );

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
          <div className="relative max-w-md">
            <label htmlFor="archive-search" className="sr-only">
              Cari nama atau SKU di arsip
            </label>
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <Input
              id="archive-search"
              type="search"
              placeholder="Cari nama atau SKU..."
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="pl-9"
            />
          </div>
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
          <>
            {wide ? (
              <DataTable columns={COLUMNS} caption="Produk di arsip" className="min-w-[720px]">
                {rows.map((product) => (
                  <tr key={product.id} className="hover:bg-slate-50/60">
                    <td className="py-3 pl-4 pr-2 sm:pl-5">
                      <ProductCell product={product} />
                    </td>
                    <td className="px-2 py-3 text-slate-600">{product.category?.name ?? 'Kategori sudah dihapus'}</td>
                    <td className="px-2 py-3 text-slate-600">
                      <DeletedCell product={product} />
                    </td>
                    <td className="whitespace-nowrap px-2 py-3 text-slate-600">{formatIdDate(product.purge_at)}</td>
                    <td className="py-3 pl-2 pr-4 sm:pr-5">
                      <div className="flex justify-end gap-1">{actions(product, 'sm')}</div>
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : (
              <CardList label="Produk di arsip">
                {rows.map((product) => (
                  <ListCard
                    key={product.id}
                    title={<ProductCell product={product} />}
                    actions={actions(product, 'touch')}
                  >
                    <CardFields
                      fields={[
                        ['Kategori', product.category?.name ?? 'Kategori sudah dihapus'],
                        ['Dihapus', <DeletedCell product={product} />],
                        ['Hapus otomatis', formatIdDate(product.purge_at)],
                      ]}
                    />
                  </ListCard>
                ))}
              </CardList>
            )}
            <Pagination
              page={Math.min(page, pages)}
              pages={pages}
              onPage={(next) => setParam('page', next > 1 ? String(next) : '')}
              summary={pageSummary(Math.min(page, pages), total, 'produk')}
              label="Halaman arsip"
            />
          </>
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

function ProductCell({ product }: { product: ArchivedProduct }) {
  return (
    <div className="flex items-start gap-3">
      <ProductThumbnail src={product.image} className="opacity-70" />
      <div className="min-w-0">
        <p className="line-clamp-2 break-words font-medium text-slate-900">{product.name}</p>
        <p className="truncate font-mono text-xs text-slate-600">{product.sku}</p>
        <div className="mt-0.5 flex flex-wrap gap-1">
          <Badge tone="slate">{product.status === 'published' ? 'Tayang' : 'Draf'}</Badge>
          {product.is_active === 0 && <Badge tone="slate">Nonaktif</Badge>}
        </div>
      </div>
    </div>
  );
}

function DeletedCell({ product }: { product: ArchivedProduct }) {
  return (
    <span>
      <span className="block whitespace-nowrap">{formatIdDateTime(product.deleted_at)}</span>
      <span className="block text-xs text-slate-500">oleh {product.deleted_by ?? 'admin'}</span>
    </span>
  );
}

function ArchiveActions({
  product,
  size,
  busy,
  canPurge,
  onRestore,
  onPurge,
}: {
  product: ArchivedProduct;
  size: ButtonSize;
  busy: boolean;
  canPurge: boolean;
  onRestore: () => void;
  onPurge: () => void;
}) {
  return (
    <>
      <Button
        variant="secondary"
        size={size === 'touch' ? 'md' : size}
        className={size === 'touch' ? 'min-h-11' : undefined}
        busy={busy}
        onClick={onRestore}
        aria-label={`Pulihkan ${product.name}`}
      >
        Pulihkan
      </Button>
      <Button
        variant="ghost"
        size={size === 'touch' ? 'md' : size}
        className={size === 'touch' ? 'min-h-11 text-red-700' : 'text-red-700 hover:bg-red-50'}
        disabled={!canPurge}
        title={canPurge ? 'Hapus permanen' : PURGE_REASON}
        onClick={onPurge}
        aria-label={`Hapus permanen ${product.name}`}
        aria-describedby={canPurge ? undefined : `purge-reason-${product.id}`}
      >
        <TrashIcon className="h-4 w-4" />
        Hapus permanen
      </Button>
      {!canPurge && (
        <span id={`purge-reason-${product.id}`} className="sr-only">
          {PURGE_REASON}
        </span>
      )}
    </>
  );
}
