import { useState, type Ref } from 'react';
import type { AdminProductListItem } from '#shared/product/views.ts';
import type { BulkAction, BulkEdit, BulkResult } from '#shared/catalogue/io.ts';
import type { JobView } from '#shared/catalogue/jobs.ts';
import { parseRupiah } from '#shared/common/rupiah.ts';
import { NativeSelect } from '#admin/components/ui/field.tsx';
import { Button } from '#admin/components/ui/button.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { errorText } from '#admin/lib/api-client.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { matchingIds, useBulkEdit } from '../../catalogue-io-api.ts';
import { JobProgress } from './job-progress.tsx';
import { PricePreview, priceEditTitle, type PriceEdit } from './price-preview.tsx';
import type { Selection } from './use-selection.ts';

const ACTIONS: { value: BulkAction; label: string }[] = [
  { value: 'set_status', label: 'Ubah status publikasi' },
  { value: 'set_active', label: 'Aktifkan / nonaktifkan' },
  { value: 'set_category', label: 'Pindahkan ke kategori' },
  { value: 'set_stock', label: 'Atur stok' },
  { value: 'adjust_price_percent', label: 'Ubah harga (%)' },
  { value: 'set_price', label: 'Ubah harga' },
  { value: 'archive', label: 'Arsipkan' },
];

interface BulkBarProps {
  ref?: Ref<HTMLDivElement>;
  selection: Selection;
  rows: readonly AdminProductListItem[];
  /** How many products the list's filters match, over all pages. */
  total: number;
  listParams: URLSearchParams;
  categories: readonly { id: number; name: string }[];
}

/** The edit a value typed for an action makes, or the reason it cannot. */
function editOf(
  action: BulkAction,
  value: string,
): { ok: true; edit: Omit<BulkEdit, 'ids'> } | { ok: false; message: string } {
  switch (action) {
    case 'set_status':
      return { ok: true, edit: { action, value: value === 'published' ? 'published' : 'draft' } };
    case 'set_active':
      return { ok: true, edit: { action, value: value !== '0' } };
    case 'set_category':
      return value
        ? { ok: true, edit: { action, value: Number(value) } }
        : { ok: false, message: 'Pilih kategori tujuan' };
    case 'set_stock':
      return /^\d+$/.test(value.trim())
        ? { ok: true, edit: { action, value: Number(value) } }
        : { ok: false, message: 'Stok harus bilangan bulat, mis. 10' };
    case 'adjust_price_percent': {
      const percent = Number(value.trim().replace(',', '.'));
      return value.trim() !== '' && Number.isFinite(percent)
        ? { ok: true, edit: { action, value: percent } }
        : { ok: false, message: 'Isi persentase, mis. 10 atau -5' };
    }
    case 'set_price': {
      const price = parseRupiah(value);
      if (!price.ok) return { ok: false, message: price.message };
      return price.value === null
        ? { ok: false, message: 'Isi harga, mis. 12.500.000' }
        : { ok: true, edit: { action, value: price.value } };
    }
    case 'archive':
      return { ok: true, edit: { action } };
  }
}

