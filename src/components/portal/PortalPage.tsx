import type { Lang } from '#shared/i18n/lang.ts';
import { AccountLists } from './AccountLists.tsx';
import { PORTAL_TEXT } from './portal-text.ts';
import { SignInForm } from './SignInForm.tsx';
import { usePortalAccount } from './use-portal-account.ts';

/**
 * The customer portal (`/akun/`, `/en/account/`): asks the server whether this browser is signed in,
 * then shows the account's lists or the form that mails a sign-in link.
 */
export default function PortalPage({ lang }: { lang: Lang }) {
  const t = PORTAL_TEXT[lang];
  const { state, signOut, retry } = usePortalAccount(lang);

  if (state.kind === 'loading') {
    return (
      <p className="card mx-auto max-w-xl p-6 text-center text-slate-600" role="status" data-portal-loading>
        {t.loading}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="card mx-auto max-w-xl p-6 text-center" role="alert">
        <p className="text-slate-700">{state.message}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => void retry()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (state.kind === 'signed-out') return <SignInForm lang={lang} notice={state.notice} />;

  const { account, busy, error } = state;
  return (
    <div className="grid gap-6" data-portal-account>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          {t.signedInAs} <span className="font-semibold break-all text-slate-900">{account.email}</span>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void signOut(false)}>
            {t.signOut}
          </button>
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void signOut(true)}>
            {t.signOutEverywhere}
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <AccountLists account={account} lang={lang} />
    </div>
  );
}
