import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContactsPage, ContactMessage, ContactRow } from '#shared/inbox/contact.ts';
import type { ContactStatus } from '#shared/inbox/contact-limits.ts';
import type { AdminContactQuery } from '#shared/inbox/contact.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

type ContactQuery = Partial<Omit<AdminContactQuery, 'archived'>> & { archived?: boolean };

export function contactsPath(query: ContactQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === 'all' || value === false) continue;
    params.set(key, value === true ? '1' : String(value));
  }
  // Always a query: the bare call is the original unpaged answer.
  if (!params.has('page')) params.set('page', '1');
  return `/api/admin/contacts?${params.toString()}`;
}

/** One page of the inbox (or of its archive), searched and filtered on the server. */
export function useContacts(query: ContactQuery) {
  return useQuery({
    queryKey: [...queryKeys.contacts, 'list', query] as const,
    queryFn: () => api.get<AdminContactsPage>(contactsPath(query)),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every live message with its text, for the CSV export: the unpaged call, filtered here as the page
 * is on the server (an export is the one place the whole inbox is wanted).
 */
export async function fetchContactsForExport(query: { q: string; status: string }): Promise<ContactMessage[]> {
  const all = await api.get<ContactMessage[]>('/api/admin/contacts');
  const needle = query.q.toLowerCase();
  return all.filter(
    (contact) =>
      (query.status === 'all' || contact.status === query.status) &&
      (!needle ||
        [contact.full_name, contact.email, contact.company, contact.phone].some((value) =>
          value.toLowerCase().includes(needle),
        )),
  );
}

export function useContact(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.contact(id),
    queryFn: () => api.get<ContactMessage & Partial<ContactRow>>(`/api/admin/contacts/${encodeURIComponent(id)}`),
    // Opened from the list: show what a page already has (all but the text) while the full copy loads.
    placeholderData: () => {
      for (const [, page] of queryClient.getQueriesData<AdminContactsPage>({ queryKey: queryKeys.contacts })) {
        const row = page?.data?.find?.((contact) => contact.id === id);
        if (row) return { ...row, message: '' };
      }
      return undefined;
    },
  });
}

/** PATCH /api/admin/contacts/{id} with the status the admin saw: a 409 when someone changed it meanwhile. */
export function useSetContactStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: ContactStatus; from: ContactStatus }) =>
      api.patch<{ message: string; data: ContactMessage }>(`/api/admin/contacts/${encodeURIComponent(id)}`, change),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.contact(id), data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.contacts });
    },
    // A 409: someone else changed it; show what is stored now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.contact(id) }),
  });
}

function useContactChange<T>(request: (id: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.contacts }),
  });
}

/** Moves a message to the archive. */
export const useDeleteContact = () =>
  useContactChange((id) => api.delete<{ message: string }>(`/api/admin/contacts/${encodeURIComponent(id)}`));

export const useRestoreContact = () =>
  useContactChange((id) => api.post<{ message: string }>(`/api/admin/contacts/${encodeURIComponent(id)}/restore`));

/** Deletes an archived message for good (Super Admin). */
export const usePurgeContact = () =>
  useContactChange((id) =>
    api.delete<{ message: string }>(`/api/admin/contacts/${encodeURIComponent(id)}?permanent=1`),
  );
