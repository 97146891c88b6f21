import { useMemo, useRef, useState } from 'react';
import { ADMIN_INSTRUMENTS_PAGE_SIZE } from '#shared/service/instrument-limits.ts';
import type { InstrumentView } from '#shared/service/instrument.ts';
import { DataList } from '#admin/components/list/data-list.tsx';
import { SearchBox } from '#admin/components/list/search-box.tsx';
import { useListParams } from '#admin/components/list/use-list-params.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { DownloadIcon } from '#admin/components/ui/more-icons.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { pageCount, pageSummary, rowNumber } from '#admin/lib/pagination.ts';
import { hasRole } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { downloadInstruments, useImportInstruments, useInstruments, type InstrumentImportReport } from '../api.ts';
import { instrumentCard, instrumentColumns } from './instrument-columns.tsx';
import { InstrumentFormDialog } from './instrument-form.tsx';

/**
 * 'Instrumen': the units sold, searched by serial, customer or product and filtered by the day their
 * calibration falls due, paged on the server (20 a page); the search, filter and page live in the
 * URL. Adding and editing happen in a dialog; the whole list goes out and comes in as CSV or Excel.
 */
export function InstrumentsPage() {
  const list = useListParams();
  const dueBefore = list.get('due_before');
  const instruments = useInstruments({ q: list.search, due_before: dueBefore, page: list.page });
  const canImport = hasRole(useSession().user, 'Manager');
  const [editing, setEditing] = useState<{ instrument: InstrumentView | null } | null>(null);
  const [report, setReport] = useState<InstrumentImportReport | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const importer = useImportInstruments();
  const fileInput = useRef<HTMLInputElement>(null);
  const columns = useMemo(() => instrumentColumns((instrument) => setEditing({ instrument })), []);

  const data = instruments.data;
  const total = data?.total ?? 0;
  const pages = pageCount(total, ADMIN_INSTRUMENTS_PAGE_SIZE);
  const current = Math.min(list.page, pages);

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      await downloadInstruments(format);
    } catch (error) {
      toastApiError(error, 'Gagal mengekspor', 'Data instrumen tidak dapat diambil.');
    } finally {
      setExporting(null);
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    importer.mutate(file, {
      onSuccess: (result) => {
        setReport(result);
        toastSuccess('Impor selesai', `${result.created} ditambahkan, ${result.updated} diperbarui`);
      },
      onError: (error) => toastApiError(error, 'Impor gagal', 'File tidak dapat dibaca.'),
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Instrumen"
        description="Unit yang terjual per nomor seri: garansi dan jadwal kalibrasi."
        actions={
          <>
            <Button variant="secondary" onClick={() => void download('csv')} busy={exporting === 'csv'}>
              <DownloadIcon className="h-4 w-4" />
              Ekspor CSV
            </Button>
            <Button variant="secondary" onClick={() => void download('xlsx')} busy={exporting === 'xlsx'}>
              <DownloadIcon className="h-4 w-4" />
              Ekspor Excel
            </Button>
            {canImport && (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".csv,.xlsx,text/csv"
                  hidden
                  aria-label="File instrumen (CSV atau Excel)"
                  id="instrument-import"
                  onChange={(event) => upload(event.target.files?.[0])}
                />
                <Button variant="secondary" busy={importer.isPending} onClick={() => fileInput.current?.click()}>
                  Impor
                </Button>
              </>
            )}
            <Button onClick={() => setEditing({ instrument: null })}>Tambah instrumen</Button>
          </>
        }
      />
      {report && (
        <Card className="mb-4 p-4 text-sm" role="status">
          <p className="font-medium text-slate-900">
            Impor: {report.created} ditambahkan, {report.updated} diperbarui, {report.unchanged} tidak berubah,{' '}
            {report.errors.length} baris gagal.
          </p>
          {report.errors.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800">
              {report.errors.map((error) => (
                <li key={error.row}>
                  Baris {error.row}: {error.message}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:px-6 lg:flex-row lg:items-end">
          <SearchBox
            id="instrument-search"
            label="Cari nomor seri, pelanggan atau produk"
            placeholder="Cari nomor seri, pelanggan atau produk..."
            value={list.searchText}
            onChange={list.setSearchText}
            className="max-w-md flex-1"
            role="search"
          />
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            Kalibrasi jatuh tempo sampai
            <Input type="date" value={dueBefore} onChange={(event) => list.set('due_before', event.target.value)} />
          </label>
        </div>
        {instruments.isPending ? (
          <LoadingState label="Memuat instrumen..." />
        ) : instruments.isError ? (
          <QueryErrorState title="Gagal memuat instrumen" query={instruments} />
        ) : total === 0 ? (
          <EmptyState title={list.search || dueBefore ? 'Tidak ada instrumen yang cocok' : 'Belum ada instrumen'}>
            Tambahkan instrumen, impor file, atau catat unit terkirim dari penawaran yang diterima.
          </EmptyState>
        ) : (
          <DataList
            items={data?.data ?? []}
            itemKey={(instrument) => instrument.id}
            columns={columns}
            card={instrumentCard}
            label="Daftar instrumen"
            tableClassName="min-w-[860px]"
            firstNumber={rowNumber(current, 0, ADMIN_INSTRUMENTS_PAGE_SIZE)}
            pagination={{
              page: current,
              pages,
              onPage: list.setPage,
              summary: pageSummary(current, total, 'instrumen', ADMIN_INSTRUMENTS_PAGE_SIZE),
              label: 'Halaman instrumen',
            }}
          />
        )}
      </Card>
      {editing && (
        <InstrumentFormDialog
          key={editing.instrument?.id ?? 'new'}
          open
          instrument={editing.instrument}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
