import { useState } from 'react';
import type { AdminCategory } from '#shared/catalogue/category.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { EditIcon } from '#admin/components/ui/more-icons.tsx';
import { EmptyState, QueryErrorState, Skeleton } from '#admin/components/ui/states.tsx';
import { idleCode, useIdleCode } from '#admin/components/ui/idle-code.ts';
import { useCategories } from '../api.ts';
import { CATEGORY_DRAFT_PREFIX } from '../category-draft.ts';
import { CategoryDeleteDialog } from './category-delete-dialog.tsx';
import { clearLocalDraft, findLocalDrafts } from '#admin/components/ui/local-draft.ts';
import { LocalDraftBanner } from '#admin/components/ui/local-draft-banner.tsx';
import type { CategoryDialog as CategoryDialogComponent, CategoryFormInput } from './category-dialog.tsx';

/*
 * The add/edit dialog's code (its form kit and the shared schemas, about 40 KB gzip) is a chunk of its
 * own: the list does not need it to show, so it loads when the browser is idle, or when the dialog opens.
 */
const categoryDialogCode = idleCode(() => import('./category-dialog.tsx'));

function CategoryDialog(props: Parameters<typeof CategoryDialogComponent>[0]) {
  const code = useIdleCode(categoryDialogCode, props.open);
  return code ? <code.CategoryDialog {...props} /> : null;
}

export function CategoriesPage() {
  const categories = useCategories();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AdminCategory | null>(null);
  // A local copy of a category dialog left unsaved (an expired session), offered back once.
  const [offered, setOffered] = useState(() => findLocalDrafts<CategoryFormInput>(CATEGORY_DRAFT_PREFIX)[0] ?? null);
  const [restoredValues, setRestoredValues] = useState<CategoryFormInput | null>(null);

  const openAdd = () => {
    setEditing(null);
    setRestoredValues(null);
    setDialogOpen(true);
  };

  const offeredId = offered ? Number(offered.key.slice(CATEGORY_DRAFT_PREFIX.length)) || undefined : undefined;
  const offeredCategory =
    offeredId === undefined ? null : (categories.data?.find((item) => item.id === offeredId) ?? null);
  const restoreOffered = () => {
    if (!offered) return;
    setEditing(offeredCategory);
    setRestoredValues(offered.draft.values);
    setOffered(null);
    setDialogOpen(true);
  };
  const discardOffered = () => {
    if (offered) clearLocalDraft(offered.key);
    setOffered(null);
  };

  return (
    <>
      <PageHeader
        title="Kategori"
        description="Kelompokkan produk agar mudah dicari pengunjung."
        actions={
          <Button onClick={openAdd}>
            <PlusIcon className="h-4 w-4" />
            Tambah Kategori
          </Button>
        }
      />

      {offered && categories.data && (offeredId === undefined || offeredCategory) && (
        <LocalDraftBanner
          savedAt={offered.draft.savedAt}
          subject={`kategori ${offeredCategory ? `“${offeredCategory.name}”` : 'baru'}`}
          onRestore={restoreOffered}
          onDiscard={discardOffered}
          className="mb-4"
        />
      )}

      {categories.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Memuat kategori">
          {Array.from({ length: 6 }, (_, index) => (
            <Card key={index} className="space-y-3 p-5">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
            </Card>
          ))}
        </div>
      ) : categories.isError ? (
        <Card>
          <QueryErrorState title="Gagal memuat kategori" query={categories} />
        </Card>
      ) : categories.data.length === 0 ? (
        <Card>
          <EmptyState title="Belum ada kategori">
            <Button onClick={openAdd} className="mt-2">
              Tambah Kategori
            </Button>
          </EmptyState>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Daftar kategori">
          {categories.data.map((category) => (
            <li key={category.id}>
              <Card className="flex h-full flex-col p-5">
                <div className="flex items-start gap-3">
                  <span
                    className="mt-1.5 h-3 w-3 shrink-0 rounded-full ring-4 ring-slate-50"
                    style={{ backgroundColor: category.color }}
                    aria-hidden="true"
                  />
                  <div className="min-w-0 flex-1">
                    <h2 className="truncate font-semibold text-slate-900">{category.name}</h2>
                    <p className="text-xs text-slate-500">
                      {category.productCount} produk · <span className="font-mono">{category.slug}</span>
                    </p>
                  </div>
                </div>
                <p className="mt-3 line-clamp-3 flex-1 text-sm text-slate-600">
                  {category.description || <span className="italic text-slate-500">Tanpa deskripsi</span>}
                </p>
                <div className="mt-4 flex justify-end gap-1 border-t border-slate-100 pt-3">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setEditing(category);
                      setRestoredValues(null);
                      setDialogOpen(true);
                    }}
                    aria-label={`Edit kategori ${category.name}`}
                  >
                    <EditIcon className="h-4 w-4" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="hover:bg-red-50 hover:text-red-700"
                    onClick={() => setToDelete(category)}
                    aria-label={`Hapus kategori ${category.name}`}
                  >
                    <TrashIcon className="h-4 w-4" />
                    Hapus
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <CategoryDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        category={editing}
        restoredValues={restoredValues}
      />

      <CategoryDeleteDialog category={toDelete} categories={categories.data ?? []} onClose={() => setToDelete(null)} />
    </>
  );
}
