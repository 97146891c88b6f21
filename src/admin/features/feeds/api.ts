import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FeedReport } from '#shared/product/feed-report.ts';
import { api } from '../../lib/api-client.ts';

/** GET /api/admin/feed (Manager+): the feed addresses, the counts and a page of products with a problem. */
export function useFeedReport(params: URLSearchParams) {
  const query = params.toString();
  return useQuery({
    queryKey: ['feed-report', query] as const,
    queryFn: () => api.get<FeedReport>(`/api/admin/feed?${query}`),
    placeholderData: keepPreviousData,
  });
}
