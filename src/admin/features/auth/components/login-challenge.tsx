import { useEffect, useRef } from 'react';

type AltchaWidget = HTMLElement & { reset?: () => void };

interface LoginChallengeProps {
  /** The account signing in: its challenge costs more after each further failed attempt. */
  email: string;
  /** Called with the solved payload, or '' when the widget is reset or fails. */
  onChange: (payload: string) => void;
}

/**
 * The proof-of-work check the server asks for after repeated failed sign-ins (decision 008): the same
 * self-hosted ALTCHA widget as the contact form, fed by GET /api/login. It solves on its own in the
 * background; the form sends its payload with the next attempt.
 */
export function LoginChallenge({ email, onChange }: LoginChallengeProps) {
  const slot = useRef<HTMLDivElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  // One widget per round (the parent keys it), for the email of that round: typing does not remake it.
  const account = useRef(email);

  useEffect(() => {
    let widget: AltchaWidget | undefined;
    let cancelled = false;
    void Promise.all([import('altcha'), import('altcha/i18n/id')]).then(() => {
      if (cancelled || !slot.current) return;
      widget = document.createElement('altcha-widget') as AltchaWidget;
      widget.setAttribute('challenge', `/api/login?email=${encodeURIComponent(account.current)}`);
      widget.setAttribute('language', 'id');
      widget.setAttribute('auto', 'onload');
      widget.addEventListener('statechange', (event) => {
        const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
        changed.current(detail?.state === 'verified' ? (detail.payload ?? '') : '');
      });
      slot.current.replaceChildren(widget);
    });
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, []);

  return (
    <div className="space-y-2" data-testid="login-challenge">
      <p className="text-sm text-slate-600">
        Demi keamanan akun, selesaikan verifikasi berikut sebelum mencoba masuk lagi.
      </p>
      <div ref={slot} />
    </div>
  );
}
