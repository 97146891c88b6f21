import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '../../../shared/api-types.ts';
import type { ProductFields } from '../../../shared/schemas.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

export function useProducts() {
  return useQuery({ queryKey: queryKeys.products, queryFn: () => api.get<AdminProduct[]>('/api/admin/products') });
}

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
  /** The version loaded into the editor: the server answers 409 when someone saved since. */
  version?: number;
}

/** The multipart form of spec §7 (plus `version`). */
export function productFormData({ id, values, image, version }: SaveProductInput): FormData {
  const form = new FormData();
  const text: Record<string, string> = {
    name: values.name,
    slug: values.slug,
    sku: values.sku,
    category_id: String(values.category_id),
    price: String(values.price),
    stock: String(values.stock),
    short_description: values.short_description,
    long_description: values.long_description,
    meta_title: values.meta_title,
    meta_description: values.meta_description,
    meta_keywords: values.meta_keywords,
    status: values.status,
    is_active: values.is_active ? '1' : '0',
    whatsapp_number: values.whatsapp_number,
    whatsapp_template: values.whatsapp_template,
    tags: JSON.stringify(values.tags),
    specifications: JSON.stringify(values.specifications),
  };
  for (const [key, value] of Object.entries(text)) form.set(key, value);
  if (image) form.set('main_image', image);
  if (version !== undefined) form.set('version', String(version));
  if (id !== undefined) form.set('_method', 'PUT');
  return form;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProductInput) =>
      api.postForm<{ message: string; data: AdminProduct }>(
        input.id === undefined ? '/api/admin/products' : `/api/admin/products/${input.id}`,
        productFormData(input),
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.product(result.data.id), result.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/products/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminProduct[]>(queryKeys.products, (list) =>
        list?.filter((product) => product.id !== id),
      );
      queryClient.removeQueries({ queryKey: queryKeys.product(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.visitors });
    },
  });
}
