import { useState } from 'react';
import type { ProductRevision } from '#shared/activity/entry.ts';
import type { AdminProduct } from '#shared/product/views.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { useProductActivity, useProductRevisions, useRestoreRevision } from '../../activity/api.ts';
import { actionLabel, formatAt } from '../../activity/format.ts';
import { ChangeList } from '../../activity/components/change-list.tsx';

/**
 * 'Riwayat' under the product form (loaded on its own, after the form): the product's saved versions,
 * each with 'Pulihkan' (confirmed, then made current again as a new version at the version the form
 * shows; a product changed meanwhile says so), and its activity, newest first.
 */
export function ProductHistory({ product, onRestored }: { product: AdminProduct; onRestored: () => void }) {
  const revisions = useProductRevisions(product.id);
  const activity = useProductActivity(product.id);
  const restore = useRestoreRevision(product.id);
  const [chosen, setChosen] = useState<ProductRevision | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const confirm = () => {
    if (!chosen) return;
    restore.mutate(
      { revision: chosen.revision, version: product.version },
      {
        onSuccess: (result) => {
          setConflict(null);
          toastSuccess(result.message, `${product.name} kini memakai isi versi ${chosen.revision}.`);
          onRestored();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
          else toastApiError(error, 'Gagal memulihkan versi', 'Terjadi kesalahan');
        },
        onSettled: () => setChosen(null),
      },
    );
  };

  return (
    <Card className="mt-6" role="region" aria-labelledby="product-history-title">
      <CardHeader
        id="product-history-title"
        title="Riwayat"
        description="Setiap versi produk yang tersimpan dan siapa yang mengubahnya."
      />
      {conflict && (
        <div
          role="alert"
          className="mx-4 mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:mx-6"
        >
          <p>{conflict}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRestored}>
            Muat ulang produk
          </Button>
        </div>
      )}
      <div className="grid gap-6 p-4 sm:px-6 lg:grid-cols-2">
        <section aria-labelledby="revisions-title">
          <h3 id="revisions-title" className="mb-2 text-sm font-semibold text-slate-900">
            Versi
          </h3>
          {revisions.isPending ? (
            <LoadingState label="Memuat versi..." />
          ) : revisions.isError ? (
            <QueryErrorState title="Gagal memuat versi" query={revisions} />
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Versi produk">
              {revisions.data.map((revision) => (
                <li
                  key={revision.revision}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                  data-revision={revision.revision}
                >
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-slate-900">
                      Versi {revision.revision}
                      {revision.revision === product.version && (
                        <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-700">
                          saat ini
                        </span>
                      )}
                    </p>
                    <p className="text-xs text-slate-500">
                      {actionLabel(revision.action)} · {revision.user.name} · {formatAt(revision.at)}
                    </p>
                  </div>
                  {revision.revision !== product.version && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setChosen(revision)}
                      aria-label={`Pulihkan versi ${revision.revision}`}
                    >
                      Pulihkan
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="product-activity-title">
          <h3 id="product-activity-title" className="mb-2 text-sm font-semibold text-slate-900">
            Aktivitas
          </h3>
          {activity.isPending ? (
            <LoadingState label="Memuat aktivitas..." />
          ) : activity.isError ? (
            <QueryErrorState title="Gagal memuat aktivitas" query={activity} />
          ) : (
            <ol className="space-y-3" aria-label="Aktivitas produk">
              {activity.data.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="rounded-lg border border-slate-200 px-3 py-2">
                  <p className="text-sm text-slate-900">
                    <span className="font-medium">{entry.user.name}</span> {actionLabel(entry.action).toLowerCase()}
                  </p>
                  <p className="mb-1 text-xs text-slate-500">{formatAt(entry.at)}</p>
                  <ChangeList entity="product" changes={entry.changes} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={`Pulihkan versi ${chosen?.revision ?? ''}?`}
        description={`Isi produk kembali seperti versi ${chosen?.revision ?? ''} dan disimpan sebagai versi baru. Perubahan di formulir yang belum disimpan akan hilang.`}
        confirmLabel="Pulihkan"
        tone="primary"
        onConfirm={confirm}
        busy={restore.isPending}
      />
    </Card>
  );
}
