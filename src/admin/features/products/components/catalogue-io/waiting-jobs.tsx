import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { JobKind, JobView } from '#shared/catalogue/jobs.ts';
import { formatIdDateTime } from '#shared/common/format.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { errorText } from '#admin/lib/api-client.ts';
import { queryKeys } from '#admin/lib/shared-queries.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { cancelJob, driveJob, useWaitingJobs } from '../../jobs-api.ts';
import { ImportReportView } from './import-report.tsx';
import { JobProgress } from './job-progress.tsx';

/*
 * Jobs left unfinished (decision 025): a bulk edit or import whose tab was closed stays where it
 * stopped until someone carries it on. The screen it started from lists it with its progress,
 * 'Lanjutkan' (this screen drives it to its end) and 'Batalkan' (it stops after the units it has
 * begun; what it applied stays applied, and the result says how much).
 */

const WORDS: Record<JobKind, { title: string; noun: string; label: string }> = {
  bulk: { title: 'Perubahan massal belum selesai', noun: 'produk', label: 'Kemajuan perubahan massal' },
  import: { title: 'Impor belum selesai', noun: 'baris', label: 'Kemajuan impor' },
};

const count = (value: number) => value.toLocaleString('id-ID');

export function WaitingJobs({ kind }: { kind: JobKind }) {
  const waiting = useWaitingJobs(kind);
  if (!waiting.data?.length) return null;
  return (
    <div className="mb-4 space-y-3">
      {waiting.data.map((job) => (
        <WaitingJob key={job.id} start={job} />
      ))}
    </div>
  );
}

function WaitingJob({ start }: { start: JobView }) {
  const [job, setJob] = useState(start);
  const [busy, setBusy] = useState<'resume' | 'cancel' | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState('');
  const queryClient = useQueryClient();
  const words = WORDS[job.kind];
  const finished = job.state !== 'running';
  // The outcome takes the focus when it arrives, so it is read out rather than lost below the buttons.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (finished) outcomeRef.current?.focus();
  }, [finished]);

  const carry = async (mode: 'resume' | 'cancel') => {
    setAsking(false);
    setBusy(mode);
    setProblem('');
    try {
      const ended = mode === 'resume' ? await driveJob(job, setJob) : await cancelJob(job, setJob);
      setJob(ended);
      if (ended.state === 'done') toastSuccess('Pekerjaan selesai', ended.result?.message ?? '');
    } catch (error) {
      const text = errorText(error, 'Pekerjaan belum bisa dilanjutkan; coba lagi.');
      setProblem(text);
      toastError('Gagal', text);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
    }
  };

  const headingId = `job-${job.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm sm:px-6"
      data-testid="waiting-job"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {finished ? (job.state === 'cancelled' ? 'Dibatalkan' : 'Selesai') : words.title}
      </h2>
      <p className="mt-1 text-slate-700">
        Dimulai oleh {job.user.name}, {formatIdDateTime(job.created_at)} WIB.{' '}
        {!finished && 'Halaman yang menjalankannya ditutup sebelum selesai; yang sudah diterapkan tetap tersimpan.'}
      </p>
      {finished ? (
        <div ref={outcomeRef} tabIndex={-1} role="status" className="mt-3 space-y-3 outline-none">
          <p className="font-medium text-slate-900" data-testid="waiting-job-result">
            {job.result?.message}
          </p>
          {job.result?.report && <ImportReportView report={job.result.report} />}
        </div>
      ) : (
        <>
          <div className="mt-3">
            <JobProgress
              job={job}
              label={words.label}
              text={
                busy === 'cancel' || job.cancelling
                  ? `Membatalkan… (${count(job.done)} dari ${count(job.total)} ${words.noun} sudah diterapkan)`
                  : busy
                    ? undefined
                    : `Berhenti di ${count(job.done)} dari ${count(job.total)} ${words.noun}.`
              }
            />
          </div>
          {problem && (
            <p role="alert" className="mt-2 text-red-700">
              {problem}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void carry('resume')} busy={busy === 'resume'} disabled={busy !== null}>
              Lanjutkan
            </Button>
            <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy !== null}>
              Batalkan
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Batalkan pekerjaan ini?"
        description={`${count(job.done)} dari ${count(job.total)} ${words.noun} sudah diterapkan dan tetap tersimpan. Sisanya tidak akan diubah.`}
        confirmLabel="Batalkan pekerjaan"
        cancelLabel="Kembali"
        onConfirm={() => void carry('cancel')}
      />
    </section>
  );
}
