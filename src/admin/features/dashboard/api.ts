import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishRequested, PublishState } from '#shared/publishing/state.ts';
import type { VisitorStats } from '#shared/analytics/events.ts';
import type { QuotationPipeline } from '#shared/quote/quotation/schema.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

/** GET /api/visitors: the dashboard calls it without a token; it reveals only totals. */
export function useVisitorStats() {
  return useQuery({
    queryKey: queryKeys.visitors,
    queryFn: () => api.get<VisitorStats>('/api/visitors', { auth: false }),
  });
}

/** How often the card asks again while the server is working towards a new publish. */
export const PUBLISH_POLL_MS = 5_000;

const isMoving = (state: PublishState | undefined) => state?.status === 'pending' || state?.status === 'building';

/**
 * GET /api/admin/publish (Staff+). Polls while a publish is waiting or running; otherwise it is
 * read when the dashboard opens and when the window regains focus, since saves elsewhere change it.
 */
export function usePublishState() {
  return useQuery({
    queryKey: queryKeys.publish,
    queryFn: () => api.get<PublishState>('/api/admin/publish'),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (isMoving(query.state.data) ? PUBLISH_POLL_MS : false),
  });
}

/** POST /api/admin/publish (Manager+): asks for a rebuild now. */
export function usePublishNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PublishRequested>('/api/admin/publish'),
    onSuccess: ({ message: _message, ...state }) => {
      // The answer is the new state; show it at once (and so start polling) before asking again.
      queryClient.setQueryData<PublishState>(queryKeys.publish, {
        ...state,
        pendingChanges: Math.max(0, state.changeSeq - state.builtSeq),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.publish });
    },
  });
}

/** GET /api/admin/quotation-pipeline: requests → quotations sent → accepted, this month and last. */
export function useQuotationPipeline() {
  return useQuery({
    queryKey: ['quotes', 'pipeline'],
    queryFn: () => api.get<QuotationPipeline>('/api/admin/quotation-pipeline'),
  });
}
