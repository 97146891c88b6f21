import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from '#admin/lib/navigation.tsx';
import type { Role } from '#shared/accounts/user.ts';
import { api } from '../../lib/api-client.ts';
import { hasRole } from '../../lib/roles.ts';
import { lastSignOutReason, updateUser, useSession, type SessionUser } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { buttonClass } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';

/** Guarded routes go to /admin/login when no token is stored; we keep where the user was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  useCurrentUser(Boolean(token));
  if (!token) {
    // After a deliberate logout the login page starts clean; otherwise it brings the user back here.
    if (lastSignOutReason() === 'logout') return <Navigate to={paths.login} replace />;
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${paths.login}?next=${next}`} replace />;
  }
  return children;
}

/**
 * Refreshes the signed-in user (and so the role the menus follow) from GET /api/admin/me. A revoked
 * or expired token answers 401 here, which the API client turns into a return to the login page.
 */
function useCurrentUser(enabled: boolean) {
  const me = useQuery({
    queryKey: ['me'],
    queryFn: () => api.get<SessionUser>('/api/admin/me'),
    enabled,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (me.data) updateUser(me.data);
  }, [me.data]);
}

/** Screens a role may not use show a clear refusal instead of failing calls. The server enforces the same. */
export function RequireRole({ minimum, children }: { minimum: Role; children: ReactNode }) {
  const { user } = useSession();
  if (hasRole(user, minimum)) return children;
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-lg font-semibold text-slate-900">Akses ditolak</h1>
      <p className="mt-2 text-sm text-slate-600">
        Halaman ini hanya untuk peran {minimum} ke atas. Peran Anda: {user?.role ?? '-'}.
      </p>
      <Link to={paths.dashboard} className={buttonClass('primary', 'md', 'mt-5')}>
        Kembali ke Dashboard
      </Link>
    </Card>
  );
}
