import { useMemo, useRef, useState } from 'react';
import { Link } from '#admin/lib/navigation.tsx';
import type { AdminProductListItem } from '#shared/product/views.ts';
import { adminStockLabels, type AdminStockStatus } from '#shared/product/stock.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { FilterSelect } from '#admin/components/list/filter-select.tsx';
import { SearchBox } from '#admin/components/list/search-box.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { buttonClass } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { PlusIcon } from '#admin/components/ui/icons.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '#admin/lib/api-client.ts';
import { pageCount, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { useCategoryNames } from '#admin/lib/shared-queries.ts';
import { hasRole } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { productListApiParams, useDeleteProduct, useProductsPage } from '../api.ts';
import { productCountsText, publicCountNote } from '../counts.ts';
import { productCard, productColumns } from './product-columns.tsx';
import { BulkBar } from './catalogue-io/bulk-bar.tsx';
import { FileActions } from './catalogue-io/file-actions.tsx';
import { SelectionDock } from './catalogue-io/selection-dock.tsx';
import { useSelection } from './catalogue-io/use-selection.ts';
import { WaitingJobs } from './catalogue-io/waiting-jobs.tsx';

const STATUS_FILTERS: { value: '' | AdminStockStatus; label: string }[] = [
  { value: '', label: 'Semua status' },
  { value: 'active', label: adminStockLabels.active },
  { value: 'low_stock', label: adminStockLabels.low_stock },
  { value: 'out_of_stock', label: adminStockLabels.out_of_stock },
];

const PUBLICATION_FILTERS = [
  { value: '', label: 'Semua publikasi' },
  { value: 'published', label: 'Tayang' },
  { value: 'scheduled', label: 'Terjadwal' },
  { value: 'draft', label: 'Draf' },
  { value: 'inactive', label: 'Nonaktif' },
] as const;

const TRANSLATION_FILTERS = [
  { value: '', label: 'Semua bahasa' },
  { value: 'missing', label: 'Belum diterjemahkan' },
] as const;

/** On a phone the row's box is one of the card's fields. */
const selectableCard = { ...productCard, fields: [...productCard.fields, 'Pilih'] };

const SORTS = [
  { value: '', label: 'Terbaru' },
  { value: 'updated', label: 'Terakhir diubah' },
  { value: 'name', label: 'Nama (A–Z)' },
  { value: 'price', label: 'Harga terendah' },
  { value: 'price-desc', label: 'Harga tertinggi' },
  { value: 'stock', label: 'Stok tersedikit' },
] as const;

/**
 * The product list: 10 a page, searched, filtered and sorted on the server. Filters live in the URL,
 * so coming back from the editor keeps them.
 */
export function ProductListPage() {
  const categories = useCategoryNames();
  const list = useListParams();
  const products = useProductsPage(productListApiParams(list.params));
  const [toDelete, setToDelete] = useState<AdminProductListItem | null>(null);
  const deletion = useDeleteProduct();
  const { user } = useSession();
  // Import and bulk edit are for a Manager or Super Admin (the server refuses Staff too).
  const canEditInBulk = hasRole(user, 'Manager');
  const selection = useSelection();
  const bulkBar = useRef<HTMLDivElement>(null);

  const total = products.data?.total ?? 0;
  const pages = pageCount(total);
  const page = Math.min(list.page, pages);
  const data = products.data?.data;
  const rows = useMemo(() => data ?? [], [data]);
  const { has, toggle } = selection;
  const columns = useMemo(
    () =>
      productColumns(
        setToDelete,
        canEditInBulk ? { has, toggle: (product, range) => toggle(product, rows, range) } : undefined,
      ),
    [canEditInBulk, has, toggle, rows],
  );
  const counts = products.data?.counts;
  const filtered =
    list.search || list.get('category') || list.get('status') || list.get('publication') || list.get('translation');

  const confirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => {
        toastSuccess('Produk dihapus', `${toDelete.name} dipindahkan ke Arsip dan bisa dipulihkan selama 30 hari.`);
        setToDelete(null);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.isNetwork) toastError('Error', NETWORK_ERROR_MESSAGE);
        else if (!(error instanceof ApiError && error.status === 401))
          toastError('Gagal menghapus', error.message || UNAUTHORIZED_MESSAGE);
        setToDelete(null);
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Semua Produk"
        description="Kelola katalog, harga dan stok."
        actions={
          <>
            <FileActions listParams={list.params} canImport={canEditInBulk} />
            <Link to={paths.productAdd} className={buttonClass('primary')}>
              <PlusIcon className="h-4 w-4" />
              Tambah Produk
            </Link>
          </>
        }
      />

      {canEditInBulk && <WaitingJobs kind="bulk" />}
      <Card>
        <div className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3" role="search">
          <SearchBox
            id="product-search"
            label="Cari nama atau SKU"
            placeholder="Cari nama atau SKU..."
            value={list.searchText}
            onChange={list.setSearchText}
          />
          <FilterSelect
            id="product-category"
            label="Filter kategori"
            value={list.get('category')}
            onChange={(value) => list.set('category', value)}
            options={[
              { value: '', label: 'Semua kategori' },
              ...(categories.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
            ]}
          />
          <FilterSelect
            id="product-status"
            label="Filter status stok"
            value={list.get('status')}
            onChange={(value) => list.set('status', value)}
            options={STATUS_FILTERS}
          />
          <FilterSelect
            id="product-publication"
            label="Filter publikasi"
            value={list.get('publication')}
            onChange={(value) => list.set('publication', value)}
            options={PUBLICATION_FILTERS}
          />
          <FilterSelect
            id="product-translation"
            label="Filter terjemahan"
            value={list.get('translation')}
            onChange={(value) => list.set('translation', value)}
            options={TRANSLATION_FILTERS}
          />
          <FilterSelect
            id="product-sort"
            label="Urutkan"
            value={list.get('sort')}
            onChange={(value) => list.set('sort', value)}
            // A search without a chosen order lists the best match first, then the newest.
            options={list.search ? [{ value: '', label: 'Paling cocok' }, ...SORTS.slice(1)] : SORTS}
          />
        </div>

        {counts && (
          <div className="border-b border-slate-100 px-4 py-2 text-sm text-slate-600 sm:px-6">
            <p data-testid="product-counts">{productCountsText(counts)}</p>
            {publicCountNote(counts) && <p className="text-xs text-slate-500">{publicCountNote(counts)}</p>}
          </div>
        )}
        {/* With the list's code, not after it (2.2 KB gzip): loaded once the rows were on screen, it
            cost a Suspense pass and a late request in the rows' first frame, and pushed them down. */}
        {canEditInBulk && rows.length > 0 && (
          <BulkBar
            ref={bulkBar}
            selection={selection}
            rows={rows}
            total={total}
            listParams={list.params}
            categories={categories.data ?? []}
          />
        )}
        {products.isPending ? (
          <LoadingState label="Memuat produk..." />
        ) : products.isError ? (
          <QueryErrorState title="Gagal ambil data" query={products} />
        ) : rows.length === 0 ? (
          <EmptyState title="Tidak ada produk yang ditemukan">
            {filtered && (
              <button type="button" className="font-medium text-brand-700 hover:underline" onClick={list.clear}>
                Hapus semua filter
              </button>
            )}
          </EmptyState>
        ) : (
          <DataList
            items={rows}
            itemKey={(product) => product.id}
            columns={columns}
            card={canEditInBulk ? selectableCard : productCard}
            label="Daftar produk"
            tableClassName="min-w-[780px]"
            firstNumber={rowNumber(page, 0)}
            pagination={{
              page,
              pages,
              onPage: list.setPage,
              summary: pageSummary(page, total, 'produk'),
              label: 'Halaman produk',
            }}
          />
        )}
        {canEditInBulk && <SelectionDock bar={bulkBar} count={selection.ids.size} />}
      </Card>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Hapus produk?"
        description={
          <>
            Produk <strong className="text-slate-900">{toDelete?.name}</strong> ({toDelete?.sku}) akan hilang dari
            katalog publik dan dipindahkan ke{' '}
            <Link to={paths.productArchive} className="font-medium text-brand-700 underline">
              Arsip
            </Link>
            , tempat produk bisa dipulihkan selama 30 hari.
          </>
        }
        onConfirm={confirmDelete}
        busy={deletion.isPending}
      />
    </>
  );
}
