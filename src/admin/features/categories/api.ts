import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryMoveResult } from '#shared/catalogue/category.ts';
import type { CategoryInput } from '#shared/catalogue/category.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

export { useCategories } from '../../lib/shared-queries.ts';

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CategoryInput }) =>
      id === undefined
        ? api.post<{ message: string; data: AdminCategory }>('/api/categories', input)
        : api.put<{ message: string; data: AdminCategory }>(`/api/categories/${id}`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      // Product rows show the category name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
    },
  });
}

export interface DeleteCategoryInput {
  id: number;
  /** Move the category's products here first. */
  moveTo?: number;
  onProgress?: (moved: number, remaining: number) => void;
}

const MAX_IDLE_ROUNDS = 70;

/** Calls a move round after round (each moves up to 200 products) until the category is deleted. */
async function deleteCategory({ id, moveTo, onProgress }: DeleteCategoryInput): Promise<CategoryMoveResult> {
  if (moveTo === undefined) {
    const result = await api.delete<{ message: string }>(`/api/categories/${id}`);
    return { message: result.message, moved: 0, remaining: 0, deleted: true };
  }
  let moved = 0;
  // Rounds that moved nothing wait for a save still committing into the category (at most a minute).
  let idle = 0;
  while (idle < MAX_IDLE_ROUNDS) {
    const result = await api.delete<CategoryMoveResult>(`/api/categories/${id}?move_to=${moveTo}`);
    moved += result.moved;
    if (result.deleted) return { ...result, moved };
    onProgress?.(moved, result.remaining);
    idle = result.moved > 0 ? 0 : idle + 1;
    if (result.moved === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('Produk masih sedang disimpan ke kategori ini. Coba hapus lagi dalam satu menit.');
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSettled: () => {
      // Products may have moved even when a later round failed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    },
    onSuccess: (_result, { id }) => {
      queryClient.setQueryData<AdminCategory[]>(queryKeys.categories, (list) =>
        list?.filter((category) => category.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
    },
  });
}
