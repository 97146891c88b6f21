import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Lang } from '#shared/i18n/lang.ts';
import { SERVICE_KIND_LABELS, SERVICE_KINDS, type ServiceKind } from '#shared/service/status.ts';
import CaptchaFacade from '../quote/CaptchaFacade.tsx';
import { useQuoteCaptcha } from '../quote/use-quote-captcha.ts';
import { fillLinkedFields } from './link-fields.ts';
import { SERVICE_FORM_TEXT } from './service-text.ts';
import { useServiceSend } from './use-service-send.ts';
import { warrantyLines } from './warranty-lookup.ts';

const DEFAULT_KIND: ServiceKind = 'perbaikan';

/**
 * The service and calibration request form ('/layanan', '/en/service'). Its fields are the DOM's own
 * (uncontrolled), so what a visitor typed before the island ran, or before a failed send, stays; a
 * press on 'Kirim' before the island ran is held by the page's script and sent once it runs.
 */

const input =
  'w-full scroll-mt-28 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-[invalid=true]:border-red-600';

function Field(props: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.children}
      {props.hint && !props.error && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-slate-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="mt-1 text-sm text-red-700" data-field-error={props.id}>
          {props.error}
        </p>
      )}
    </div>
  );
}

export default function ServiceForm({ lang, turnstileSiteKey }: { lang: Lang; turnstileSiteKey?: string }) {
  const t = SERVICE_FORM_TEXT[lang];
  const form = useRef<HTMLFormElement>(null);
  const sentCard = useRef<HTMLDivElement>(null);
  const captcha = useQuoteCaptcha({ enabled: true, turnstileSiteKey, lang });
  const { sending, problem, sent, submit, again } = useServiceSend({ lang, captcha });
  const [warranty, setWarranty] = useState<string[]>([]);
  const [photoNames, setPhotoNames] = useState<string[]>([]);
  const errors = problem?.errors ?? {};

  const lookUp = async (serial: string) => setWarranty(serial.trim() ? await warrantyLines(serial.trim(), lang) : []);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    fillLinkedFields(element, window.location.search, DEFAULT_KIND);
    const field = element.elements.namedItem('serial_number') as HTMLInputElement | null;
    if (field?.value) void lookUp(field.value);
    // A press on 'Kirim' made before this island ran (service-early.ts).
    if (element.dataset.pendingSubmit) {
      delete element.dataset.pendingSubmit;
      void submit(element);
    }
    // Once, when the island starts: later submits come through onSubmit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form gives way to a shorter card: bring it on screen (below the fixed header) and focus it.
  useEffect(() => {
    if (!sent) return;
    sentCard.current?.scrollIntoView({ block: 'start' });
    sentCard.current?.focus({ preventScroll: true });
  }, [sent]);

  // The first field the server refused takes the focus, so a phone's keyboard user lands on it.
  useEffect(() => {
    const first = Object.keys(problem?.errors ?? {})[0];
    if (first) (form.current?.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  }, [problem]);

  if (sent) {
    return (
      <div
        ref={sentCard}
        tabIndex={-1}
        className="rounded-xl border border-green-200 bg-green-50 p-6"
        data-service-sent
      >
        <h2 className="text-xl font-semibold text-green-900">{t.sentTitle}</h2>
        <p className="mt-3 text-slate-700">
          {t.sentReference}: <strong data-service-reference>{sent.reference}</strong>
        </p>
        <p className="mt-3 text-slate-700">{t.sentLink}</p>
        <p className="mt-1 break-all">
          <a href={sent.url} className="font-medium text-brand-700 underline" data-tracking-link>
            {sent.url}
          </a>
        </p>
        {sent.mailed && <p className="mt-3 text-sm text-slate-600">{t.sentMailed}</p>}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <a href={sent.url} className="btn-primary">
            {t.openTracking}
          </a>
          <button type="button" className="btn-secondary" onClick={again}>
            {t.another}
          </button>
        </div>
      </div>
    );
  }

  const describe = (id: string, hint?: boolean) =>
    errors[id]
      ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` }
      : hint
        ? { 'aria-describedby': `${id}-hint` }
        : {};

  return (
    <form
      ref={form}
      noValidate
      className="grid gap-5"
      data-service-form
      onFocus={captcha.want}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <Field id="kind" label={t.kind} error={errors.kind}>
        <select id="kind" name="kind" defaultValue={DEFAULT_KIND} className={input} {...describe('kind')}>
          {SERVICE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SERVICE_KIND_LABELS[lang][kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="serial_number" label={t.serial} hint={t.serialHint} error={errors.serial_number}>
        <input
          id="serial_number"
          name="serial_number"
          autoComplete="off"
          maxLength={60}
          className={input}
          onBlur={(event) => void lookUp(event.currentTarget.value)}
          {...describe('serial_number', true)}
        />
      </Field>
      {warranty.length > 0 && (
        <div className="-mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900" data-warranty aria-live="polite">
          {warranty.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <Field id="description" label={t.description} hint={t.descriptionHint} error={errors.description}>
        <textarea
          id="description"
          name="description"
          rows={5}
          maxLength={4000}
          className={input}
          {...describe('description', true)}
        />
      </Field>
      <Field id="photos" label={t.photos} hint={t.photosHint} error={errors.photos}>
        {/* The page's own button and words rather than the browser's file control, which speaks the browser's language. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="photos"
            name="photos"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className="peer sr-only"
            onChange={(event) => setPhotoNames([...(event.currentTarget.files ?? [])].map((file) => file.name))}
            {...describe('photos', true)}
          />
          <label
            htmlFor="photos"
            aria-hidden="true"
            className="btn-secondary cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600"
          >
            {t.choosePhotos}
          </label>
          <span className="text-sm break-all text-slate-600" data-photo-names>
            {photoNames.length ? photoNames.join(', ') : t.noPhotos}
          </span>
        </div>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label={t.name} error={errors.name}>
          <input id="name" name="name" autoComplete="name" maxLength={120} className={input} {...describe('name')} />
        </Field>
        <Field id="institution" label={t.institution} error={errors.institution}>
          <input
            id="institution"
            name="institution"
            autoComplete="organization"
            maxLength={160}
            className={input}
            {...describe('institution')}
          />
        </Field>
        <Field id="email" label={t.email} error={errors.email}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            className={input}
            {...describe('email')}
          />
        </Field>
        <Field id="phone" label={t.phone} error={errors.phone}>
          <input
            id="phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            className={input}
            {...describe('phone')}
          />
        </Field>
      </div>
      <p className="-mt-2 text-sm text-slate-500">{t.contactHint}</p>
      <div>
        <div ref={captcha.slot} className="min-h-[70px]">
          <CaptchaFacade label={t.captcha} onPress={captcha.press} />
        </div>
        {errors.captcha && (
          <p className="mt-1 text-sm text-red-700" data-field-error="captcha">
            {errors.captcha}
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-service-problem>
          {errors.captcha ?? (Object.keys(errors).length > 0 ? t.fixFields : problem.message)}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending} aria-busy={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}
