import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/**
 * The signed-in admin's 2FA: GET/POST/DELETE /api/admin/me/2fa, POST /api/admin/me/2fa/confirm,
 * POST /api/admin/me/2fa/recovery-codes (decision 019).
 */

export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  /** Unused recovery codes, while 2FA is on. */
  recovery_codes_left?: number;
}

export interface Enrolment {
  secret: string;
  otpauth_url: string;
}

export interface Confirmation {
  message: string;
  recovery_codes: string[];
  /** A token that counts as signed in with a second factor. */
  access_token: string;
}

const statusKey = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({ queryKey: statusKey, queryFn: () => api.get<TwoFactorStatus>('/api/admin/me/2fa') });
}

export function useStartEnrolment() {
  return useMutation({ mutationFn: () => api.post<Enrolment>('/api/admin/me/2fa') });
}

export function useConfirmEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<Confirmation>('/api/admin/me/2fa/confirm', { code }),
    onSuccess: (result) =>
      queryClient.setQueryData<TwoFactorStatus>(
        statusKey,
        (s) => s && { ...s, enabled: true, recovery_codes_left: result.recovery_codes.length },
      ),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.delete<{ message: string }>('/api/admin/me/2fa', { code }),
    onSuccess: () => queryClient.setQueryData<TwoFactorStatus>(statusKey, (s) => s && { ...s, enabled: false }),
  });
}

/** POST /api/admin/me/2fa/recovery-codes: ten new recovery codes; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ message: string; recovery_codes: string[] }>('/api/admin/me/2fa/recovery-codes', { code }),
    onSuccess: (result) =>
      queryClient.setQueryData<TwoFactorStatus>(
        statusKey,
        (s) => s && { ...s, recovery_codes_left: result.recovery_codes.length },
      ),
  });
}
