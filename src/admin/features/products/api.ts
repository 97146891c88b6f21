import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProductListItem } from '#shared/product/views.ts';
import type { AdminProductsPage } from '#shared/product/pages.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';
import { productsPageQuery } from './list-query.ts';

export { productListApiParams } from './list-query.ts';
// The editor's reads and save are in form-api.ts: the list screens do not load them.

export type ProductsPage = AdminProductsPage;

/**
 * One page of the product list, searched, filtered and sorted on the server: the panel never
 * downloads the whole catalogue. The previous page stays on screen while the next one loads.
 */
export function useProductsPage(params: URLSearchParams) {
  return useQuery({ ...productsPageQuery(params), placeholderData: keepPreviousData });
}

/** The catalogue's breakdown (all · shown · draft · inactive), from the list's first page of one. */
export function useProductCounts() {
  return useQuery({
    queryKey: [...queryKeys.products, 'page', 'counts'],
    queryFn: async () => (await api.get<AdminProductsPage>('/api/admin/products?page=1&per_page=1')).counts,
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/products/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminProductListItem[]>(queryKeys.products, (list) =>
        list?.filter((product) => product.id !== id),
      );
      queryClient.removeQueries({ queryKey: queryKeys.product(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
    },
  });
}
