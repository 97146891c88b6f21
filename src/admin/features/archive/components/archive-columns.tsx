import type { ArchivedProduct } from '#shared/product/views.ts';
import { formatIdDate, formatIdDateTime } from '#shared/common/format.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { Badge } from '#admin/components/ui/badge.tsx';
import { Button, type ButtonSize } from '#admin/components/ui/button.tsx';
import { TrashIcon } from '#admin/components/ui/icons.tsx';
import { ProductThumbnail } from '#admin/components/ui/thumbnail.tsx';

export const PURGE_REASON = 'Hanya Super Admin yang dapat menghapus permanen';

interface ArchiveActionsOptions {
  canPurge: boolean;
  /** The product being restored just now. */
  busyId: number | null;
  onRestore: (product: ArchivedProduct) => void;
  onPurge: (product: ArchivedProduct) => void;
}

/** The archive's columns; a phone card shows the product, then the same fields. */
export function archiveColumns(options: ArchiveActionsOptions): ListColumn<ArchivedProduct>[] {
  const actions = (product: ArchivedProduct, size: ButtonSize) => (
    <ArchiveActions
      product={product}
      size={size}
      busy={options.busyId === product.id}
      canPurge={options.canPurge}
      onRestore={() => options.onRestore(product)}
      onPurge={() => options.onPurge(product)}
    />
  );
  return [
    { title: 'Produk', className: 'py-3 pl-4 pr-2 sm:pl-5', cell: (product) => <ProductCell product={product} /> },
    {
      title: 'Kategori',
      className: 'px-2 py-3',
      cellClassName: 'text-slate-600',
      cell: (product) => product.category?.name ?? 'Kategori sudah dihapus',
    },
    {
      title: 'Dihapus',
      className: 'px-2 py-3',
      cellClassName: 'text-slate-600',
      cell: (product) => <DeletedCell product={product} />,
    },
    {
      title: 'Hapus otomatis',
      className: 'px-2 py-3',
      cellClassName: 'whitespace-nowrap text-slate-600',
      cell: (product) => formatIdDate(product.purge_at),
    },
    {
      title: 'Aksi',
      className: 'py-3 pl-4 pr-4 text-right sm:pr-5',
      cell: (product, { layout }) =>
        layout === 'table' ? (
          // As wide as its buttons: the column never gets narrower than them, so the table scrolls
          // sideways instead of the buttons spilling over the purge date.
          <div className="ml-auto flex w-max justify-end gap-1">{actions(product, 'sm')}</div>
        ) : (
          actions(product, 'touch')
        ),
    },
  ];
}

export const archiveCard: CardLayout<ArchivedProduct> = {
  title: (product) => <ProductCell product={product} />,
  fields: ['Kategori', 'Dihapus', 'Hapus otomatis'],
  actions: 'Aksi',
};

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
