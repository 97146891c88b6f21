import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ApiError, apiRequest } from '#lib/browser/api-client.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { productPath } from '#shared/i18n/paths.ts';
import type { WarrantyAnswer } from '#shared/service/instrument.ts';
import { formatDay, serviceRequestUrl, WARRANTY_TEXT } from './warranty-text.ts';

interface Props {
  lang: Lang;
}

type State =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'found'; serial: string; answer: WarrantyAnswer }
  | { kind: 'error'; message: string };

/**
 * The warranty check: a serial number in, the product, its warranty and its next calibration out.
 * The field is not controlled, so what a visitor types before the island runs, and after an error,
 * stays as typed. `?serial=` (a shared link, or the form sent before the island ran) checks at once.
 */
export default function WarrantyCheck({ lang }: Props) {
  const t = WARRANTY_TEXT[lang];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function check(typed: string) {
    const serial = typed.trim();
    if (!serial) {
      setState({ kind: 'error', message: t.empty });
      input.current?.focus();
      return;
    }
    setState({ kind: 'checking' });
    try {
      const answer = await apiRequest<WarrantyAnswer>(`/api/warranty/${encodeURIComponent(serial)}`);
      setState({ kind: 'found', serial, answer });
      const url = new URL(window.location.href);
      url.searchParams.set('serial', serial);
      window.history.replaceState(null, '', url);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      const message =
        status === 404
          ? t.notFound
          : status === 429
            ? // The server says how long to wait, in Indonesian.
              lang === 'id' && error instanceof ApiError && error.message
              ? error.message
              : t.limited
            : status === 0
              ? t.offline
              : t.failed;
      setState({ kind: 'error', message });
    }
  }

  // Only the address the page opened with: the check itself is not a reason to run this again.
  const checkAddress = useEffectEvent(() => {
    const serial = new URLSearchParams(window.location.search).get('serial');
    if (serial && input.current) {
      input.current.value = serial;
      void check(serial);
    }
  });
  useEffect(() => checkAddress(), []);

  const error = state.kind === 'error' ? state.message : null;
  return (
    <div className="grid gap-8 lg:grid-cols-12">
      <form
        className="card h-fit p-5 sm:p-6 lg:col-span-5"
        method="get"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void check(input.current?.value ?? '');
        }}
      >
        <label className="field-label" htmlFor={`${id}-serial`}>
          {t.label}
        </label>
        <input
          ref={input}
          id={`${id}-serial`}
          name="serial"
          className="field-input font-mono uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {t.hint}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={state.kind === 'checking'}>
          {state.kind === 'checking' ? t.checking : t.submit}
        </button>
      </form>
      <div className="lg:col-span-7" aria-live="polite">
        {state.kind === 'found' && <WarrantyResult lang={lang} serial={state.serial} answer={state.answer} />}
      </div>
    </div>
  );
}

function WarrantyResult({ lang, serial, answer }: { lang: Lang; serial: string; answer: WarrantyAnswer }) {
  const t = WARRANTY_TEXT[lang];
  const warranty =
    answer.warranty_until === null
      ? t.noWarranty
      : answer.warranty_active
        ? t.active(formatDay(answer.warranty_until, lang))
        : t.ended(formatDay(answer.warranty_until, lang));
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="warranty-result-title" data-warranty-result>
      <h2 id="warranty-result-title" className="text-lg font-semibold text-slate-900">
        {t.resultTitle}
      </h2>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-500">{t.product}</dt>
        <dd className="text-slate-900">
          {answer.product.slug ? (
            <a
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
              href={productPath(lang, answer.product.slug)}
            >
              {answer.product.name}
            </a>
          ) : (
            answer.product.name || '—'
          )}
        </dd>
        <dt className="font-medium text-slate-500">{t.warranty}</dt>
        <dd>
          <span
            className={
              answer.warranty_active
                ? 'inline-flex rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800'
                : 'inline-flex rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700'
            }
            data-warranty-status={answer.warranty_active ? 'active' : 'ended'}
          >
            {warranty}
          </span>
        </dd>
        <dt className="font-medium text-slate-500">{t.calibration}</dt>
        <dd className="text-slate-900" data-calibration-due>
          {answer.calibration_due ? formatDay(answer.calibration_due, lang) : t.noCalibration}
        </dd>
      </dl>
      <a className="btn-secondary mt-6 w-full sm:w-auto" href={serviceRequestUrl(lang, serial)}>
        {t.request}
      </a>
    </section>
  );
}
