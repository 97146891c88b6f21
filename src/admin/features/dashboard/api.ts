import { useQuery } from '@tanstack/react-query';
import type { VisitorStats } from '../../../shared/api-types.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

/** GET /api/visitors: spec §7 calls it without a token; it reveals only totals. */
export function useVisitorStats() {
  return useQuery({
    queryKey: queryKeys.visitors,
    queryFn: () => api.get<VisitorStats>('/api/visitors', { auth: false }),
  });
}
