import type { LoginResponse } from '#shared/accounts/sign-in.ts';
import type { LoginInput } from '#shared/accounts/sign-in.ts';
import { api } from '../../lib/api-client.ts';

/**
 * POST /api/login. No token and no 401 redirect: a wrong password is this screen's own business.
 * `captcha` is the solved proof of work a throttled account asks for (decision 008); `otp` the second
 * factor of an account with 2FA on (decision 019).
 */
export function login(input: LoginInput & { captcha?: string; otp?: string }): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/login', input, { auth: false });
}
