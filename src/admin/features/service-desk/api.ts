import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminServicePage,
  AdminServiceQuery,
  AdminServiceRequest,
  ServiceUpdateInput,
} from '#shared/service/admin.ts';
import { api } from '../../lib/api-client.ts';

/* The service desk's calls: the paged list, one request, its status change and the team's message. */

const KEY = ['service-requests'] as const;

export type ServiceListQuery = Partial<Omit<AdminServiceQuery, 'overdue'>> & { overdue?: boolean };

export function serviceListPath(query: ServiceListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  return `/api/admin/service-requests?${params.toString()}`;
}

export function useServiceRequests(query: ServiceListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query] as const,
    queryFn: () => api.get<AdminServicePage>(serviceListPath(query)),
    placeholderData: keepPreviousData,
  });
}

const detailPath = (reference: string) => `/api/admin/service-requests/${encodeURIComponent(reference)}`;

export function useServiceRequest(reference: string) {
  return useQuery({
    queryKey: [...KEY, 'detail', reference] as const,
    queryFn: () => api.get<AdminServiceRequest>(detailPath(reference)),
  });
}

/** After any change: the detail from the answer, and the lists read again. */
function useSettle(reference: string) {
  const queryClient = useQueryClient();
  return (request?: AdminServiceRequest) => {
    if (request) queryClient.setQueryData([...KEY, 'detail', reference], request);
    void queryClient.invalidateQueries({ queryKey: KEY });
  };
}

/** The status change by compare-and-swap; a 409 (someone moved it) reloads the request too. */
export function useUpdateServiceRequest(reference: string) {
  const settle = useSettle(reference);
  return useMutation({
    mutationFn: (input: ServiceUpdateInput) => api.put<AdminServiceRequest>(detailPath(reference), input),
    onSuccess: (request) => settle(request),
    onError: () => settle(),
  });
}

export function useSendServiceMessage(reference: string) {
  const settle = useSettle(reference);
  return useMutation({
    mutationFn: (message: string) =>
      api.post<{ message: string; mailed: boolean; data: AdminServiceRequest }>(`${detailPath(reference)}/messages`, {
        message,
      }),
    onSuccess: (answer) => settle(answer.data),
  });
}
