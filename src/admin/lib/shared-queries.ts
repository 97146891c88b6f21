import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '../../shared/api-types.ts';
import { api } from './api-client.ts';

/** Query keys used by more than one feature (the category list feeds filters, the form and the category page). */
export const queryKeys = {
  categories: ['categories'] as const,
  products: ['products'] as const,
  product: (id: number) => ['products', id] as const,
  settings: ['settings'] as const,
  users: ['users'] as const,
  contacts: ['contacts'] as const,
  visitors: ['visitors'] as const,
  publish: ['publish'] as const,
};

export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: () => api.get<AdminCategory[]>('/api/categories') });
}
