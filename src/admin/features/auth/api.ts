import type { LoginResponse } from '../../../shared/api-types.ts';
import type { LoginInput } from '../../../shared/schemas.ts';
import { api } from '../../lib/api-client.ts';

/** POST /api/login. No token and no 401 redirect: a wrong password is this screen's own business. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/login', input, { auth: false });
}
