import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishPolicySettings } from '#shared/publishing/policy.ts';
import type { PublishPolicyInput } from '#shared/publishing/policy-schema.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

export type PublishPolicyAnswer = PublishPolicySettings & { cost: string };

const policyKey = ['publish', 'policy'] as const;

/** GET /api/admin/publish/policy (Manager+). */
export function usePublishPolicy() {
  return useQuery({
    queryKey: policyKey,
    queryFn: () => api.get<PublishPolicyAnswer>('/api/admin/publish/policy'),
  });
}

/** PUT /api/admin/publish/policy; the dashboard's publish state follows (its hold and budget change). */
export function useSavePublishPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishPolicyInput) =>
      api.put<PublishPolicyAnswer & { message: string }>('/api/admin/publish/policy', input),
    onSuccess: ({ message: _message, ...policy }) => {
      queryClient.setQueryData(policyKey, policy);
      void queryClient.invalidateQueries({ queryKey: queryKeys.publish, exact: true });
    },
  });
}
