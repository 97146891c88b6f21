import { z } from '../common/zod.ts';
import { LANGS, isLang, type Lang } from '../i18n/lang.ts';

/*
 * The portal's request bodies. Their messages speak the page's language (`lang` in the body, Indonesian
 * when absent), so a customer on the English page reads English.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const MESSAGES = {
  id: { email: 'Masukkan alamat email yang valid, mis. nama@instansi.co.id', token: 'Tautan masuk tidak valid.' },
  en: { email: 'Enter a valid email address, e.g. name@company.com', token: 'The sign-in link is not valid.' },
} as const;

/** The language a body asks for; Indonesian for anything else. */
export const bodyLang = (body: unknown): Lang => {
  const lang = (body as { lang?: unknown } | null)?.lang;
  return isLang(lang) ? lang : 'id';
};

/** POST /api/portal/link. */
export const linkRequestSchema = (lang: Lang) =>
  z.object({
    email: z
      .string({ error: MESSAGES[lang].email })
      .trim()
      .max(254, MESSAGES[lang].email)
      .regex(EMAIL_PATTERN, MESSAGES[lang].email),
    lang: z.enum(LANGS).default('id'),
  });

/** POST /api/portal/session. */
export const sessionRequestSchema = (lang: Lang) =>
  z.object({
    token: z.string({ error: MESSAGES[lang].token }).max(100, MESSAGES[lang].token),
    lang: z.enum(LANGS).default('id'),
  });

/** POST /api/portal/sign-out. */
export const SignOutSchema = z.object({ everywhere: z.boolean().default(false) });
