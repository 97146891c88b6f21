/*
 * The human check for forms other than the landing page's (the quote page): the same ALTCHA widget,
 * or Cloudflare Turnstile when its site key is configured, mounted into `slot`. `onToken` gets the
 * solved payload, or '' when it expires or is reset.
 */

type AltchaWidget = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };

/** The part of Cloudflare Turnstile's global API the form uses (explicit rendering). */
interface TurnstileApi {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      language?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => string;
  reset: (widgetId: string) => void;
}

const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export function loadTurnstile(): Promise<TurnstileApi> {
  const existing = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile loaded without its API'));
    };
    script.onerror = () => reject(new Error('Turnstile script failed to load'));
    document.head.append(script);
  });
}

export interface CaptchaHandle {
  /** A solved challenge is single-use on the server: start the next attempt fresh. */
  reset(): void;
  /** Starts the check as a press on its box does (the visitor pressed the box before the widget was in). */
  start(): void;
}

export async function mountCaptcha(
  slot: HTMLElement,
  options: { turnstileSiteKey?: string; onToken: (token: string) => void; lang: 'id' | 'en' },
): Promise<CaptchaHandle> {
  const { turnstileSiteKey, onToken, lang } = options;
  if (turnstileSiteKey) {
    const turnstile = await loadTurnstile();
    const container = document.createElement('div');
    slot.replaceChildren(container);
    const id = turnstile.render(container, {
      sitekey: turnstileSiteKey,
      language: lang,
      callback: onToken,
      'expired-callback': () => onToken(''),
      'error-callback': () => onToken(''),
    });
    // Turnstile decides by itself whether the visitor must do anything.
    return { reset: () => turnstile.reset(id), start: () => undefined };
  }
  // The widget speaks English by itself; Indonesian pages add its Indonesian texts.
  await Promise.all([import('altcha'), lang === 'id' ? import('altcha/i18n/id') : null]);
  const widget = document.createElement('altcha-widget') as AltchaWidget;
  widget.setAttribute('challenge', '/api/captcha');
  widget.setAttribute('name', 'captcha');
  widget.setAttribute('language', lang);
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
  return { reset: () => widget.reset?.(), start: () => void widget.verify?.() };
}
