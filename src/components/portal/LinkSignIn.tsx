import { useEffect, useState } from 'react';
import type { Lang } from '#shared/i18n/lang.ts';
import { accountPath } from '#shared/portal/paths.ts';
import { PORTAL_TEXT } from './portal-text.ts';

/**
 * The page a mailed sign-in link opens (`/akun/masuk/?token=…`). Opening it signs nobody in: mail
 * scanners and link previews open links before the customer does, and would use up a single-use
 * link. The customer's press on 'Masuk' trades the token for the session cookie, then the account opens.
 */
export default function LinkSignIn({ lang }: { lang: Lang }) {
  const t = PORTAL_TEXT[lang];
  // Read after hydration: the page is static, and the token is only in the browser's address.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token'));
  }, []);

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/portal/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, lang }),
      });
      if (response.ok) {
        // The used token leaves the address bar and the history before the account opens.
        window.history.replaceState(null, '', window.location.pathname);
        window.location.assign(accountPath(lang));
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setError(body.message ?? t.offline);
    } catch {
      setError(t.offline);
    }
    setBusy(false);
  };

  return (
    <section
      className="card mx-auto max-w-xl p-6 text-center sm:p-10"
      aria-labelledby="portal-link-title"
      data-portal-link
    >
      <h2 id="portal-link-title" className="text-xl font-semibold text-slate-900">
        {t.linkTitle}
      </h2>
      {token === null ? (
        <p className="mt-3 text-slate-700" role="alert">
          {t.linkMissing}
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-600">{t.linkLead}</p>
          <button
            type="button"
            className="btn-primary mt-6 w-full sm:w-auto"
            disabled={!token || busy}
            onClick={() => void signIn()}
          >
            {busy ? t.linkSigningIn : t.linkButton}
          </button>
        </>
      )}
      {error && (
        <p className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800" role="alert">
          {error}
        </p>
      )}
      {(token === null || error) && (
        <a
          href={accountPath(lang)}
          className="mt-6 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          {t.newLink}
        </a>
      )}
    </section>
  );
}
