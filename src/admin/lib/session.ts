import { useSyncExternalStore } from 'react';
import type { Role } from '#shared/accounts/user.ts';
import { ADMIN_TOKEN_KEY } from '#shared/accounts/session-keys.ts';

/**
 * The signed-in admin, kept in localStorage so a refresh stays signed in ("token saved
 * locally"). Components read it through `useSession`, which re-renders on sign-in and sign-out.
 */

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

const TOKEN_KEY = ADMIN_TOKEN_KEY;
const USER_KEY = 'rawlab.admin.user';

const EXPIRED_FLAG_KEY = 'rawlab.admin.session-expired';
/** The last email signed in with on this browser: the sign-in form starts with it (never the password). */
const LAST_EMAIL_KEY = 'rawlab.admin.last-email';

export function lastEmail(): string {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Why the last session ended: a logout goes to a plain login page, an expiry remembers the page. */
export type SignOutReason = 'logout' | 'expired';
let lastReason: SignOutReason | null = null;

const listeners = new Set<() => void>();
let cachedUserJson: string | null = null;
let cachedUser: SessionUser | null = null;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the session lasts for this page only.
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function getUser(): SessionUser | null {
  const json = read(USER_KEY);
  if (json === cachedUserJson) return cachedUser;
  cachedUserJson = json;
  try {
    cachedUser = json ? (JSON.parse(json) as SessionUser) : null;
  } catch {
    cachedUser = null;
  }
  return cachedUser;
}

export function saveSession(token: string, user: SessionUser): void {
  lastReason = null;
  write(TOKEN_KEY, token);
  write(USER_KEY, JSON.stringify(user));
  write(LAST_EMAIL_KEY, user.email);
  notify();
}

export function updateUser(user: SessionUser): void {
  const current = getUser();
  if (current && JSON.stringify(current) === JSON.stringify(user)) return;
  write(USER_KEY, JSON.stringify({ id: user.id, name: user.name, email: user.email, role: user.role }));
  notify();
}

export function clearSession(reason: SignOutReason = 'logout'): void {
  lastReason = reason;
  if (reason === 'expired') {
    try {
      sessionStorage.setItem(EXPIRED_FLAG_KEY, '1');
    } catch {
      // no storage: the login page just shows no notice
    }
  }
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
  notify();
}

/**
 * Signs out here and on the server: the token is revoked there (POST /api/logout), so a copy of it
 * left in another tab or a stolen backup stops working too. The local session ends at once; the
 * request is sent with `keepalive` so it completes even while the page moves to the login screen.
 */
export function signOut(): void {
  const token = getToken();
  clearSession('logout');
  if (!token) return;
  void fetch('/api/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    keepalive: true,
    cache: 'no-store',
  }).catch(() => {
    // Offline: the token still expires on its own; the local session is gone either way.
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing out clears this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): { token: string | null; user: SessionUser | null } {
  const token = useSyncExternalStore(subscribe, getToken);
  const user = useSyncExternalStore(subscribe, getUser);
  return { token, user };
}

export function lastSignOutReason(): SignOutReason | null {
  return lastReason;
}

/**
 * Whether the session ended on a 401, so the login page can say why: in this page (the panel's own
 * navigation) or before a reload (the flag in sessionStorage). Only read: asking must not use it up,
 * since the login page may render more than once before it stays (a render thrown away, the two
 * redirects a 401 starts); the page forgets the flag once its notice is on screen.
 */
export function sessionExpiredNotice(): boolean {
  if (lastReason !== null) return lastReason === 'expired';
  try {
    return sessionStorage.getItem(EXPIRED_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

/** The notice has been shown: a reload of the login page no longer says the session ended. */
export function forgetSessionExpiredNotice(): void {
  try {
    sessionStorage.removeItem(EXPIRED_FLAG_KEY);
  } catch {
    // no storage: nothing was flagged
  }
}
