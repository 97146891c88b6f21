import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '#shared/product/views.ts';
import type { ProductFields } from '#shared/product/fields.ts';
import type { ProductMediaInput } from '#shared/product/media.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

/* The product editor's requests: one product, and its save. */

export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.product(id ?? 0),
    queryFn: () => api.get<AdminProduct>(`/api/admin/products/${id}`),
    enabled: id !== undefined,
    // The editor keeps the version it loaded; a background refetch must not swap it under the user.
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

export interface SaveProductInput {
  id?: number;
  values: ProductFields;
  image: File | null;
  /** The gallery and the PDFs: what to keep of the stored ones, and new files. */
  media?: ProductMediaInput;
  /** The version loaded into the editor: the server answers 409 when someone saved since. */
  version?: number;
}

/**
 * The product form, encoded by the codec the function decodes with. Imported when a save runs, not at
 * the top: the codec brings the shared zod schemas (24 KB gzip), which the editor does not need to show.
 */
export async function productFormData({ id, values, image, media, version }: SaveProductInput): Promise<FormData> {
  const { encodeProductForm } = await import('#shared/product/form.ts');
  return encodeProductForm({ values, image, media, version, update: id !== undefined });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveProductInput) =>
      api.postForm<{ message: string; data: AdminProduct }>(
        input.id === undefined ? '/api/admin/products' : `/api/admin/products/${input.id}`,
        await productFormData(input),
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.product(result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
    },
  });
}
