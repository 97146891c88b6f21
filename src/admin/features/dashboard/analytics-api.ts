import { useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '#shared/analytics/events.ts';
import { api } from '../../lib/api-client.ts';

/** GET /api/admin/analytics (Staff+): the last 30 days of views, WhatsApp clicks and quote requests. */
export function useAnalyticsReport() {
  return useQuery({
    queryKey: ['analytics'] as const,
    queryFn: () => api.get<AnalyticsReport>('/api/admin/analytics'),
    staleTime: 60_000,
  });
}
