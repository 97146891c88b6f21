import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '../../../shared/api-types.ts';
import type { CategoryInput } from '../../../shared/schemas.ts';
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

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/categories/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminCategory[]>(queryKeys.categories, (list) =>
        list?.filter((category) => category.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
    },
  });
}
