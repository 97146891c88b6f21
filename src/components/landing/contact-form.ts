import { replyTimeNote } from '#shared/whatsapp/business-hours.ts';
import { normalizePhone } from '#shared/common/phone.ts';
import type { BusinessHours } from '#shared/settings/routing.ts';
import { WHATSAPP_NUMBER_PATTERN } from '#shared/whatsapp/message.ts';

/*
 * The consultation form: browser validation for name and email, the phone number checked the way the
 * server's schema checks it (normalised to 62…), the ALTCHA widget
 * as the human check, JSON POST to /api/contact, and the four outcome messages of the original site.
 */

import { ApiError } from '#lib/browser/api-client.ts';
import { sendContact } from '#lib/browser/api.ts';
import { loadTurnstile } from '#lib/browser/captcha-widget.ts';
import { isLang, type Lang } from '#shared/i18n/lang.ts';

// The spec's texts (Indonesian) and their English counterparts, with their emoji drawn as icons
// instead: an emoji shows as an empty box where no emoji font is installed. The captcha text is
// CAPTCHA_REQUIRED_MESSAGE's (src/shared/common/captcha-message.ts) without its emoji.
export const CONTACT_MESSAGES = {
  id: {
    captchaMissing: 'Silakan verifikasi captcha terlebih dahulu.',
    success: 'Pesan berhasil dikirim!',
    failure: 'Gagal mengirim, coba lagi.',
    error: 'Terjadi error server.',
    submitting: 'Mengirim...',
    // The schema's message for a number that is not one (ContactSchema in src/shared/inbox/contact.ts).
    phoneInvalid: 'Nomor telepon/WhatsApp tidak valid, mis. 0812-8880-4512',
    // The browser's own messages speak the browser's language, not the page's: these replace them.
    required: 'Wajib diisi.',
    emailInvalid: 'Alamat email tidak valid, mis. nama@perusahaan.co.id',
  },
  en: {
    captchaMissing: 'Please complete the captcha first.',
    success: 'Message sent!',
    failure: 'Could not send, please try again.',
    error: 'A server error occurred.',
    submitting: 'Sending...',
    phoneInvalid: 'Invalid phone/WhatsApp number, e.g. 0812-8880-4512',
    required: 'Please fill in this field.',
    emailInvalid: 'Invalid email address, e.g. name@company.com',
  },
} as const satisfies Record<Lang, Record<string, string>>;

type AltchaWidget = HTMLElement & { reset?: () => void };

type Tone = 'success' | 'warning' | 'error';

const toneClass: Record<Tone, string> = {
  success: 'text-emerald-800',
  warning: 'text-amber-800',
  error: 'text-red-700',
};

/** 20 px stroke icons (the site's StrokeIcon paths): a check, a warning triangle, a cross in a circle. */
const TONE_ICON: Record<Tone, string[]> = {
  success: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M8 12.5l2.5 2.5L16 9.5'],
  warning: ['M12 4l9 16H3z', 'M12 10v4', 'M12 17.5v.01'],
  error: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M9 9l6 6M15 9l-6 6'],
};

function toneIcon(tone: Tone): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries({
    width: '20',
    height: '20',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    class: 'mt-px shrink-0',
    'data-tone-icon': tone,
  }))
    svg.setAttribute(name, value);
  for (const d of TONE_ICON[tone]) {
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}

