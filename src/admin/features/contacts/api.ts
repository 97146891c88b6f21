import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactMessage } from '#shared/api-types.ts';
import type { ContactStatus } from '#shared/contact.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

export function useContacts() {
  return useQuery({ queryKey: queryKeys.contacts, queryFn: () => api.get<ContactMessage[]>('/api/admin/contacts') });
}

export function useContact(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.contact(id),
    queryFn: () => api.get<ContactMessage>(`/api/admin/contacts/${encodeURIComponent(id)}`),
    // Opened from the list: show what the list already has while the fresh copy loads.
    placeholderData: () =>
      queryClient.getQueryData<ContactMessage[]>(queryKeys.contacts)?.find((contact) => contact.id === id),
  });
}

/** PATCH /api/admin/contacts/{id}: a compare-and-swap on the server; the answer is the stored message. */
export function useSetContactStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ContactStatus) =>
      api.patch<{ message: string; data: ContactMessage }>(`/api/admin/contacts/${encodeURIComponent(id)}`, {
        status,
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.contact(id), data);
      queryClient.setQueryData<ContactMessage[]>(queryKeys.contacts, (list) =>
        list?.map((contact) => (contact.id === id ? data : contact)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.contactSummary });
    },
  });
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
