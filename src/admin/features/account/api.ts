import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '#shared/accounts/sign-in.ts';
import type { OwnPasswordChangeInput } from '#shared/accounts/user.ts';
import { api } from '../../lib/api-client.ts';
import { saveSession } from '../../lib/session.ts';

/**
 * Changes the signed-in admin's password. The server ends every session of the account; its answer
 * carries a fresh token, kept here so this session goes on.
 */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (input: OwnPasswordChangeInput) =>
      api.put<LoginResponse & { message: string }>('/api/admin/me/password', input),
    onSuccess: (answer) => saveSession(answer.access_token, answer.user),
  });
}
