import { useEffect, useState, type ReactNode } from 'react';
import type { PublishState } from '#shared/publishing/state.ts';
import { Button, Spinner } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { AlertIcon, CheckCircleIcon, ClockIcon } from '#admin/components/ui/icons.tsx';
import { UploadCloudIcon } from '#admin/components/ui/more-icons.tsx';
import { QueryErrorState, Skeleton } from '#admin/components/ui/states.tsx';
import { canPublish } from '#admin/lib/roles.ts';
import { useSession } from '#admin/lib/session.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { cx } from '#admin/lib/cx.ts';
import { usePublishNow, usePublishState } from '../api.ts';
import { errorSummary, publishTime, relativeTime } from '../publish-format.ts';

const number = new Intl.NumberFormat('id-ID');

/** Re-renders every `intervalMs` so "5 menit yang lalu" stays true while the dashboard is open. */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * "Status Publikasi": how far the static public pages are behind the admin's changes, and (for
 * Manager and above) a button that publishes at once instead of waiting for the automatic run.
 */
export function PublishCard() {
  const { user } = useSession();
  const publish = usePublishState();
  const publishNow = usePublishNow();
  const now = useNow(30_000);
  const state = publish.data;
  const building = state?.status === 'building';

  const onPublish = () =>
    publishNow.mutate(undefined, {
      onSuccess: (result) => toastSuccess(result.message),
      onError: (error) => toastApiError(error, 'Gagal memublikasikan', 'Terjadi kesalahan'),
    });

  return (
    <Card className="mt-4" role="region" aria-labelledby="publish-title">
      <CardHeader
        id="publish-title"
        title="Status Publikasi"
        description="Perubahan di panel admin tampil di situs publik setelah halamannya dibangun ulang."
        actions={
          canPublish(user) && (
            <Button
              onClick={onPublish}
              busy={publishNow.isPending}
              disabled={building || publish.isPending}
              title={building ? 'Tunggu sampai publikasi yang sedang berjalan selesai' : undefined}
            >
              {!publishNow.isPending && <UploadCloudIcon className="h-4 w-4" />}
              Publikasikan sekarang
            </Button>
          )
        }
      />
      <div className="px-4 py-5 sm:px-6">
        {/* Always in the DOM, so a screen reader hears each change of state. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {state ? <StatusLine state={state} /> : publish.isPending && <StatusSkeleton />}
        </div>
        {publish.isError && !state && <QueryErrorState title="Gagal memuat status publikasi" query={publish} />}
        {state && <PublishFacts state={state} now={now} />}
        {state?.status === 'failed' && state.lastError && <BuildError error={state.lastError} />}
        {state && state.buildWarnings.length > 0 && <BuildWarnings warnings={state.buildWarnings} />}
      </div>
    </Card>
  );
}

const look: Record<PublishState['status'], { icon: ReactNode; tone: string }> = {
  up_to_date: { icon: <CheckCircleIcon />, tone: 'bg-emerald-50 text-emerald-700' },
  pending: { icon: <ClockIcon />, tone: 'bg-amber-50 text-amber-800' },
  building: { icon: <Spinner className="h-5 w-5" />, tone: 'bg-blue-50 text-blue-700' },
  failed: { icon: <AlertIcon />, tone: 'bg-red-50 text-red-700' },
};

function statusText(state: PublishState): { title: string; detail: string } {
  const waiting = `${number.format(state.pendingChanges)} perubahan`;
  switch (state.status) {
    case 'building':
      return {
        title: 'Sedang memublikasikan…',
        detail: state.building
          ? `Pembangunan berjalan sejak ${publishTime(state.building.startedAt)}.`
          : 'Pembangunan sedang berjalan.',
      };
    case 'pending':
      // The publishing policy says why the deploy waits and until when (decision 026).
      return {
        title: 'Menunggu publikasi',
        detail: state.held
          ? `${waiting} belum masuk halaman statis. ${state.held.message}.`
          : `${waiting} belum tampil di situs publik. Publikasi otomatis segera berjalan.`,
      };
    case 'failed':
      return {
        title: 'Publikasi terakhir gagal',
        detail: `${waiting} belum tampil. Situs publik tetap menampilkan versi sebelumnya.`,
      };
    default:
      return { title: 'Situs publik sudah terbaru', detail: 'Semua perubahan sudah tampil di situs publik.' };
  }
}

function StatusLine({ state }: { state: PublishState }) {
  const { title, detail } = statusText(state);
  const { icon, tone } = look[state.status];
  return (
    <div className="flex items-start gap-3" data-publish-status={state.status}>
      <span className={cx('shrink-0 rounded-lg p-2.5', tone)} aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{detail}</p>
      </div>
    </div>
  );
}

function StatusSkeleton() {
  return (
    <div className="flex items-start gap-3">
      <span className="sr-only">Memuat status publikasi...</span>
      <Skeleton className="h-10 w-10" />
      <div className="flex-1">
        <Skeleton className="h-5 w-48 max-w-full" />
        <Skeleton className="mt-2 h-4 w-72 max-w-full" />
      </div>
    </div>
  );
}

/** Times stay outside the live region: their "x menit yang lalu" ticks and should not be read out each time. */
function PublishFacts({ state, now }: { state: PublishState; now: number }) {
  const hookCalled = state.status === 'pending' && state.hookAt && (state.hookSeq ?? 0) >= state.changeSeq;
  return (
    <dl className="mt-5 grid gap-4 border-t border-slate-100 pt-4 text-sm sm:grid-cols-3">
      <Fact label="Terakhir dipublikasikan">
        {state.lastBuildAt ? (
          <TimeValue iso={state.lastBuildAt} now={now} testId="last-publish" />
        ) : (
          <span className="text-slate-600">Belum tercatat</span>
        )}
      </Fact>
      <Fact label="Perubahan menunggu">
        <span className="text-lg font-semibold tabular-nums text-slate-900" data-testid="pending-changes">
          {number.format(state.pendingChanges)}
        </span>
      </Fact>
      {state.building ? (
        <Fact label="Pembangunan dimulai">
          <TimeValue iso={state.building.startedAt} now={now} />
        </Fact>
      ) : hookCalled ? (
        <Fact label="Pembangunan Netlify diminta">
          <TimeValue iso={state.hookAt!} now={now} />
        </Fact>
      ) : (
        <Fact label="Perubahan terakhir">
          {state.lastChangeAt ? (
            <TimeValue iso={state.lastChangeAt} now={now} />
          ) : (
            <span className="text-slate-600">Belum ada</span>
          )}
        </Fact>
      )}
    </dl>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function TimeValue({ iso, now, testId }: { iso: string; now: number; testId?: string }) {
  return (
    <>
      <time dateTime={iso} className="block font-medium text-slate-900" data-testid={testId}>
        {publishTime(iso)}
      </time>
      <span className="block text-xs text-slate-500" data-testid={testId && `${testId}-relative`}>
        {relativeTime(iso, now)}
      </span>
    </>
  );
}

function BuildError({ error }: { error: string }) {
  const summary = errorSummary(error);
  return (
    <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">Pesan galat:</p>
      <p className="mt-0.5 break-words">{summary}</p>
      {summary !== error.trim() && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium text-red-800 hover:underline">Lihat detail</summary>
          <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap break-words rounded bg-white/70 p-2 text-xs text-red-900">
            {error}
          </pre>
        </details>
      )}
    </div>
  );
}

/** What the last build left out: the rest of the site was published all the same. */
function BuildWarnings({ warnings }: { warnings: PublishState['buildWarnings'] }) {
  return (
    <div
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="build-warnings"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertIcon className="h-4 w-4 shrink-0" />
        Publikasi terakhir melewati {number.format(warnings.length)} masalah data; bagian lain situs tetap terbit.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {warnings.map((warning, index) => (
          <li key={index} className="break-words">
            {warning.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
