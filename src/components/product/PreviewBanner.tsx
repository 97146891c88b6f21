import { formatIdDateTime } from '#shared/common/format.ts';
import type { ProductPreview } from '#shared/product/preview.ts';

/*
 * The preview page's own parts (Indonesian: only admins see them). The product below the banner is
 * the public page itself; the banner says what a visitor sees today instead.
 */

function stateText({ status, is_active, publish_at, unpublish_at }: ProductPreview['state']): string {
  const parts: string[] = [];
  if (publish_at) parts.push(`Terjadwal tayang ${formatIdDateTime(publish_at)} WIB`);
  else if (status === 'draft') parts.push('Draf: belum tampil untuk pengunjung');
  else parts.push('Sudah tayang');
  if (!is_active) parts.push('nonaktif');
  if (unpublish_at) parts.push(`berhenti tayang ${formatIdDateTime(unpublish_at)} WIB`);
  return parts.join(' · ');
}

export function PreviewBanner({ state }: { state: ProductPreview['state'] }) {
  return (
    <div className="container-site">
      <p
        role="status"
        data-testid="preview-banner"
        className="mb-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        <strong className="font-semibold">Pratinjau</strong> — {stateText(state)}. Halaman ini hanya terlihat oleh admin
        yang masuk.
      </p>
    </div>
  );
}

/** The preview page without a signed-in admin on this browser. */
export function PreviewSignIn() {
  return (
    <section
      className="container-site flex min-h-[70vh] flex-col items-center justify-center pt-28 pb-20 text-center"
      data-testid="preview-sign-in"
      lang="id"
    >
      <h1 className="text-3xl font-semibold tracking-tight">Pratinjau hanya untuk admin</h1>
      <p className="mt-3 max-w-md text-slate-600">Masuk ke panel admin di browser ini, lalu buka pratinjau lagi.</p>
      <a href="/admin/login" className="btn-primary mt-8">
        Masuk Admin
      </a>
    </section>
  );
}
