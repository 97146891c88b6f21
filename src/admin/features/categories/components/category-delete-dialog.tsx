import { useEffect, useState } from 'react';
import type { AdminCategory } from '#shared/catalogue/category.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Modal } from '#admin/components/ui/dialog.tsx';
import { NativeSelect } from '#admin/components/ui/field.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { toastSuccess } from '#admin/lib/toast.ts';
import { useDeleteCategory } from '../api.ts';

/**
 * Deleting a category. An empty one is deleted after a confirmation; one with products offers to
 * move them to another category chosen here, then deletes it (the server moves up to 200 products
 * a call; the dialog calls again until all are moved and shows the progress). With no other
 * category to move to, the button is off and the dialog says why.
 */
export function CategoryDeleteDialog({
  category,
  categories,
  onClose,
}: {
  category: AdminCategory | null;
  categories: AdminCategory[];
  onClose: () => void;
}) {
  const deletion = useDeleteCategory();
  const others = categories.filter((item) => item.id !== category?.id);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const count = category?.productCount ?? 0;

  useEffect(() => {
    setTarget('');
    setProblem(null);
    setProgress(null);
  }, [category?.id]);

  const confirm = () => {
    if (!category) return;
    setProblem(null);
    if (count > 0 && !target) return setProblem('Pilih kategori tujuan untuk produknya.');
    deletion.mutate(
      {
        id: category.id,
        moveTo: count > 0 ? Number(target) : undefined,
        onProgress: (moved, remaining) => setProgress(`${moved} produk dipindahkan, ${remaining} lagi…`),
      },
      {
        onSuccess: (result) => {
          toastSuccess('Kategori dihapus', result.moved > 0 ? result.message : `${category.name} telah dihapus.`);
          onClose();
        },
        onError: (error) => {
          setProgress(null);
          if (error instanceof ApiError && error.status === 401) return;
          setProblem(error.message || 'Gagal menghapus kategori');
        },
      },
    );
  };

  const noTarget = count > 0 && others.length === 0;
  return (
    <Modal
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      locked={deletion.isPending}
      title="Hapus kategori?"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deletion.isPending}>
            Batal
          </Button>
          <Button variant="danger" busy={deletion.isPending} disabled={noTarget} onClick={confirm}>
            {count > 0 ? 'Pindahkan & hapus' : 'Hapus'}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-600">
        {count === 0 ? (
          <p>
            Kategori <strong className="text-slate-900">{category?.name}</strong> akan dihapus.
          </p>
        ) : (
          <>
            <p>
              Kategori <strong className="text-slate-900">{category?.name}</strong> masih berisi{' '}
              <strong className="text-slate-900">{count} produk</strong>. Pindahkan produknya ke kategori lain, lalu
              kategori ini dihapus.
            </p>
            {noTarget ? (
              <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900">
                Tidak bisa dihapus: belum ada kategori lain untuk menampung produknya. Tambahkan kategori baru dulu.
              </p>
            ) : (
              <div>
                <label htmlFor="category-move-target" className="mb-1 block font-medium text-slate-700">
                  Pindahkan produk ke
                </label>
                <NativeSelect
                  id="category-move-target"
                  value={target}
                  invalid={problem !== null && !target}
                  onChange={(event) => setTarget(event.target.value)}
                  disabled={deletion.isPending}
                >
                  <option value="">Pilih kategori…</option>
                  {others.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name} ({item.productCount} produk)
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          </>
        )}
        {progress && (
          <p role="status" className="text-slate-700">
            {progress}
          </p>
        )}
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}
