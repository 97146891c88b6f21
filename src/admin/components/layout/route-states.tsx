import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

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

/** Last resort for a crash in a screen or a chunk that failed to load (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  console.error('Admin route error:', error);
  const chunkFailed = error instanceof TypeError && /import|module|fetch/i.test(error.message);
  return (
    <div className="grid min-h-screen place-items-center p-4">
      <Card className="max-w-md p-8 text-center" role="alert">
        <h1 className="text-lg font-semibold text-slate-900">Terjadi kesalahan</h1>
        <p className="mt-2 text-sm text-slate-600">
          {chunkFailed
            ? 'Versi panel admin baru saja diperbarui. Muat ulang halaman untuk melanjutkan.'
            : 'Halaman ini gagal ditampilkan. Muat ulang halaman atau kembali ke dashboard.'}
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
    </div>
  );
}
