import { useId, useState, type FormEvent } from 'react';
import type { Lang } from '#shared/i18n/lang.ts';
import { PORTAL_TEXT } from './portal-text.ts';

/**
 * The email field and 'Kirim tautan masuk'. The answer is the same whatever the email (the server does
 * not say whether it knows it); the field keeps what was typed, so a typo is corrected, not retyped.
 */
export function SignInForm({ lang, notice }: { lang: Lang; notice?: string }) {
  const t = PORTAL_TEXT[lang];
  const ids = { email: useId(), error: useId(), lead: useId() };
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; field: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    setSent(null);
    try {
      const response = await fetch('/api/portal/link', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, lang }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
      if (response.ok) setSent(body.message ?? '');
      else
        setError({ message: body.errors?.email?.[0] ?? body.message ?? t.offline, field: Boolean(body.errors?.email) });
    } catch {
      setError({ message: t.offline, field: false });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card mx-auto max-w-xl p-6 sm:p-10" aria-labelledby="portal-sign-in-title" data-portal-sign-in>
      <h2 id="portal-sign-in-title" className="text-xl font-semibold text-slate-900">
        {t.signInTitle}
      </h2>
      <p id={ids.lead} className="mt-2 text-slate-600">
        {t.signInLead}
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">
          {notice}
        </p>
      )}
      <form className="mt-6" noValidate onSubmit={submit}>
        <label htmlFor={ids.email} className="field-label">
          {t.email}
        </label>
        <input
          id={ids.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error?.field || undefined}
          aria-describedby={error ? ids.error : ids.lead}
          className="field-input"
        />
        {error && (
          <p id={ids.error} role="alert" className="mt-2 text-sm text-red-700">
            {error.message}
          </p>
        )}
        <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
      </form>
      {sent !== null && (
        <p
          role="status"
          className="mt-6 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          data-portal-link-sent
        >
          {sent}
        </p>
      )}
    </section>
  );
}
