import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '../../../shared/api-types.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

export function useContacts() {
  return useQuery({ queryKey: queryKeys.contacts, queryFn: () => api.get<ContactMessage[]>('/api/admin/contacts') });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/admin/contacts/${encodeURIComponent(id)}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ContactMessage[]>(queryKeys.contacts, (list) =>
        list?.filter((contact) => contact.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.contacts });
    },
  });
}
