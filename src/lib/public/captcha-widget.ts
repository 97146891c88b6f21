import { loadTurnstile } from './contact-form.ts';

/*
 * The human check for forms other than the landing page's (the quote page): the same ALTCHA widget,
 * or Cloudflare Turnstile when its site key is configured, mounted into `slot`. `onToken` gets the
 * solved payload, or '' when it expires or is reset.
 */

type AltchaWidget = HTMLElement & { reset?: () => void };

export interface CaptchaHandle {
  /** A solved challenge is single-use on the server: start the next attempt fresh. */
  reset(): void;
}

export async function mountCaptcha(
  slot: HTMLElement,
  options: { turnstileSiteKey?: string; onToken: (token: string) => void },
): Promise<CaptchaHandle> {
  const { turnstileSiteKey, onToken } = options;
  if (turnstileSiteKey) {
    const turnstile = await loadTurnstile();
    const container = document.createElement('div');
    slot.replaceChildren(container);
    const id = turnstile.render(container, {
      sitekey: turnstileSiteKey,
      language: 'id',
      callback: onToken,
      'expired-callback': () => onToken(''),
      'error-callback': () => onToken(''),
    });
    return { reset: () => turnstile.reset(id) };
  }
  await Promise.all([import('altcha'), import('altcha/i18n/id')]);
  const widget = document.createElement('altcha-widget') as AltchaWidget;
  widget.setAttribute('challenge', '/api/captcha');
  widget.setAttribute('name', 'captcha');
  widget.setAttribute('language', 'id');
  widget.setAttribute('theme', 'default');
  widget.setAttribute('configuration', JSON.stringify({ hideLogo: true, hideFooter: true }));
  widget.addEventListener('statechange', (event) => {
    const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    if (detail?.state !== 'verified') onToken('');
    else if (detail.payload) onToken(detail.payload);
  });
  widget.addEventListener('verified', (event) => {
    onToken((event as CustomEvent<{ payload?: string }>).detail?.payload ?? '');
  });
  slot.replaceChildren(widget);
  return { reset: () => widget.reset?.() };
}
