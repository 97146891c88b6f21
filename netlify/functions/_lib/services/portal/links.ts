import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '#shared/i18n/lang.ts';
import { normalizeEmail } from '#shared/portal/account.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';

/*
 * Sign-in links. A link's token is 32 random bytes (256 bits, 43 base64url characters) and the only
 * key: the store holds its SHA-256 as the key (`portal/links/{window}/{hash}`), so a copy of the store
 * signs nobody in. A link is valid LINK_TTL_MS and opens one session: the first use claims
 * `portal/used/{window}/{hash}` with a create-only write, which the store makes atomic, so of two uses
 * racing exactly one wins. Keys are grouped by the half hour they were made in (`window`): a token is
 * looked up in its window and the one before, and windows older than that are deleted whole, without
 * reading them.
 */

export const LINK_TTL_MS = 30 * 60_000;
const WINDOW_MS = LINK_TTL_MS;
const LINK_PREFIX = 'portal/links/';
const USED_PREFIX = 'portal/used/';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SWEEP_ONE_IN = 20;

interface StoredLink {
  email: string;
  lang: Lang;
  created_at: string;
  expires_at: string;
}

const windowOf = (time: number) => Math.floor(time / WINDOW_MS);
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const linkKey = (window: number, hash: string) => `${LINK_PREFIX}${window}/${hash}`;
const usedKey = (window: number, hash: string) => `${USED_PREFIX}${window}/${hash}`;

export const LINK_REFUSED = {
  id: 'Tautan masuk ini sudah dipakai, kedaluwarsa atau tidak dikenal. Minta tautan baru di halaman akun.',
  en: 'This sign-in link has been used, has expired or is unknown. Ask for a new link on the account page.',
} as const;

/** Makes and stores a link for this email (whether or not it has records); answers its token. */
export async function createSignInLink(deps: Deps, email: string, lang: Lang): Promise<string> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const link: StoredLink = {
    email: normalizeEmail(email),
    lang,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
  };
  await deps.db.create(linkKey(windowOf(now.getTime()), hashOf(token)), link);
  if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0) await sweepOldWindows(deps);
  return token;
}

/** Deletes a link nobody was sent (its email has no records), so it waits in the store for nobody. */
export async function forgetSignInLink(deps: Deps, token: string): Promise<void> {
  const hash = hashOf(token);
  const window = windowOf(deps.now().getTime());
  await Promise.all([window, window - 1].map((w) => deps.db.delete(linkKey(w, hash)).catch(() => undefined)));
}

/**
 * Uses a link once: answers its email and language, or a 400 (one message whether the link is
 * unknown, expired or used, so an answer tells a guesser nothing more).
 */
export async function useSignInLink(deps: Deps, token: string, lang: Lang): Promise<{ email: string; lang: Lang }> {
  const refused = new HttpError(400, LINK_REFUSED[lang]);
  if (!TOKEN_PATTERN.test(token)) throw refused;
  const time = deps.now().getTime();
  const hash = hashOf(token);
  for (const window of [windowOf(time), windowOf(time) - 1]) {
    const link = await deps.db.get<StoredLink>(linkKey(window, hash), 'strong');
    if (!link) continue;
    if (time > Date.parse(link.expires_at)) throw refused;
    if (!(await deps.db.create(usedKey(window, hash), { at: new Date(time).toISOString() }))) throw refused;
    // Used: the link itself can go; its used mark stays until its window is swept.
    await deps.db.delete(linkKey(window, hash)).catch(() => undefined);
    return { email: link.email, lang: link.lang };
  }
  throw refused;
}

/** Deletes the keys of windows no valid link can be in any more. */
export async function sweepOldWindows(deps: Deps): Promise<number> {
  const oldest = windowOf(deps.now().getTime()) - 1;
  const keys = (await Promise.all([LINK_PREFIX, USED_PREFIX].map((prefix) => deps.db.keys(prefix)))).flatMap(
    (list, i) => {
      const prefix = i === 0 ? LINK_PREFIX : USED_PREFIX;
      return list.filter((key) => Number(key.slice(prefix.length).split('/')[0]) < oldest);
    },
  );
  await Promise.all(keys.slice(0, 200).map((key) => deps.db.delete(key).catch(() => undefined)));
  return keys.length;
}
