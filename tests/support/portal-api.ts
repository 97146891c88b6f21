import { expect } from 'vitest';
import { caughtMails, type MailCatcher } from '#scripts/lib/mail-catcher.ts';
import type { PortalAccount } from '#shared/portal/account.ts';
import { call } from './api.ts';

/*
 * The customer portal through the API for tests: asking for a sign-in link, reading it from the
 * mail catcher, using it, and the account it opens.
 */

let ipCounter = 0;
/** A fresh address per call, so the per-address limits never get in the way. */
export const nextIp = () => `100.76.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export const askLink = (email: string, ip = nextIp(), lang?: 'id' | 'en') =>
  call('/api/portal/link', { method: 'POST', ip, json: { email, ...(lang ? { lang } : {}) } });

export const useLink = (linkToken: string, ip = nextIp()) =>
  call('/api/portal/session', { method: 'POST', ip, json: { token: linkToken } });

export const me = (cookie?: string) =>
  call<PortalAccount & { message?: string }>('/api/portal/me', { headers: cookie ? { cookie } : {} });

/** The sign-in links mailed to this address, oldest first, as their tokens. */
export async function mailedTokens(catcher: MailCatcher, email: string): Promise<string[]> {
  const mails = (await caughtMails(catcher)).filter((mail) =>
    mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()),
  );
  return mails.flatMap((mail) => /\?token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? []);
}

/** Asks for a link and waits for its mail; answers the new token. */
export async function signInLink(catcher: MailCatcher, email: string): Promise<string> {
  const before = (await mailedTokens(catcher, email)).length;
  expect((await askLink(email)).status).toBe(202);
  await expect.poll(async () => (await mailedTokens(catcher, email)).length).toBe(before + 1);
  return (await mailedTokens(catcher, email)).at(-1)!;
}

/** Signs in through a mailed link; answers the cookie to send back. */
export async function signIn(catcher: MailCatcher, email: string): Promise<string> {
  const used = await useLink(await signInLink(catcher, email));
  expect(used.status, JSON.stringify(used.body)).toBe(200);
  return used.headers.get('set-cookie')!.split(';')[0]!;
}
