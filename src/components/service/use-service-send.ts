import { useState } from 'react';
import type { Lang } from '#shared/i18n/lang.ts';
import { serviceValidationMessage } from '#shared/service/messages.ts';
import { SERVICE_PHOTOS_MAX } from '#shared/service/request.ts';
import { SERVICE_FORM_TEXT } from './service-text.ts';

export interface ServiceProblem {
  message: string;
  errors: Record<string, string>;
}

export interface SentServiceRequest {
  reference: string;
  url: string;
  mailed: boolean;
}

/**
 * Sending the form as it is (its fields and photos, as a multipart form): the server checks every
 * field and photo before the captcha, so a 422 leaves the solved check usable; any other answer used
 * it up. What the visitor typed stays in the form on every failure (its fields are the DOM's own).
 */
export function useServiceSend({ lang, captcha }: { lang: Lang; captcha: { token: string; reset: () => void } }) {
  const t = SERVICE_FORM_TEXT[lang];
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<ServiceProblem | null>(null);
  const [sent, setSent] = useState<SentServiceRequest | null>(null);

  const words = (message: string) => serviceValidationMessage(message, lang);

  const submit = async (form: HTMLFormElement) => {
    if (sending) return;
    const data = new FormData(form);
    data.set('captcha', captcha.token);
    data.set('lang', lang);
    const photos = data.getAll('photos').filter((value) => typeof value !== 'string' && value.size > 0);
    if (photos.length > SERVICE_PHOTOS_MAX) {
      setProblem({ message: t.fixFields, errors: { photos: t.tooManyPhotos } });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const response = await fetch('/api/service-requests', {
        method: 'POST',
        body: data,
        headers: { Accept: 'application/json' },
      });
      const body = (await response.json().catch(() => ({}))) as {
        reference?: string;
        url?: string;
        message?: string;
        errors?: Record<string, string[]>;
      };
      if (response.status === 201 && body.reference && body.url) {
        setSent({ reference: body.reference, url: body.url, mailed: Boolean(data.get('email')) });
        return;
      }
      if (response.status !== 422) captcha.reset();
      const errors = Object.fromEntries(
        Object.entries(body.errors ?? {}).map(([field, messages]) => [field, words(messages[0] ?? '')]),
      );
      setProblem({ message: body.message ? words(body.message) : t.failed, errors });
    } catch {
      setProblem({ message: navigator.onLine === false ? t.offline : t.failed, errors: {} });
    } finally {
      setSending(false);
    }
  };

  return { sending, problem, sent, submit, again: () => (setSent(null), captcha.reset()) };
}
