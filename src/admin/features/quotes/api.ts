import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminQuote, AdminQuotesPage, QuoteSummary } from '#shared/quote/admin.ts';
import type { QuoteStatus } from '#shared/quote/limits.ts';
import type { AdminQuoteQuery } from '#shared/quote/request-schema.ts';
import type { AdminProductsPage } from '#shared/product/pages.ts';
import type { QuotationDraft, QuotationDraftInput, QuotationSent } from '#shared/quote/quotation/schema.ts';
import { api } from '../../lib/api-client.ts';

const quoteKeys = {
  all: ['quotes'] as const,
  list: (query: Partial<AdminQuoteQuery>) => ['quotes', 'list', query] as const,
  one: (reference: string) => ['quotes', 'one', reference] as const,
};

export function quotesPath(query: Partial<AdminQuoteQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== 'all') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api/admin/quotes${search ? `?${search}` : ''}`;
}

export function useQuotes(query: Partial<AdminQuoteQuery>) {
  return useQuery({
    queryKey: quoteKeys.list(query),
    queryFn: () => api.get<AdminQuotesPage>(quotesPath(query)),
    placeholderData: keepPreviousData,
  });
}

/** Every request matching a search and filter, page by page (for the CSV export). */
export async function fetchAllQuotes(query: Pick<AdminQuoteQuery, 'q' | 'status'>): Promise<QuoteSummary[]> {
  const rows: QuoteSummary[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.get<AdminQuotesPage>(quotesPath({ ...query, page, per_page: 100 }));
    rows.push(...answer.data);
    if (rows.length >= answer.total || answer.data.length === 0) return rows;
  }
}

export function useQuote(reference: string) {
  return useQuery({
    queryKey: quoteKeys.one(reference),
    queryFn: () => api.get<AdminQuote>(`/api/admin/quotes/${encodeURIComponent(reference)}`),
  });
}

export function useChangeQuoteStatus(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: QuoteStatus; from: QuoteStatus }) =>
      api.put<QuoteSummary>(`/api/admin/quotes/${encodeURIComponent(reference)}`, change),
    // Success or a 409 (someone else changed it): either way, show what the server now holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

const quotationPath = (reference: string) => `/api/admin/quotes/${encodeURIComponent(reference)}/quotation`;

/** The saved draft, or the one the server starts from (the request's lines at today's prices). */
export function useQuotationDraft(reference: string) {
  return useQuery({
    queryKey: [...quoteKeys.one(reference), 'draft'],
    queryFn: () => api.get<{ draft: QuotationDraft; saved: boolean; missing?: string[] }>(quotationPath(reference)),
    // The editor keeps what the admin typed: a refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useSaveQuotation(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: QuotationDraftInput) => api.post<QuotationDraft>(quotationPath(reference), draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.one(reference), exact: true }),
  });
}

export function useSendQuotation(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<QuotationSent>(`${quotationPath(reference)}/send`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

/** Catalogue products matching a search, for adding a line. */
export function useProductSearch(q: string) {
  return useQuery({
    queryKey: ['products', 'quotation-search', q],
    queryFn: () => api.get<AdminProductsPage>(`/api/admin/products?per_page=8&q=${encodeURIComponent(q)}`),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
