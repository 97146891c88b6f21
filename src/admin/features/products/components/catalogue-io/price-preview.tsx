import type { AdminProductListItem } from '#shared/product/views.ts';
import { adjustedPrice } from '#shared/catalogue/bulk-price.ts';
import { formatIdr } from '#shared/common/format.ts';

/*
 * What a bulk price change will do, shown before anything is saved: the first selected rows of the
 * list with their price now → after, and how many products it affects.
 */

const SHOWN = 5;

export type PriceEdit = { action: 'set_price'; value: number } | { action: 'adjust_price_percent'; value: number };

export const newPrice = (edit: PriceEdit, price: number) =>
  edit.action === 'set_price' ? edit.value : adjustedPrice(price, edit.value);

export function priceEditTitle(edit: PriceEdit, count: number): string {
  const amount = count.toLocaleString('id-ID');
  if (edit.action === 'set_price') return `Ubah harga ${amount} produk menjadi ${formatIdr(edit.value)}?`;
  const percent = `${edit.value > 0 ? '+' : ''}${edit.value.toLocaleString('id-ID')} %`;
  return `Ubah harga ${amount} produk ${percent}?`;
}

export function PricePreview({
  edit,
  rows,
  count,
}: {
  edit: PriceEdit;
  /** The selected rows the list shows, in its order. */
  rows: readonly AdminProductListItem[];
  count: number;
}) {
  const shown = rows.slice(0, SHOWN);
  const others = count - shown.length;
  return (
    <div className="space-y-2" data-testid="price-preview">
      <p>
        Harga <strong data-testid="price-preview-count">{count.toLocaleString('id-ID')} produk</strong> akan berubah.
        Belum ada yang disimpan sampai Anda menekan 'Ubah harga'.
      </p>
      {shown.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {shown.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2">
              <span className="min-w-0 font-medium break-words text-slate-800">{row.name}</span>
              <span className="tabular-nums whitespace-nowrap" data-testid="price-preview-row">
                <span className="text-slate-600">{formatIdr(row.price)}</span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> menjadi </span>
                <strong className="text-slate-900">{formatIdr(newPrice(edit, row.price))}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
      {others > 0 && <p>dan {others.toLocaleString('id-ID')} produk lainnya.</p>}
    </div>
  );
}
