import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArchivePage, RestoreResult } from '#shared/product/pages.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

/** Archive queries live under the products key: a delete or restore refreshes both lists. */
const archiveKey = [...queryKeys.products, 'archive'] as const;

/** One page of the archive (products deleted in the last 30 days), paged and searched on the server. */
export function useArchivePage(params: URLSearchParams) {
  const search = params.toString();
  return useQuery({
    queryKey: [...archiveKey, search],
    queryFn: () => api.get<ArchivePage>(`/api/admin/archive?${search}`),
    placeholderData: keepPreviousData,
  });
}

function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.products });
    void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
  };
}

/** Restores a product; `asDraft` answers a taken slug or SKU with a draft under a new one. */
export function useRestoreProduct() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, asDraft }: { id: number; asDraft?: boolean }) =>
      api.post<RestoreResult>(`/api/admin/archive/${id}/restore`, asDraft ? { as_draft: true } : undefined),
    onSuccess: refresh,
  });
}

/** Deletes an archived product for good (Super Admin). */
export function usePurgeProduct() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/archive/${id}`),
    onSuccess: refresh,
  });
}
