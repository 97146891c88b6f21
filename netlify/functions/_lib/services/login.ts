import type { LoginResponse } from '../../../../src/shared/api-types.ts';
import type { LoginInput } from '../../../../src/shared/schemas.ts';
import { signToken } from '../auth.ts';
import type { Deps } from '../deps.ts';
import { env } from '../env.ts';
import { HttpError } from '../errors.ts';
import { unknownUserHash, verifyPassword } from '../password.ts';
import { consumeRateLimit, hashKey } from '../rate-limit.ts';
import { ensureBootstrapAdmin, findUserByEmail, recordLogin } from './users.ts';

export const LOGIN_FAILED_MESSAGE = 'Email atau password salah';

interface Failures {
  count: number;
  lockedUntil: number | null;
}

const lockedMessage = (minutes: number) =>
  `Terlalu banyak percobaan login gagal. Akun dikunci sementara, coba lagi dalam ${minutes} menit.`;

/**
 * Sign-in. Failures are counted per email (existing or not, so the lock reveals nothing) and per
 * address; an unknown email costs the same scrypt time as a wrong password.
 */
export async function login(deps: Deps, input: LoginInput, ip: string): Promise<LoginResponse> {
  const { RAWLAB_LOGIN_IP_LIMIT, RAWLAB_LOGIN_MAX_FAILURES, RAWLAB_LOGIN_LOCK_MINUTES } = env();
  await consumeRateLimit(
    deps,
    'login-ip',
    ip,
    RAWLAB_LOGIN_IP_LIMIT,
    15 * 60_000,
    (minutes) => `Terlalu banyak percobaan login dari alamat ini. Coba lagi dalam ${minutes} menit.`,
  );

  const failuresKey = `auth/failures/${hashKey(input.email.trim().toLowerCase())}`;
  const time = deps.now().getTime();
  const failures = await deps.db.get<Failures>(failuresKey);
  if (failures?.lockedUntil && failures.lockedUntil > time) {
    throw locked(failures.lockedUntil - time);
  }

  await ensureBootstrapAdmin(deps);
  const user = await findUserByEmail(deps, input.email);
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await unknownUserHash()));

  if (!user || !passwordMatches) {
    const after = await deps.db.update<Failures>(failuresKey, (current) => {
      const expired = current?.lockedUntil != null && current.lockedUntil <= time;
      const count = (expired || !current ? 0 : current.count) + 1;
      return count >= RAWLAB_LOGIN_MAX_FAILURES
        ? { count: 0, lockedUntil: time + RAWLAB_LOGIN_LOCK_MINUTES * 60_000 }
        : { count, lockedUntil: null };
    });
    if (after.lockedUntil) throw locked(after.lockedUntil - time);
    throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  }
  if (user.status !== 'active') {
    throw new HttpError(403, 'Akun Anda dinonaktifkan. Hubungi Super Admin.');
  }

  if (failures) await deps.db.delete(failuresKey);
  await recordLogin(deps, user.id);
  const { token, expiresIn } = await signToken(user, deps.now());
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: expiresIn,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
  };
}

function locked(remainingMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return new HttpError(429, lockedMessage(minutes), {
    headers: { 'Retry-After': String(Math.ceil(remainingMs / 1000)) },
  });
}
