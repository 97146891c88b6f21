import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from '#admin/lib/navigation.tsx';
import { LocationErrorBoundary } from '#admin/lib/router-provider.tsx';
import { paths } from '../../paths.ts';
import { buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { isOffline } from '../ui/offline.ts';
import { LoadingState } from '../ui/states.tsx';

export const OFFLINE_SCREEN_MESSAGE =
  'Anda sedang offline. Periksa koneksi internet; halaman dibuka lagi saat tersambung.';
const UPDATED_MESSAGE = 'Versi panel admin baru saja diperbarui. Muat ulang halaman untuk melanjutkan.';

const isLoadFailure = (error: unknown) => error instanceof TypeError && /import|module|fetch/i.test(error.message);

/** Why a screen's code did not arrive: no network says so; otherwise a deploy replaced the panel's files. */
function loadFailureMessage(error: unknown): string | null {
  if (isOffline()) return OFFLINE_SCREEN_MESSAGE;
  return isLoadFailure(error) ? UPDATED_MESSAGE : null;
}

/**
 * The next screen's code did not load: the screen on view (and the sidebar) stays, with this note at
 * the bottom. Offline, it retries by itself when the network is back.
 */
export function ScreenLoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const offline = isOffline();
  return (
    <div
      role="alert"
      data-screen-load-failure
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 shadow-lg"
    >
      <p className="min-w-0 flex-1">{loadFailureMessage(error) ?? 'Halaman ini gagal dimuat.'}</p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => (offline || !isLoadFailure(error) ? retry() : window.location.reload())}
      >
        {offline ? 'Coba lagi' : 'Muat ulang'}
      </button>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <p className="text-4xl font-bold text-brand-700">404</p>
      <h1 className="mt-2 text-lg font-semibold text-slate-900">Halaman admin tidak ditemukan</h1>
      <Link to={paths.dashboard} className={buttonClass('primary', 'md', 'mt-5')}>
        Kembali ke Dashboard
      </Link>
    </Card>
  );
}

/**
 * Where a screen shows inside the panel. A screen that crashes shows its error card in its own place:
 * the header and the menu stay, so the admin goes on to another screen from there (the card goes
 * with the next navigation).
 */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <LocationErrorBoundary location={location} renderError={(error) => <ErrorCard error={error} />}>
      {/* Screens load their code before rendering (routes.tsx); this catches anything else that suspends. */}
      <Suspense fallback={<LoadingState label="Memuat halaman..." />}>{children}</Suspense>
    </LocationErrorBoundary>
  );
}

/** Last resort for a crash outside a screen (the panel's frame, the sign-in page) or a first screen whose code did not load. */
export function RouteError({ error }: { error: unknown }) {
  console.error('Admin route error:', error);
  return (
    <div className="grid min-h-screen place-items-center p-4">
      <ErrorCard error={error} />
    </div>
  );
}

function ErrorCard({ error }: { error: unknown }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center" role="alert" data-screen-error>
      <h1 className="text-lg font-semibold text-slate-900">Terjadi kesalahan</h1>
      <p className="mt-2 text-sm text-slate-600">
        {loadFailureMessage(error) ?? 'Halaman ini gagal ditampilkan. Muat ulang halaman atau kembali ke dashboard.'}
      </p>
      <div className="mt-5 flex justify-center gap-2">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Muat ulang
        </button>
        <a href={paths.dashboard} className={buttonClass('secondary')}>
          Dashboard
        </a>
      </div>
    </Card>
  );
}
