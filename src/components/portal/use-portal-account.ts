import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '#shared/i18n/lang.ts';
import type { PortalAccount } from '#shared/portal/account.ts';
import { PORTAL_TEXT } from './portal-text.ts';

/*
 * The account page's state: whether this browser has a session (the cookie is HttpOnly, so only
 * `GET /api/portal/me` can tell), the account's records, and signing out.
 */

export type AccountState =
  | { kind: 'loading' }
  | { kind: 'signed-out'; notice?: string }
  | { kind: 'signed-in'; account: PortalAccount; busy: boolean; error?: string }
  | { kind: 'error'; message: string };

export function usePortalAccount(lang: Lang) {
  const t = PORTAL_TEXT[lang];
  const [state, setState] = useState<AccountState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const response = await fetch('/api/portal/me', { cache: 'no-store', headers: { accept: 'application/json' } });
      if (response.status === 401) return setState({ kind: 'signed-out' });
      if (!response.ok) return setState({ kind: 'error', message: t.offline });
      setState({ kind: 'signed-in', account: (await response.json()) as PortalAccount, busy: false });
    } catch {
      setState({ kind: 'error', message: t.offline });
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  /** 'Keluar' (this browser) or 'Keluar dari semua perangkat' (every session of the email). */
  const signOut = async (everywhere: boolean) => {
    setState((current) => (current.kind === 'signed-in' ? { ...current, busy: true, error: undefined } : current));
    try {
      const response = await fetch('/api/portal/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ everywhere }),
      });
      // A session that had already ended elsewhere is signed out all the same.
      if (!response.ok && response.status !== 401) throw new Error(String(response.status));
      setState({ kind: 'signed-out', notice: everywhere ? t.signedOutEverywhere : t.signedOut });
    } catch {
      setState((current) => (current.kind === 'signed-in' ? { ...current, busy: false, error: t.offline } : current));
    }
  };

  return { state, signOut, retry: load };
}
