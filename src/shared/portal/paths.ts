import type { Lang } from '../i18n/lang.ts';

/*
 * The customer portal's pages: the account (`/akun/`, `/en/account/`) and the page a mailed sign-in
 * link opens (`/akun/masuk/`, `/en/account/sign-in/`), which signs in only when its button is pressed.
 */

export const accountPath = (lang: Lang) => (lang === 'id' ? '/akun/' : '/en/account/');
export const signInPath = (lang: Lang) => (lang === 'id' ? '/akun/masuk/' : '/en/account/sign-in/');

/** The link a sign-in mail carries: the page of its language with the token in its query. */
export const signInUrl = (origin: string, lang: Lang, token: string) =>
  `${origin}${signInPath(lang)}?token=${encodeURIComponent(token)}`;
