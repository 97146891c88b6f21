import { useQuery } from '@tanstack/react-query';
import type { VitalsResponse } from '#shared/vitals/schema.ts';
import { api } from '../../lib/api-client.ts';

/** GET /api/admin/vitals?days= (Manager+): real visitors' p75 per page type and language. */
export function useVitalsReport(days: number) {
  return useQuery({
    queryKey: ['vitals', days] as const,
    queryFn: () => api.get<VitalsResponse>(`/api/admin/vitals?days=${days}`),
    staleTime: 5 * 60_000,
  });
}
