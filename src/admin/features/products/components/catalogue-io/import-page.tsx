import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from '#admin/lib/navigation.tsx';
import type { ImportReport } from '#shared/catalogue/io.ts';
import type { JobView } from '#shared/catalogue/jobs.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { errorText } from '#admin/lib/api-client.ts';
import { toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useImportFile, useImportProgress } from '../../catalogue-io-api.ts';
import { ImportReportView } from './import-report.tsx';
import { JobProgress } from './job-progress.tsx';
import { WaitingJobs } from './waiting-jobs.tsx';

const MAX_BYTES = 10 * 1024 * 1024;
/** A card that takes the focus shows it to keyboard users only (a mouse user sees the card scroll into view). */
const ANSWER_FOCUS =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function ProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Kemajuan impor"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.max(percent, 3)}%` }} />
      </div>
      <p className="mt-1 text-sm text-slate-600 tabular-nums">
        {total > 0 ? `${done} dari ${total} baris diterapkan` : 'Membaca file...'}
      </p>
    </div>
  );
}

/**
 * 'Impor Produk': choose a CSV or Excel file, read the dry run (counts, example rows, every problem
 * by row), confirm, watch the progress, read the result. Rows are matched by SKU.
 */
export function ImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportReport | null>(null);
  const [progressId, setProgressId] = useState<string | null>(null);
  // A file larger than one step is applied as a job the screen drives (decision 025).
  const [job, setJob] = useState<JobView | null>(null);
  const check = useImportFile();
  const apply = useImportFile(setJob);
  const progress = useImportProgress(progressId);
  // The answer takes the focus when it arrives, so a keyboard or screen-reader user is taken to it
  // (its heading is read out) instead of staying on the button above.
  const previewRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview && !result) previewRef.current?.focus();
  }, [preview, result]);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPreview(null);
    setResult(null);
    check.reset();
    apply.reset();
    setFile(chosen);
    setFileError(chosen && chosen.size > MAX_BYTES ? 'File terlalu besar; maksimal 10 MB per file.' : '');
  };

  const runCheck = () => {
    if (!file || fileError) return;
    check.mutate({ file, dryRun: true }, { onSuccess: setPreview });
  };

  const runImport = () => {
    if (!file || !preview) return;
    const id = crypto.randomUUID();
    setProgressId(id);
    apply.mutate(
      { file, dryRun: false, versions: preview.versions, progressId: id },
      {
        onSuccess: (report) => {
          setResult(report);
          toastSuccess('Impor selesai', `${report.created} baru, ${report.updated} diperbarui.`);
        },
        onSettled: () => {
          setProgressId(null);
          setJob(null);
        },
      },
    );
  };

  const changes = preview ? preview.created + preview.updated : 0;
  return (
    <>
      <PageHeader
        title="Impor Produk"
        description="Tambah dan perbarui produk dari file CSV atau Excel. Baris dicocokkan lewat SKU."
        actions={
          <Link to={paths.products} className={buttonClass('secondary')}>
            Kembali ke produk
          </Link>
        }
      />
      <WaitingJobs kind="import" />
      <Card>
        <CardHeader
          title="1. Pilih file"
          description="CSV (pemisah koma atau titik koma) atau Excel .xlsx, maksimal 10 MB dan 10.000 baris. Ekspor dulu dari daftar produk untuk mendapat contoh kolomnya."
        />
        <div className="flex flex-wrap items-end gap-3 p-4 sm:px-6">
          {/* The native input is hidden behind the 'Pilih file' look, so that look shows its focus. */}
          <label className="group block text-sm font-medium text-slate-700">
            File produk
            <span className="mt-1 flex items-center gap-3">
              <span
                className={buttonClass(
                  'secondary',
                  'md',
                  'group-has-[input:focus-visible]:outline-2 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-brand-600',
                )}
              >
                Pilih file
              </span>
              <span className="text-sm font-normal text-slate-600" data-testid="import-file-name">
                {file ? file.name : 'Belum ada file dipilih'}
              </span>
            </span>
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={choose}
              className="sr-only"
              data-testid="import-file"
            />
          </label>
          <Button onClick={runCheck} busy={check.isPending} disabled={!file || Boolean(fileError) || apply.isPending}>
            Periksa file
          </Button>
        </div>
        {(fileError || check.isError) && (
          <p role="alert" className="px-4 pb-4 text-sm text-red-600 sm:px-6">
            {fileError || errorText(check.error, 'File tidak dapat diperiksa')}
          </p>
        )}
      </Card>

      {preview && !result && (
        <Card
          ref={previewRef}
          tabIndex={-1}
          role="region"
          aria-labelledby="import-preview-title"
          className={`mt-4 ${ANSWER_FOCUS}`}
        >
          <CardHeader
            id="import-preview-title"
            title="2. Pratinjau (belum ada yang disimpan)"
            description="Periksa hasilnya, lalu terapkan. Baris yang bermasalah dilewati."
          />
          <div className="space-y-4 p-4 sm:px-6">
            <ImportReportView report={preview} />
            {apply.isPending && job ? (
              <JobProgress job={job} label="Kemajuan impor" />
            ) : apply.isPending ? (
              <ProgressBar done={progress.data?.done ?? 0} total={progress.data?.total ?? 0} />
            ) : (
              <Button onClick={runImport} disabled={changes === 0}>
                {changes === 0 ? 'Tidak ada yang perlu diimpor' : `Impor ${changes} produk`}
              </Button>
            )}
            {apply.isError && (
              <p role="alert" className="text-sm text-red-600">
                {errorText(apply.error, 'Impor gagal')} Baris yang sudah diterapkan tetap tersimpan; jalankan impor yang
                sama lagi untuk menyelesaikannya.
              </p>
            )}
          </div>
        </Card>
      )}

      {result && (
        <Card
          ref={resultRef}
          tabIndex={-1}
          role="region"
          aria-labelledby="import-result-title"
          className={`mt-4 ${ANSWER_FOCUS}`}
        >
          <CardHeader
            id="import-result-title"
            title="3. Hasil impor"
            description="Situs publik diperbarui sekali untuk seluruh impor."
          />
          <div className="space-y-4 p-4 sm:px-6">
            <ImportReportView report={result} />
            <Link to={paths.products} className={buttonClass('primary')}>
              Lihat produk
            </Link>
          </div>
        </Card>
      )}
    </>
  );
}