/** The selection's bar: how many are picked, 'select all N matching', and one action for them all. */
export function BulkBar({ ref, selection, rows, total, listParams, categories }: BulkBarProps) {
  const [action, setAction] = useState<BulkAction>('set_status');
  const [value, setValue] = useState('published');
  const [problem, setProblem] = useState('');
  const [failures, setFailures] = useState<BulkResult[]>([]);
  // The edit waiting for its confirmation: archiving, and price changes (shown old → new first).
  const [confirming, setConfirming] = useState<Omit<BulkEdit, 'ids'> | null>(null);
  const [selectingAll, setSelectingAll] = useState(false);
  const [job, setJob] = useState<JobView | null>(null);
  const bulk = useBulkEdit(setJob);
  const count = selection.ids.size;
  const pageSelected = rows.length > 0 && rows.every((row) => selection.has(row.id));

  const chooseAction = (next: BulkAction) => {
    setAction(next);
    setProblem('');
    setValue(next === 'set_status' ? 'published' : next === 'set_active' ? '1' : '');
  };

  const selectAll = async () => {
    setSelectingAll(true);
    try {
      selection.selectIds(await matchingIds(listParams));
    } catch (error) {
      toastError('Gagal memilih', errorText(error, 'Coba lagi'));
    } finally {
      setSelectingAll(false);
    }
  };

  /** Archiving and price changes ask first; the other actions apply at once. */
  const start = () => {
    const made = editOf(action, value);
    if (!made.ok) return setProblem(made.message);
    setProblem('');
    if (['archive', 'set_price', 'adjust_price_percent'].includes(made.edit.action)) setConfirming(made.edit);
    else run(made.edit);
  };

  const run = (edit: Omit<BulkEdit, 'ids'>) => {
    setConfirming(null);
    const ids = [...selection.ids];
    // The versions the list shows now (it reloads after every edit): a product changed since is reported.
    const versions = Object.fromEntries(
      rows.filter((row) => selection.has(row.id)).map((row) => [String(row.id), row.version]),
    );
    bulk.mutate({ ...edit, ids, versions } as BulkEdit, {
      onSuccess: ({ results }) => {
        const failed = results.filter((result) => !result.ok);
        setFailures(failed);
        selection.keepOnly(failed.map((result) => result.id));
        if (failed.length > 0) {
          toastError('Sebagian gagal', `${results.length - failed.length} berhasil, ${failed.length} gagal.`);
        } else if (edit.action === 'archive') {
          toastSuccess('Produk diarsipkan', `${results.length} produk dipindahkan ke Arsip (bisa dipulihkan 30 hari).`);
        } else {
          toastSuccess('Perubahan disimpan', `${results.length} produk diperbarui.`);
        }
      },
      onError: (error) => setProblem(errorText(error, 'Perubahan gagal disimpan')),
      onSettled: () => setJob(null),
    });
  };

  return (
    <div
      ref={ref}
      // Below the sticky header when the phone's selection bar leads back here.
      className="scroll-mt-20 space-y-2 border-b border-slate-100 bg-slate-50/60 px-4 py-3 text-sm sm:px-6"
      data-testid="bulk-bar"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            checked={pageSelected}
            onChange={(event) => selection.setPage(rows, event.target.checked)}
          />
          Pilih semua di halaman ini
        </label>
        {count > 0 && (
          <>
            <span className="font-medium text-slate-800" data-testid="selection-count">
              {count} produk dipilih
            </span>
            {count < total && (
              <Button variant="ghost" size="sm" onClick={() => void selectAll()} busy={selectingAll}>
                Pilih semua {total} produk yang cocok
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={selection.clear}>
              Batal pilih
            </Button>
          </>
        )}
      </div>
      {count > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="bulk-action">
            Aksi massal
          </label>
          <div className="w-full sm:w-60">
            <NativeSelect
              id="bulk-action"
              value={action}
              onChange={(event) => chooseAction(event.target.value as BulkAction)}
            >
              {ACTIONS.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <BulkValue action={action} value={value} onChange={setValue} categories={categories} />
          <Button onClick={start} busy={bulk.isPending}>
            Terapkan ke {count} produk
          </Button>
        </div>
      )}
      {bulk.isPending && job && <JobProgress job={job} label="Kemajuan perubahan massal" />}
      {problem && (
        <p role="alert" className="text-red-600">
          {problem}
        </p>
      )}
      {failures.length > 0 && (
        <ul className="text-red-700" data-testid="bulk-failures">
          {failures.slice(0, 5).map((failure) => (
            <li key={failure.id}>
              {rows.find((row) => row.id === failure.id)?.name ?? `Produk #${failure.id}`}: {failure.message}
            </li>
          ))}
          {failures.length > 5 && <li>dan {failures.length - 5} lainnya (masih dipilih)</li>}
        </ul>
      )}
      <ConfirmDialog
        open={confirming?.action === 'archive'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Arsipkan ${count} produk?`}
        description="Produk hilang dari katalog publik dan bisa dipulihkan dari Arsip selama 30 hari."
        confirmLabel="Arsipkan"
        onConfirm={() => run({ action: 'archive' })}
        busy={bulk.isPending}
      />
      {confirming && confirming.action !== 'archive' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={priceEditTitle(confirming as PriceEdit, count)}
          description={
            <PricePreview
              edit={confirming as PriceEdit}
              rows={rows.filter((row) => selection.has(row.id))}
              count={count}
            />
          }
          confirmLabel="Ubah harga"
          tone="primary"
          onConfirm={() => run(confirming)}
          busy={bulk.isPending}
        />
      )}
    </div>
  );
}

function BulkValue({
  action,
  value,
  onChange,
  categories,
}: {
  action: BulkAction;
  value: string;
  onChange: (value: string) => void;
  categories: BulkBarProps['categories'];
}) {
  const select = (options: { value: string; label: string }[]) => (
    <div className="w-full sm:w-52">
      <NativeSelect aria-label="Nilai" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  if (action === 'archive') return null;
  if (action === 'set_status')
    return select([
      { value: 'published', label: 'Tayang' },
      { value: 'draft', label: 'Draf' },
    ]);
  if (action === 'set_active')
    return select([
      { value: '1', label: 'Aktif' },
      { value: '0', label: 'Nonaktif' },
    ]);
  if (action === 'set_category') {
    return select([
      { value: '', label: 'Pilih kategori' },
      ...categories.map((item) => ({ value: String(item.id), label: item.name })),
    ]);
  }
  const placeholder =
    action === 'adjust_price_percent' ? 'mis. 10 atau -5' : action === 'set_price' ? 'mis. 12.500.000' : 'mis. 10';
  return (
    <input
      aria-label={
        action === 'adjust_price_percent' ? 'Persentase' : action === 'set_price' ? 'Harga baru' : 'Stok baru'
      }
      inputMode={action === 'set_stock' ? 'numeric' : 'decimal'}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      className="h-10 w-40 rounded-lg border border-slate-300 px-3"
    />
  );
}
