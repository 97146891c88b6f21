import { progressMessage, type JobView } from '#shared/catalogue/jobs.ts';

/**
 * A job's progress while the screen drives it: a bar and "Memproses 3.200 dari 10.000 produk…",
 * announced as it changes (`text` in its place for a job waiting to be resumed).
 */
export function JobProgress({ job, label, text }: { job: JobView; label: string; text?: string }) {
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  return (
    <div className="w-full max-w-md" data-testid="job-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.max(percent, 3)}%` }} />
      </div>
      <p role="status" className="mt-1 text-sm text-slate-700 tabular-nums">
        {text ?? progressMessage(job)}
      </p>
    </div>
  );
}
