import { useState } from 'react';
import { formatIdr } from '#shared/format.ts';
import { formatRupiahInput } from '#shared/rupiah.ts';
import type { PricedLine } from '#shared/quotation/arithmetic.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { useProductSearch } from '../api.ts';
import { newLineKey, type LineState } from '../quotation-form.ts';

interface Props {
  lines: LineState[];
  priced: PricedLine[];
  errors: Record<string, string>;
  onChange: (lines: LineState[]) => void;
}

/** The free lines a quotation often needs beside the products. */
const FREE_LINES = ['Kalibrasi', 'Instalasi', 'Ongkos kirim', 'Pelatihan operator'];

const cell = 'px-2 py-2 align-top';

/** The quotation's lines: each editable (description, quantity, price, discount), removable; add more. */
export function QuotationLines({ lines, priced, errors, onChange }: Props) {
  const update = (key: string, change: Partial<LineState>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const add = (line: Omit<LineState, 'key'>) => onChange([...lines, { key: newLineKey(), ...line }]);
  const freeLine = (description: string) =>
    add({ product_id: null, sku: null, description, quantity: '1', unit_price: '', discount_percent: '' });

  return (
    <div>
      {/* relative: the table's visually hidden texts are placed inside the scroll box, not at the page's
          right edge, where they would widen a phone's page. */}
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">Baris penawaran</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-2 py-2 sm:pl-6">
                Uraian
              </th>
              <th scope="col" className="w-20 px-2 py-2">
                Jumlah
              </th>
              <th scope="col" className="w-36 px-2 py-2">
                Harga satuan
              </th>
              <th scope="col" className="w-20 px-2 py-2">
                Diskon %
              </th>
              <th scope="col" className="w-32 px-2 py-2 text-right">
                Jumlah (Rp)
              </th>
              <th scope="col" className="w-12 px-2 py-2 sm:pr-6">
                <span className="sr-only">Hapus</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line, index) => {
              const error = (field: string) => errors[`lines.${index}.${field}`];
              const label = (field: string) => `${field} baris ${index + 1}`;
              return (
                <tr key={line.key} data-quotation-line={index}>
                  <td className={`${cell} sm:pl-6`}>
                    <Input
                      aria-label={label('Uraian')}
                      value={line.description}
                      invalid={Boolean(error('description') ?? error('product_id'))}
                      onChange={(event) => update(line.key, { description: event.target.value })}
                    />
                    {line.sku && <p className="mt-1 font-mono text-xs text-slate-500">SKU {line.sku}</p>}
                    <LineError message={error('description') ?? error('product_id')} />
                  </td>
                  <td className={cell}>
                    <Input
                      aria-label={label('Jumlah')}
                      inputMode="numeric"
                      value={line.quantity}
                      invalid={Boolean(error('quantity'))}
                      onChange={(event) => update(line.key, { quantity: event.target.value })}
                    />
                    <LineError message={error('quantity')} />
                  </td>
                  <td className={cell}>
                    <Input
                      aria-label={label('Harga satuan')}
                      inputMode="numeric"
                      placeholder="12.500.000"
                      value={line.unit_price}
                      invalid={Boolean(error('unit_price'))}
                      onChange={(event) => update(line.key, { unit_price: event.target.value })}
                    />
                    <LineError message={error('unit_price')} />
                  </td>
                  <td className={cell}>
                    <Input
                      aria-label={label('Diskon')}
                      inputMode="decimal"
                      placeholder="0"
                      value={line.discount_percent}
                      invalid={Boolean(error('discount_percent'))}
                      onChange={(event) => update(line.key, { discount_percent: event.target.value })}
                    />
                    <LineError message={error('discount_percent')} />
                  </td>
                  <td className={`${cell} whitespace-nowrap pt-4 text-right tabular-nums`} data-line-net>
                    {formatIdr(priced[index]?.net ?? 0)}
                  </td>
                  <td className={`${cell} sm:pr-6`}>
                    <Button
                      type="button"
                      size="iconSm"
                      variant="ghost"
                      aria-label={`Hapus baris ${index + 1}`}
                      onClick={() => onChange(lines.filter((item) => item.key !== line.key))}
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.lines && <p className="px-4 pt-2 text-xs font-medium text-red-600 sm:px-6">{errors.lines}</p>}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3 sm:px-6">
        <span className="text-xs text-slate-500">Tambah baris:</span>
        {FREE_LINES.map((description) => (
          <Button key={description} type="button" size="sm" variant="secondary" onClick={() => freeLine(description)}>
            + {description}
          </Button>
        ))}
        <Button type="button" size="sm" variant="secondary" onClick={() => freeLine('')}>
          + Baris bebas
        </Button>
      </div>
      <ProductSearch
        onPick={(product) =>
          add({
            product_id: product.id,
            sku: product.sku,
            description: product.name,
            quantity: '1',
            unit_price: formatRupiahInput(product.price),
            discount_percent: '',
          })
        }
      />
    </div>
  );
}

function LineError({ message }: { message: string | undefined }) {
  return message ? <p className="mt-1 text-xs font-medium text-red-600">{message}</p> : null;
}

function ProductSearch({
  onPick,
}: {
  onPick: (product: { id: number; sku: string; name: string; price: number }) => void;
}) {
  const [q, setQ] = useState('');
  const found = useProductSearch(q);
  const results = q.trim().length >= 2 ? (found.data?.data ?? []) : [];
  return (
    <div className="border-t border-slate-100 px-4 py-3 sm:px-6">
      <Input
        type="search"
        aria-label="Cari produk katalog untuk ditambahkan"
        placeholder="Tambah produk katalog: cari nama atau SKU"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {results.length > 0 && (
        <ul
          className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label="Hasil pencarian produk"
        >
          {results.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50"
                onClick={() => {
                  onPick(product);
                  setQ('');
                }}
              >
                <span>
                  {product.name} <span className="font-mono text-xs text-slate-500">{product.sku}</span>
                </span>
                <span className="tabular-nums text-slate-600">{formatIdr(product.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