export function initContactForm(): void {
  const form = document.getElementById('contact-form') as HTMLFormElement | null;
  const slot = document.getElementById('captcha-slot');
  const status = document.getElementById('contact-status');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !slot || !status || !button) return;

  let widget: AltchaWidget | undefined;
  let turnstileReset: (() => void) | undefined;
  let mounting = false;
  let payload = '';
  const turnstileSiteKey = form.dataset.turnstileSitekey;
  const lang: Lang = isLang(form.dataset.lang) ? form.dataset.lang : 'id';
  const messages = CONTACT_MESSAGES[lang];

  const show = (message: string, tone: Tone, detail?: string) => {
    status.className = `mt-4 flex min-h-6 items-start gap-2 text-sm font-medium ${toneClass[tone]}`;
    const text = document.createElement('span');
    text.textContent = detail ? `${message} ${detail}` : message;
    status.replaceChildren(toneIcon(tone), text);
  };
  /** The success message, then when the team answers (the business hours the landing page carries). */
  const showSent = () => {
    show(messages.success, 'success');
    const hours = document.querySelector<HTMLElement>('[data-hours-note]')?.dataset.hoursNote;
    const note = document.createElement('span');
    note.className = 'block font-normal';
    note.dataset.replyTime = '';
    note.textContent = replyTimeNote(hours ? (JSON.parse(hours) as BusinessHours) : undefined, new Date(), lang);
    status.lastElementChild?.append(' ', note);
  };
  // The captcha warning answers a missing check: once the widget says 'Terverifikasi' it is wrong.
  const clearCaptchaWarning = () => {
    if (status.textContent === messages.captchaMissing) status.replaceChildren();
  };

  const mountTurnstile = async (sitekey: string) => {
    try {
      const turnstile = await loadTurnstile();
      const container = document.createElement('div');
      slot.replaceChildren(container);
      const id = turnstile.render(container, {
        sitekey,
        language: lang,
        callback: (token) => {
          payload = token;
          clearCaptchaWarning();
        },
        'expired-callback': () => (payload = ''),
        'error-callback': () => (payload = ''),
      });
      turnstileReset = () => turnstile.reset(id);
    } catch (error) {
      // Submitting without a token then shows the original site's captcha message.
      console.error('Captcha widget failed to load:', error);
      mounting = false;
    }
  };

  const mountWidget = async () => {
    if (widget || mounting) return;
    mounting = true;
    if (turnstileSiteKey) return mountTurnstile(turnstileSiteKey);
    // The widget speaks English by itself; Indonesian pages add its Indonesian texts.
    await Promise.all([import('altcha'), lang === 'id' ? import('altcha/i18n/id') : null]);
    widget = document.createElement('altcha-widget') as AltchaWidget;
    widget.setAttribute('challenge', '/api/captcha');
    widget.setAttribute('name', 'captcha');
    widget.setAttribute('language', lang);
    widget.setAttribute('theme', 'default');
    // The attribution logo and link are 22 px and 14 px tall targets beside the checkbox: too small
    // to tap safely on a phone.
    widget.setAttribute('configuration', JSON.stringify({ hideLogo: true, hideFooter: true }));
    widget.addEventListener('verified', (event) => {
      payload = (event as CustomEvent<{ payload?: string }>).detail?.payload ?? '';
      clearCaptchaWarning();
    });
    widget.addEventListener('statechange', (event) => {
      const state = (event as CustomEvent<{ state: string; payload?: string }>).detail?.state;
      if (state === 'verified') {
        payload = (event as CustomEvent<{ payload?: string }>).detail?.payload || payload;
        clearCaptchaWarning();
      } else payload = '';
    });
    slot.replaceChildren(widget);
  };

  // The widget (about 35 KB) loads only when the form comes near the screen.
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void mountWidget();
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(form);
  form.addEventListener('focusin', () => void mountWidget(), { once: true });

  // The number is checked again at the next submit; until then typing must not keep the old refusal.
  const phoneField = form.querySelector<HTMLInputElement>('input[name="phone"]');
  // The same for the page-language messages that replace the browser's (required, email).
  form.addEventListener('input', (event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.setCustomValidity('');
  });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    // The form is `novalidate` because the widget's own required checkbox would otherwise block the
    // submit event before the original site's captcha message could show; our fields are checked here.
    if (phoneField) {
      const phone = normalizePhone(phoneField.value);
      phoneField.setCustomValidity(phone === '' || WHATSAPP_NUMBER_PATTERN.test(phone) ? '' : messages.phoneInvalid);
    }
    const invalid = [
      ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'input[name="fullName"], input[name="email"], input[name="company"], input[name="phone"], textarea[name="message"]',
      ),
    ].find((input) => !input.checkValidity());
    if (invalid) {
      if (invalid.validity.valueMissing) invalid.setCustomValidity(messages.required);
      else if (invalid.validity.typeMismatch) invalid.setCustomValidity(messages.emailInvalid);
      invalid.reportValidity();
      return;
    }
    const data = new FormData(form);
    const captcha = payload || String(data.get('captcha') ?? '');
    if (!captcha) {
      show(messages.captchaMissing, 'warning');
      return;
    }
    button.disabled = true;
    button.textContent = messages.submitting;
    status.replaceChildren();
    try {
      await sendContact({
        fullName: String(data.get('fullName') ?? ''),
        email: String(data.get('email') ?? ''),
        company: String(data.get('company') ?? ''),
        phone: String(data.get('phone') ?? ''),
        message: String(data.get('message') ?? ''),
        captcha,
      });
      form.reset();
      showSent();
    } catch (error) {
      if (error instanceof ApiError && error.status > 0 && (error.message || error.status < 500)) {
        // The original site's text first; the server's reason (e.g. a used captcha) helps the visitor retry.
        show(messages.failure, 'warning', error.message || undefined);
      } else {
        // No answer, or a server error with nothing to say (a proxy's error page).
        console.error('Contact form request failed:', error);
        show(messages.error, 'error');
      }
    } finally {
      // A solved challenge is single-use on the server: always start the next attempt fresh.
      payload = '';
      widget?.reset?.();
      turnstileReset?.();
      button.disabled = false;
      button.textContent = button.dataset.idleLabel ?? '';
    }
  };
  // submit catches its own failures and shows them in the form.
  form.addEventListener('submit', (event) => void submit(event));
}
