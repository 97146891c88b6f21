import { useEffect, useRef, useState } from 'react';
import { formatIdr } from '#shared/common/format.ts';
import { formatRupiahInput } from '#shared/common/rupiah.ts';
import type { PricedLine } from '#shared/quote/quotation/arithmetic.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { useWideScreen } from '#admin/components/ui/responsive-list.tsx';
import { useProductSearch } from '../api.ts';
import { newLineKey, type LineState } from '../quotation-form.ts';

interface Props {
  lines: LineState[];
  priced: PricedLine[];
  errors: Record<string, string>;
  onChange: (lines: LineState[]) => void;
  /** A field was edited: its message (from the last save) no longer applies. */
  onClearError: (path: string) => void;
}

/** The free lines a quotation often needs beside the products. */
const FREE_LINES = ['Kalibrasi', 'Instalasi', 'Ongkos kirim', 'Pelatihan operator'];

const cell = 'px-2 py-2 align-top';

/** The quotation's lines: each editable (description, quantity, price, discount), removable; add more. */
export function QuotationLines({ lines, priced, errors, onChange, onClearError }: Props) {
  const update = (key: string, change: Partial<LineState>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const add = (line: Omit<LineState, 'key'>) => {
    const key = newLineKey();
    onChange([...lines, { key, ...line }]);
    return key;
  };
  // A line added with a quick button takes the focus on its first field, where typing goes on.
  const focusLine = useRef<string | null>(null);
  useEffect(() => {
    if (!focusLine.current) return;
    document.querySelector<HTMLInputElement>(`[data-line-key="${focusLine.current}"] input`)?.focus();
    focusLine.current = null;
  });
  const freeLine = (description: string) => {
    focusLine.current = add({
      product_id: null,
      sku: null,
      description,
      quantity: '1',
      unit_price: '',
      discount_percent: '',
    });
  };

  const wide = useWideScreen();
  const controls = (line: LineState, index: number) =>
    lineControls(line, index, errors, (field, value) => {
      update(line.key, { [field]: value });
      onClearError(`lines.${index}.${field}`);
      if (field === 'description') onClearError(`lines.${index}.product_id`);
    });
  const remove = (line: LineState, index: number) => (
    <Button
      type="button"
      size="iconSm"
      variant="ghost"
      aria-label={`Hapus baris ${index + 1}`}
      onClick={() => onChange(lines.filter((item) => item.key !== line.key))}
    >
      ×
    </Button>
  );

  return (
    <div>
      {wide ? (
        // relative: the table's visually hidden texts stay inside the scroll box, not at the page's edge.
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
                const control = controls(line, index);
                return (
                  <tr key={line.key} data-quotation-line={index} data-line-key={line.key}>
                    <td className={`${cell} sm:pl-6`}>{control.description}</td>
                    <td className={cell}>{control.quantity}</td>
                    <td className={cell}>{control.unitPrice}</td>
                    <td className={cell}>{control.discount}</td>
                    <td className={`${cell} whitespace-nowrap pt-4 text-right tabular-nums`} data-line-net>
                      {formatIdr(priced[index]?.net ?? 0)}
                    </td>
                    <td className={`${cell} sm:pr-6`}>{remove(line, index)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        // On a phone each line is a card: the description across, the numbers under it.
        <ol className="divide-y divide-slate-100" aria-label="Baris penawaran">
          {lines.map((line, index) => {
            const control = controls(line, index);
            return (
              <li key={line.key} className="space-y-2 px-4 py-3" data-quotation-line={index} data-line-key={line.key}>
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">{control.description}</div>
                  {remove(line, index)}
                </div>
                <div className="grid grid-cols-[1fr_2fr_1fr] gap-2 text-xs text-slate-500">
                  <div>Jumlah{control.quantity}</div>
                  <div>Harga satuan{control.unitPrice}</div>
                  <div>Diskon %{control.discount}</div>
                </div>
                <p className="text-right text-sm tabular-nums" data-line-net>
                  {formatIdr(priced[index]?.net ?? 0)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
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

type EditableField = 'description' | 'quantity' | 'unit_price' | 'discount_percent';

/** The four inputs of a line, with their messages, for the table row or the phone card. */
function lineControls(
  line: LineState,
  index: number,
  errors: Record<string, string>,
  edit: (field: EditableField, value: string) => void,
) {
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const label = (field: string) => `${field} baris ${index + 1}`;
  const descriptionError = error('description') ?? error('product_id');
  return {
    description: (
      <>
        <Input
          aria-label={label('Uraian')}
          value={line.description}
          invalid={Boolean(descriptionError)}
          onChange={(event) => edit('description', event.target.value)}
        />
        {line.sku && <p className="mt-1 font-mono text-xs text-slate-500">SKU {line.sku}</p>}
        <LineError message={descriptionError} />
      </>
    ),
    quantity: (
      <>
        <Input
          aria-label={label('Jumlah')}
          inputMode="numeric"
          value={line.quantity}
          invalid={Boolean(error('quantity'))}
          onChange={(event) => edit('quantity', event.target.value)}
        />
        <LineError message={error('quantity')} />
      </>
    ),
    unitPrice: (
      <>
        <Input
          aria-label={label('Harga satuan')}
          inputMode="numeric"
          placeholder="12.500.000"
          value={line.unit_price}
          invalid={Boolean(error('unit_price'))}
          onChange={(event) => edit('unit_price', event.target.value)}
        />
        <LineError message={error('unit_price')} />
      </>
    ),
    discount: (
      <>
        <Input
          aria-label={label('Diskon')}
          inputMode="decimal"
          placeholder="0"
          value={line.discount_percent}
          invalid={Boolean(error('discount_percent'))}
          onChange={(event) => edit('discount_percent', event.target.value)}
        />
        <LineError message={error('discount_percent')} />
      </>
    ),
  };
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
