import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminProduct } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import { adminStockLabels, adminStockStatus, isLowStockNumber, type AdminStockStatus } from '#shared/stock.ts';
import { Badge, type BadgeTone } from '#admin/components/ui/badge.tsx';
import { buttonClass, type ButtonSize } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { DataTable, type TableColumn } from '#admin/components/ui/data-table.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { Input, NativeSelect } from '#admin/components/ui/field.tsx';
import { EditIcon, ExternalIcon, PlusIcon, SearchIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { Pagination } from '#admin/components/ui/pagination.tsx';
import { ProductThumbnail } from '#admin/components/ui/thumbnail.tsx';
import { CardFields, CardList, ListCard, useWideScreen } from '#admin/components/ui/responsive-list.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError, NETWORK_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '#admin/lib/api-client.ts';
import { pageCount, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { useCategories } from '#admin/lib/shared-queries.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { cx } from '#admin/lib/cx.ts';
import { paths } from '#admin/paths.ts';
import { productListApiParams, useDeleteProduct, useProductsPage } from '../api.ts';
import { productCountsText, publicCountNote } from '../counts.ts';

const STATUS_FILTERS: { value: '' | AdminStockStatus; label: string }[] = [
  { value: '', label: 'Semua status' },
  { value: 'active', label: adminStockLabels.active },
  { value: 'low_stock', label: adminStockLabels.low_stock },
  { value: 'out_of_stock', label: adminStockLabels.out_of_stock },
];

const COLUMNS: TableColumn[] = [
  { label: 'No', className: 'w-12 py-3 pl-4 pr-2 sm:pl-5' },
  { label: 'Gambar', className: 'w-16 px-2 py-3' },
  { label: 'Nama Produk', className: 'px-2 py-3' },
  { label: 'SKU', className: 'px-2 py-3' },
  { label: 'Kategori', className: 'px-2 py-3' },
  { label: 'Harga', className: 'px-2 py-3 text-right' },
  { label: 'Stok', className: 'px-2 py-3 text-right' },
  { label: 'Status', className: 'px-2 py-3' },
  { label: 'Aksi', className: 'py-3 pl-2 pr-4 text-right sm:pr-5' },
];

const stockTone: Record<AdminStockStatus, BadgeTone> = { active: 'green', low_stock: 'amber', out_of_stock: 'red' };

const PUBLICATION_FILTERS = [
  { value: '', label: 'Semua publikasi' },
  { value: 'published', label: 'Tayang' },
  { value: 'draft', label: 'Draf' },
  { value: 'inactive', label: 'Nonaktif' },
] as const;

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
  const categories = useCategories();
  const [params, setParams] = useSearchParams();
  const products = useProductsPage(productListApiParams(params));
  const search = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(search);
  const category = params.get('category') ?? '';
  const status = (params.get('status') ?? '') as '' | AdminStockStatus;
  const publication = params.get('publication') ?? '';
  const sort = params.get('sort') ?? '';
  const [toDelete, setToDelete] = useState<AdminProduct | null>(null);
  const wide = useWideScreen();
  const deletion = useDeleteProduct();

  // A new setParams comes with every change of the URL's parameters; the debounced search below must write
  // through the newest one, or a filter picked while typing would be undone by the stale one.
  const setFilter = useCallback(
    (key: string, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page'); // a new filter starts at page 1
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Typing searches after a short pause, not on every key (each search is a request).
  useEffect(() => {
    if (searchText === search) return;
    const timer = window.setTimeout(() => setFilter('q', searchText.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [searchText, search, setFilter]);

  const total = products.data?.total ?? 0;
  const pages = pageCount(total);
  const page = Math.min(Math.max(1, Number(params.get('page')) || 1), pages);
  const rows = products.data?.data ?? [];
  const counts = products.data?.counts;

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
          <Link to={paths.productAdd} className={buttonClass('primary')}>
            <PlusIcon className="h-4 w-4" />
            Tambah Produk
          </Link>
        }
      />

      <Card>
        <div
          className="grid gap-3 border-b border-slate-100 p-4 sm:grid-cols-2 sm:px-6 xl:grid-cols-[minmax(12rem,1fr)_repeat(4,auto)]"
          role="search"
        >
          <div className="relative">
            <label htmlFor="product-search" className="sr-only">
              Cari nama atau SKU
            </label>
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <Input
              id="product-search"
              type="search"
              placeholder="Cari nama atau SKU..."
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="pl-9"
            />
          </div>
          <FilterSelect
            id="product-category"
            label="Filter kategori"
            value={category}
            onChange={(value) => setFilter('category', value)}
            options={[
              { value: '', label: 'Semua kategori' },
              ...(categories.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
            ]}
          />
          <FilterSelect
            id="product-status"
            label="Filter status stok"
            value={status}
            onChange={(value) => setFilter('status', value)}
            options={STATUS_FILTERS}
          />
          <FilterSelect
            id="product-publication"
            label="Filter publikasi"
            value={publication}
            onChange={(value) => setFilter('publication', value)}
            options={PUBLICATION_FILTERS}
          />
          <FilterSelect
            id="product-sort"
            label="Urutkan"
            value={sort}
            onChange={(value) => setFilter('sort', value)}
            options={SORTS}
          />
        </div>

        {counts && (
          <div className="border-b border-slate-100 px-4 py-2 text-sm text-slate-600 sm:px-6">
            <p data-testid="product-counts">{productCountsText(counts)}</p>
            {publicCountNote(counts) && <p className="text-xs text-slate-500">{publicCountNote(counts)}</p>}
          </div>
        )}
        {products.isPending ? (
          <LoadingState label="Memuat produk..." />
        ) : products.isError ? (
          <QueryErrorState title="Gagal ambil data" query={products} />
        ) : rows.length === 0 ? (
          <EmptyState title="Tidak ada produk yang ditemukan">
            {(search || category || status || publication) && (
              <button
                type="button"
                className="font-medium text-brand-700 hover:underline"
                onClick={() => {
                  setSearchText('');
                  setParams({}, { replace: true });
                }}
              >
                Hapus semua filter
              </button>
            )}
          </EmptyState>
        ) : (
          <>
            {wide ? (
              // Fits the 1280 px layout; between 768 and 1024 px the table scrolls sideways inside the card.
              <DataTable columns={COLUMNS} caption="Daftar produk" className="min-w-[780px]">
                {rows.map((product, index) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    number={rowNumber(page, index)}
                    onDelete={() => setToDelete(product)}
                  />
                ))}
              </DataTable>
            ) : (
              <CardList label="Daftar produk">
                {rows.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    number={rowNumber(page, index)}
                    onDelete={() => setToDelete(product)}
                  />
                ))}
              </CardList>
            )}
            <Pagination
              page={page}
              pages={pages}
              onPage={(next) => setFilter('page', next > 1 ? String(next) : '')}
              summary={pageSummary(page, total, 'produk')}
              label="Halaman produk"
            />
          </>
        )}
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

/** One of the list's filters: a labelled select whose value lives in the URL. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ProductRow({ product, number, onDelete }: { product: AdminProduct; number: number; onDelete: () => void }) {
  const stockStatus = adminStockStatus(product.stock);
  return (
    <tr className="hover:bg-slate-50/60">
      <td className="py-3 pl-4 pr-2 text-slate-500 tabular-nums sm:pl-5">{number}</td>
      <td className="px-2 py-3">
        <ProductThumbnail src={product.images[0]?.path} />
      </td>
      <td className="min-w-40 px-2 py-3">
        <p className="line-clamp-2 break-words font-medium text-slate-900" title={product.name}>
          {product.name}
        </p>
        {(product.status === 'draft' || product.is_active === 0) && (
          <div className="mt-0.5 flex flex-wrap gap-1">
            {product.status === 'draft' && <Badge tone="slate">Draft</Badge>}
            {product.is_active === 0 && <Badge tone="slate">Nonaktif</Badge>}
          </div>
        )}
      </td>
      <td className="px-2 py-3 font-mono text-xs text-slate-600">
        <span className="block max-w-32 truncate" title={product.sku}>
          {product.sku}
        </span>
      </td>
      <td className="px-2 py-3 text-slate-600">
        <span className="line-clamp-2 max-w-36 break-words" title={product.category?.name}>
          {product.category?.name ?? '-'}
        </span>
      </td>
      <td className="whitespace-nowrap px-2 py-3 text-right tabular-nums text-slate-900">{formatIdr(product.price)}</td>
      <td
        className={cx(
          'px-2 py-3 text-right font-medium tabular-nums',
          isLowStockNumber(product.stock) ? 'text-red-600' : 'text-slate-900',
        )}
      >
        {product.stock}
      </td>
      <td className="px-2 py-3">
        <Badge tone={stockTone[stockStatus]}>{adminStockLabels[stockStatus]}</Badge>
      </td>
      <td className="py-3 pl-2 pr-4 sm:pr-5">
        <div className="flex justify-end gap-0.5">
          <ProductActions product={product} onDelete={onDelete} size="iconSm" />
        </div>
      </td>
    </tr>
  );
}

/** View on the public site, edit, delete: icon buttons, 32 px in the table and 44 px on a phone. */
function ProductActions({
  product,
  onDelete,
  size,
}: {
  product: AdminProduct;
  onDelete: () => void;
  size: ButtonSize;
}) {
  const isPublic = product.status === 'published' && product.is_active === 1;
  return (
    <>
      {isPublic ? (
        <a
          href={paths.publicProduct(product.slug)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('ghost', size)}
          aria-label={`Lihat ${product.name} di situs publik`}
          title="Lihat detail"
        >
          <ExternalIcon className="h-4 w-4" />
        </a>
      ) : (
        <span
          className={buttonClass('ghost', size, 'cursor-not-allowed opacity-40')}
          title="Belum tampil di situs publik (draft atau nonaktif)"
          aria-hidden="true"
        >
          <ExternalIcon className="h-4 w-4" />
        </span>
      )}
      <Link
        to={paths.productEdit(product.id)}
        className={buttonClass('ghost', size)}
        aria-label={`Edit ${product.name}`}
        title="Edit"
      >
        <EditIcon className="h-4 w-4" />
      </Link>
      <button
        type="button"
        className={buttonClass('ghost', size, 'hover:bg-red-50 hover:text-red-700')}
        onClick={onDelete}
        aria-label={`Hapus ${product.name}`}
        title="Hapus"
      >
        <TrashIcon className="h-4 w-4" />
      </button>
    </>
  );
}

/** The phone form of a row: name, badges and the fields a shop owner scans for, with 44 px actions. */
function ProductCard({ product, number, onDelete }: { product: AdminProduct; number: number; onDelete: () => void }) {
  const stockStatus = adminStockStatus(product.stock);
  return (
    <ListCard
      title={
        <div className="flex items-start gap-3">
          <ProductThumbnail src={product.images[0]?.path} size={48} />
          <div className="min-w-0">
            <p className="text-xs text-slate-500 tabular-nums">#{number}</p>
            <p className="line-clamp-2 break-words font-medium text-slate-900">{product.name}</p>
            <p className="truncate font-mono text-xs text-slate-600">{product.sku}</p>
          </div>
        </div>
      }
      aside={<Badge tone={stockTone[stockStatus]}>{adminStockLabels[stockStatus]}</Badge>}
      actions={<ProductActions product={product} onDelete={onDelete} size="touch" />}
    >
      {(product.status === 'draft' || product.is_active === 0) && (
        <div className="mt-2 flex flex-wrap gap-1">
          {product.status === 'draft' && <Badge tone="slate">Draft</Badge>}
          {product.is_active === 0 && <Badge tone="slate">Nonaktif</Badge>}
        </div>
      )}
      <CardFields
        fields={[
          ['Harga', <span className="tabular-nums">{formatIdr(product.price)}</span>],
          [
            'Stok',
            <span className={cx('font-medium tabular-nums', isLowStockNumber(product.stock) && 'text-red-600')}>
              {product.stock}
            </span>,
          ],
          ['Kategori', product.category?.name ?? '-'],
        ]}
      />
    </ListCard>
  );
}
