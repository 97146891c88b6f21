import { Link } from '#admin/lib/navigation.tsx';
import type { AdminProductListItem } from '#shared/product/views.ts';
import { formatIdDateTime, formatIdr } from '#shared/common/format.ts';
import { isScheduled } from '#shared/product/schedule.ts';
import { adminStockLabels, adminStockStatus, isLowStockNumber, type AdminStockStatus } from '#shared/product/stock.ts';
import type { CardLayout, ListColumn } from '#admin/components/list/data-list.tsx';
import { Badge, type BadgeTone } from '#admin/components/ui/badge.tsx';
import { buttonClass, type ButtonSize } from '#admin/components/ui/button.tsx';
import { EyeIcon, ExternalIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { EditIcon } from '#admin/components/ui/more-icons.tsx';
import { ProductThumbnail } from '#admin/components/ui/thumbnail.tsx';
import { cx } from '#admin/lib/cx.ts';
import { paths } from '#admin/paths.ts';

const stockTone: Record<AdminStockStatus, BadgeTone> = { active: 'green', low_stock: 'amber', out_of_stock: 'red' };

function StockBadge({ product }: { product: AdminProductListItem }) {
  const status = adminStockStatus(product.stock);
  return <Badge tone={stockTone[status]}>{adminStockLabels[status]}</Badge>;
}

/** A stock of 2 or less is red. */
function stockClass(product: AdminProductListItem, otherwise?: string): string {
  return cx('font-medium tabular-nums', isLowStockNumber(product.stock) ? 'text-red-600' : otherwise);
}

/**
 * 'Draf', 'Terjadwal' and 'Nonaktif' badges of a product the public cannot see (yet), and 'Belum
 * diterjemahkan' when some text is written in one language only.
 */
function HiddenBadges({ product, className }: { product: AdminProductListItem; className: string }) {
  const hidden = product.status === 'draft' || product.is_active === 0;
  if (!hidden && !product.translation_missing) return null;
  return (
    <div className={cx('flex flex-wrap gap-1', className)}>
      {hidden &&
        (isScheduled(product) ? (
          <span title={`Tayang otomatis ${formatIdDateTime(product.publish_at)} WIB`} data-testid="scheduled-badge">
            <Badge tone="amber">Terjadwal</Badge>
          </span>
        ) : (
          product.status === 'draft' && <Badge tone="slate">Draf</Badge>
        ))}
      {product.is_active === 0 && <Badge tone="slate">Nonaktif</Badge>}
      {product.translation_missing && (
        <span title="Sebagian teks hanya ditulis dalam satu bahasa" data-testid="translation-badge">
          <Badge tone="violet">Belum diterjemahkan</Badge>
        </span>
      )}
    </div>
  );
}

/**
 * The product list's columns and cards. All columns (ten with the selection box) fit the 1280 px
 * layout with room to spare for a nine-digit price, every action button and the badges under a name
 * (the SKU, shown in full on hover, gives up the width: at 8rem a row could push the table 9 px past
 * its card); between 768 and 1024 px the table scrolls sideways inside its card.
 */
export function productColumns(
  onDelete: (product: AdminProductListItem) => void,
  selection?: {
    has: (id: number) => boolean;
    /** A click on the box; `range` when Shift was held. */
    toggle: (product: AdminProductListItem, range: boolean) => void;
  },
): ListColumn<AdminProductListItem>[] {
  const select: ListColumn<AdminProductListItem>[] = selection
    ? [
        {
          title: 'Pilih',
          className: 'w-10 py-3 pl-4 pr-1',
          cell: (product) => (
            <input
              type="checkbox"
              className="h-5 w-5 md:h-4 md:w-4"
              aria-label={`Pilih ${product.name}`}
              checked={selection.has(product.id)}
              onClick={(event) => selection.toggle(product, event.shiftKey)}
              // The click above decides (it knows whether Shift was held).
              onChange={() => undefined}
              data-testid="select-product"
            />
          ),
        },
      ]
    : [];
  return [
    ...select,
    {
      title: 'No',
      // Beside the selection box the number needs no edge padding of its own: ten columns fit 1280 px.
      className: selection ? 'w-10 px-1 py-3' : 'w-12 py-3 pl-4 pr-2 sm:pl-5',
      cellClassName: 'text-slate-500 tabular-nums',
      cell: (_, { number }) => number,
    },
    {
      title: 'Gambar',
      className: 'w-16 px-2 py-3',
      cell: (product) => <ProductThumbnail src={product.images[0]?.path} />,
    },
    {
      title: 'Nama Produk',
      className: 'px-2 py-3',
      cellClassName: 'min-w-32',
      cell: (product) => (
        <>
          <p className="line-clamp-2 wrap-anywhere font-medium text-slate-900" title={product.name}>
            {product.name}
          </p>
          <HiddenBadges product={product} className="mt-0.5" />
        </>
      ),
    },
    {
      title: 'SKU',
      className: 'px-1.5 py-3',
      cellClassName: 'font-mono text-xs text-slate-600',
      cell: (product) => (
        <span className="block max-w-20 truncate" title={product.sku}>
          {product.sku}
        </span>
      ),
    },
    {
      title: 'Kategori',
      className: 'px-1.5 py-3',
      cellClassName: 'text-slate-600',
      // Wrapped between words only ("Spectrophotometers" whole, not "Spectropho tometers"): as wide
      // as the name up to 9rem, so two lines hold "EC / Conductivity Meters"; a name longer than
      // that is clipped, in full on hover. On a card the field wraps the same way instead of being cut.
      // Its room at 1280 px comes from the SKU beside it (truncated at 5rem, in full on hover).
      cell: (product, { layout }) => (
        <span
          className={layout === 'card' ? 'block whitespace-normal' : 'line-clamp-2 w-max max-w-36'}
          title={product.category?.name}
          data-testid="product-category"
        >
          {product.category?.name ?? '-'}
        </span>
      ),
    },
    {
      title: 'Harga',
      className: 'px-2 py-3 text-right',
      cellClassName: 'whitespace-nowrap text-slate-900',
      cell: (product) => <span className="tabular-nums">{formatIdr(product.price)}</span>,
    },
    {
      title: 'Stok',
      className: 'px-2 py-3 text-right',
      cellClassName: (product) => stockClass(product, 'text-slate-900'),
      cell: (product, { layout }) =>
        layout === 'card' ? <span className={stockClass(product)}>{product.stock}</span> : product.stock,
    },
    { title: 'Status', className: 'px-2 py-3', cell: (product) => <StockBadge product={product} /> },
    {
      title: 'Aksi',
      className: 'py-3 pl-2 pr-4 text-right',
      cell: (product, { layout }) =>
        layout === 'table' ? (
          <div className="flex justify-end gap-0.5">
            <ProductActions product={product} onDelete={() => onDelete(product)} size="iconSm" />
          </div>
        ) : (
          <ProductActions product={product} onDelete={() => onDelete(product)} size="touch" />
        ),
    },
  ];
}

/** The phone form of a row: name, badges and the fields a shop owner scans for, with 44 px actions. */
export const productCard: CardLayout<AdminProductListItem> = {
  title: (product, { number }) => (
    <div className="flex items-start gap-3">
      <ProductThumbnail src={product.images[0]?.path} size={48} />
      <div className="min-w-0">
        <p className="text-xs text-slate-500 tabular-nums">#{number}</p>
        <p className="line-clamp-2 break-words font-medium text-slate-900">{product.name}</p>
        <p className="truncate font-mono text-xs text-slate-600">{product.sku}</p>
      </div>
    </div>
  ),
  aside: (product) => <StockBadge product={product} />,
  body: (product) => <HiddenBadges product={product} className="mt-2" />,
  fields: ['Harga', 'Stok', 'Kategori'],
  actions: 'Aksi',
};

/** View on the public site, edit, delete: icon buttons, 32 px in the table and 44 px on a phone. */
function ProductActions({
  product,
  onDelete,
  size,
}: {
  product: AdminProductListItem;
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
        // Not public yet (draft, scheduled or inactive): the page as visitors will see it, for admins only.
        <a
          href={paths.productPreview(product.id)}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('ghost', size)}
          aria-label={`Pratinjau ${product.name}`}
          title="Pratinjau"
        >
          <EyeIcon className="h-4 w-4" />
        </a>
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
