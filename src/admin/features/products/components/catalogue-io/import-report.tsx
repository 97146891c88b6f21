import type { ImportReport, ImportRowPreview } from '#shared/catalogue/io.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { downloadText, toCsv } from '#admin/lib/csv.ts';
import { ValueChanges, columnLabel } from './import-changes.tsx';

const KINDS = [
  { key: 'created', label: 'Produk baru', tone: 'text-emerald-700' },
  { key: 'updated', label: 'Diperbarui', tone: 'text-brand-700' },
  { key: 'unchanged', label: 'Tidak berubah', tone: 'text-slate-600' },
] as const;

function PreviewRows({ title, rows, showChanges }: { title: string; rows: ImportRowPreview[]; showChanges?: boolean }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-600">
        {rows.map((row) => (
          <li key={row.row}>
            <span className="tabular-nums text-slate-500">Baris {row.row}</span> ·{' '}
            <span className="font-mono">{row.sku}</span> {row.name}
            {showChanges && row.diff && row.diff.length > 0 ? (
              <ValueChanges diff={row.diff} />
            ) : (
              showChanges &&
              row.changes &&
              row.changes.length > 0 && (
                <span className="text-slate-500"> ({row.changes.map(columnLabel).join(', ')})</span>
              )
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What an import did or would do: counts, the first rows of each kind, and every error by row. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const downloadErrors = () =>
    downloadText(
      'laporan-error-impor.csv',
      toCsv([['baris', 'kolom', 'masalah'], ...report.errors.map((error) => [error.row, error.column, error.message])]),
    );
  return (
    <div className="space-y-5" data-testid="import-report">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {KINDS.map(({ key, label, tone }) => (
          <div key={key} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className={`text-2xl font-semibold tabular-nums ${tone}`} data-testid={`import-${key}`}>
              {report[key]}
            </dd>
          </div>
        ))}
        <div className="rounded-lg border border-slate-200 p-3">
          <dt className="text-xs text-slate-500">Kesalahan</dt>
          <dd
            className={`text-2xl font-semibold tabular-nums ${report.errors.length ? 'text-red-600' : 'text-slate-600'}`}
            data-testid="import-errors"
          >
            {report.errors.length}
          </dd>
        </div>
      </dl>

      {/* The updates first and full width: their old → new values are what to check before importing. */}
      <PreviewRows title="Diperbarui (contoh)" rows={report.preview.updated} showChanges />
      {report.preview.created.length + report.preview.unchanged.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <PreviewRows title="Produk baru (contoh)" rows={report.preview.created} />
          <PreviewRows title="Tidak berubah (contoh)" rows={report.preview.unchanged} />
        </div>
      )}

      {report.errors.length > 0 && (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-red-700">
              {report.errors.length} masalah
              {report.dry_run ? ': baris ini tidak akan diimpor' : ': baris ini tidak diimpor'}
            </h3>
            <Button variant="secondary" size="sm" onClick={downloadErrors}>
              Unduh laporan error
            </Button>
          </div>
          <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Masalah per baris</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs uppercase text-slate-500">
                <tr>
                  <th className="px-3 py-2">Baris</th>
                  <th className="px-3 py-2">Kolom</th>
                  <th className="px-3 py-2">Masalah</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {report.errors.map((error, index) => (
                  <tr key={`${error.row}-${error.column}-${index}`} data-testid="import-error-row">
                    <td className="px-3 py-2 tabular-nums">{error.row}</td>
                    <td className="px-3 py-2 font-mono text-xs">{error.column || '—'}</td>
                    <td className="px-3 py-2 text-slate-700">{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
