import { useQuery } from '@tanstack/react-query';
import type { AdminCategory, AdminCategoryName } from '#shared/catalogue/category.ts';
import type { ContactSummary } from '#shared/inbox/contact.ts';
import type { QuoteRequestSummary } from '#shared/quote/admin.ts';
import { api } from './api-client.ts';

/** Query keys used by more than one feature (the category list feeds filters, the form and the category page). */
export const queryKeys = {
  categories: ['categories'] as const,
  /** Under `categories`: whatever refreshes the categories refreshes these too. */
  categoryNames: ['categories', 'names'] as const,
  products: ['products'] as const,
  product: (id: number) => ['products', id] as const,
  settings: ['settings'] as const,
  users: ['users'] as const,
  contacts: ['contacts'] as const,
  /** Under `contacts`: invalidating the list refreshes the unread count too. */
  contactSummary: ['contacts', 'summary'] as const,
  contact: (id: string) => ['contacts', 'one', id] as const,
  /** Under the quote feature's `['quotes']`: a status change or a list refresh refreshes the badge too. */
  quoteSummary: ['quotes', 'summary'] as const,
  mailStatus: ['mail-status'] as const,
  visitors: ['visitors'] as const,
  publish: ['publish'] as const,
};

export function useCategories() {
  return useQuery({ queryKey: queryKeys.categories, queryFn: () => api.get<AdminCategory[]>('/api/categories') });
}

/** The category names' call; the admin page sends it early on the product list (early-requests.ts). */
export const CATEGORY_NAMES_PATH = '/api/categories?counts=0';

/**
 * The categories without their product counts, for a filter: the server answers from one read
 * instead of reading the whole catalogue to count (the list screen asks for it with its first page).
 */
export const categoryNamesQuery = {
  queryKey: queryKeys.categoryNames,
  queryFn: () => api.get<AdminCategoryName[]>(CATEGORY_NAMES_PATH),
};

export function useCategoryNames() {
  return useQuery(categoryNamesQuery);
}

/**
 * The unread (status Baru) contact count: the navigation badge and the dashboard read it. Refreshed
 * each minute and when the window regains focus, so new messages show without a reload.
 */
export function useContactSummary() {
  return useQuery({
    queryKey: queryKeys.contactSummary,
    queryFn: () => api.get<ContactSummary>('/api/admin/contacts/summary'),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** The new (status Baru) quote-request count for the navigation badge, refreshed like the contacts'. */
export function useQuoteSummary() {
  return useQuery({
    queryKey: queryKeys.quoteSummary,
    queryFn: () => api.get<QuoteRequestSummary>('/api/admin/quotes/summary'),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}
