import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityPage, EntityActivity, ProductRevision } from '#shared/activity/entry.ts';
import type { AdminProduct } from '#shared/product/views.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

/** Activity queries live under their own key; a product's history also under the product's. */
const activityKey = ['activity'] as const;

/** One page of the activity log, filtered and paged on the server. */
export function useActivityPage(params: URLSearchParams) {
  const search = params.toString();
  return useQuery({
    queryKey: [...activityKey, search],
    queryFn: () => api.get<ActivityPage>(`/api/admin/activity?${search}`),
    placeholderData: keepPreviousData,
  });
}

/** A product's own activity, newest first. */
export function useProductActivity(id: number) {
  return useQuery({
    queryKey: [...queryKeys.product(id), 'activity'],
    queryFn: () => api.get<EntityActivity[]>(`/api/admin/activity?entity=product&id=${id}`),
  });
}

/** A product's saved versions, newest first. */
export function useProductRevisions(id: number) {
  return useQuery({
    queryKey: [...queryKeys.product(id), 'revisions'],
    queryFn: () => api.get<ProductRevision[]>(`/api/admin/products/${id}/revisions`),
  });
}

/** Makes a version current again, at the version the editor shows (a product changed since is a 409). */
export function useRestoreRevision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ revision, version }: { revision: number; version: number }) =>
      api.post<{ message: string; data: AdminProduct }>(`/api/admin/products/${id}/revisions/${revision}/restore`, {
        version,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: activityKey });
    },
  });
}
