import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#shared/accounts/user.ts';
import type { Settings } from '#shared/settings/schema.ts';
import type { SettingsInput } from '#shared/settings/schema.ts';
import type { UserCreateInput, UserUpdateInput } from '#shared/accounts/user.ts';
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/shared-queries.ts';

export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => api.get<Settings>('/api/settings') });
}

/** Always record 1, the notification switches included. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsInput) => api.put<{ message: string; data: Settings }>('/api/settings/1', input),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.settings, result.data),
  });
}

export function useUsers(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.users, queryFn: () => api.get<AdminUser[]>('/api/admin/users'), enabled });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: UserCreateInput | UserUpdateInput }) =>
      id === undefined
        ? api.post<{ message: string; data: AdminUser }>('/api/admin/users', input)
        : api.put<{ message: string; data: AdminUser }>(`/api/admin/users/${id}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.users }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/users/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminUser[]>(queryKeys.users, (list) => list?.filter((user) => user.id !== id));
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
  });
}

/** A Super Admin resets another admin's 2FA (a lost phone): DELETE /api/admin/users/{id}/2fa. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/admin/users/${id}/2fa`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<AdminUser[]>(queryKeys.users, (list) =>
        list?.map((user) => (user.id === id ? { ...user, two_factor: false } : user)),
      );
    },
  });
}

export interface SecuritySettings {
  require_two_factor: boolean;
}

const securityKey = ['security-settings'] as const;

export function useSecuritySettings(enabled: boolean) {
  return useQuery({
    queryKey: securityKey,
    queryFn: () => api.get<SecuritySettings>('/api/admin/security'),
    enabled,
  });
}

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecuritySettings) =>
      api.put<SecuritySettings & { message: string }>('/api/admin/security', input),
    onSuccess: (result) =>
      queryClient.setQueryData<SecuritySettings>(securityKey, { require_two_factor: result.require_two_factor }),
  });
}
