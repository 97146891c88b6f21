import { randomBytes } from 'node:crypto';
import type { MailStatus } from '#shared/mail/status.ts';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';
import { mailConfigured, smtpSender, type OutgoingMail, type SendMail } from './transport.ts';

/*
 * The outgoing mail queue. A request that wants a mail sent only creates one key (`mail/queue/{id}`,
 * create-only), so a slow or dead SMTP server never delays or fails it. Drainers (a background task
 * right after the request, the every-minute `mail-sender` function on Netlify, a 5 s loop under
 * `npm start`) send what is due:
 *
 * - a drainer claims a mail by compare-and-swap (state `sending`, its id, a claim that expires), so two
 *   drainers racing for one mail send it once; the loser's write fails and it moves on;
 * - a sent mail's key is deleted; a failed try goes back to `pending` with the next try later
 *   (RETRY_MINUTES), and after the last one the mail stays as `failed` for the admin to see;
 * - a drainer that died mid-send leaves a claim that expires after CLAIM_MS: the mail is tried again.
 *   Only that case can send a mail twice (the SMTP server accepted it, the drainer died before the
 *   delete), so delivery is at least once and in practice once.
 */

const PREFIX = 'mail/queue/';
const LAST_SENT_KEY = 'mail/last-sent';
/** Minutes to wait before try 2, 3, …; the mail fails for good after the last. */
export const RETRY_MINUTES = [1, 2, 5, 10, 30, 60, 120, 240] as const;
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
/** A claim lasts longer than one send can take (nodemailer's timeouts add up to 40 s). */
const CLAIM_MS = 2 * 60_000;
/** A mail that failed for good is shown to the admin this long, then dropped. */
const KEEP_FAILED_MS = 30 * 24 * 60 * 60_000;
/** One drain sends at most this many mails; the next drain takes the rest. */
const DRAIN_BATCH = 25;

export type MailState = 'pending' | 'sending' | 'failed';

export interface QueuedMail extends OutgoingMail {
  id: string;
  /** What the mail is for, e.g. `contact-notification`, `contact-auto-reply`, `lead-notification`. */
  kind: string;
  state: MailState;
  attempts: number;
  next_attempt_at: string;
  claim: { by: string; until: string } | null;
  last_error: string | null;
  last_error_at: string | null;
  created_at: string;
}

function mailId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(6).toString('hex')}`;
}

/**
 * Puts one mail in the queue (create-only, never overwrites) and returns its id. Does not check
 * whether mail is configured: callers that should stay quiet without SMTP ask `mailConfigured()`.
 */
export async function queueMail({ db, now }: Deps, kind: string, mail: OutgoingMail): Promise<string> {
  const time = now();
  for (;;) {
    const id = mailId(time);
    const record: QueuedMail = {
      ...mail,
      id,
      kind,
      state: 'pending',
      attempts: 0,
      next_attempt_at: time.toISOString(),
      claim: null,
      last_error: null,
      last_error_at: null,
      created_at: time.toISOString(),
    };
    if (await db.create(`${PREFIX}${id}`, record)) return id;
  }
}

/**
 * Puts a mail under a name of the caller's (`mail/queue/{time}-{name}`, create-only) to be sent at
 * `sendAt`, unless one of that name is already queued: how a burst of requests queues one mail between
 * them. Returns whether this call queued it.
 */
export async function queueMailOnce(
  { db, now }: Deps,
  name: string,
  kind: string,
  sendAt: Date,
  mail: OutgoingMail,
): Promise<boolean> {
  const time = now();
  const id = `${sendAt.getTime().toString(36).padStart(9, '0')}-${name}`;
  const record: QueuedMail = {
    ...mail,
    id,
    kind,
    state: 'pending',
    attempts: 0,
    next_attempt_at: sendAt.toISOString(),
    claim: null,
    last_error: null,
    last_error_at: null,
    created_at: time.toISOString(),
  };
  return db.create(`${PREFIX}${id}`, record);
}

export interface DrainResult {
  sent: number;
  failed: number;
  /** Mails another drainer had already claimed (or sent) when this one got to them. */
  skipped: number;
}

export interface DrainOptions {
  /** Defaults to the configured SMTP server; tests and tools may pass their own. */
  send?: SendMail | null;
  drainerId?: string;
}

function isDue(mail: QueuedMail, now: Date): boolean {
  if (mail.state === 'pending') return Date.parse(mail.next_attempt_at) <= now.getTime();
  if (mail.state === 'sending') return !mail.claim || Date.parse(mail.claim.until) <= now.getTime();
  return false;
}

/** Sends every mail that is due, oldest first. Never throws for a mail that fails: that mail is rescheduled. */
export async function drainMailQueue(deps: Deps, options: DrainOptions = {}): Promise<DrainResult> {
  const send = options.send === undefined ? smtpSender() : options.send;
  const result: DrainResult = { sent: 0, failed: 0, skipped: 0 };
  if (!send) return result;
  const drainerId = options.drainerId ?? randomBytes(6).toString('hex');
  const keys = (await deps.db.keys(PREFIX)).filter((key) => !key.slice(PREFIX.length).startsWith('.')).sort();
  let tried = 0;
  for (const key of keys) {
    if (tried >= DRAIN_BATCH) break;
    const current = await deps.db.getVersioned<QueuedMail>(key).catch(() => null);
    if (!current?.value?.id) continue;
    const now = deps.now();
    if (current.value.state === 'failed' && Date.parse(current.value.created_at) + KEEP_FAILED_MS < now.getTime()) {
      await deps.db.delete(key);
      continue;
    }
    if (!isDue(current.value, now)) continue;
    const claimed: QueuedMail = {
      ...current.value,
      state: 'sending',
      attempts: current.value.attempts + 1,
      claim: { by: drainerId, until: new Date(now.getTime() + CLAIM_MS).toISOString() },
    };
    if (!(await deps.db.replaceIf(key, claimed, current.etag))) {
      result.skipped += 1;
      continue;
    }
    tried += 1;
    try {
      await send({
        to: claimed.to,
        subject: claimed.subject,
        text: claimed.text,
        ...(claimed.html ? { html: claimed.html } : {}),
        ...(claimed.replyTo ? { replyTo: claimed.replyTo } : {}),
        ...(claimed.attachments?.length ? { attachments: claimed.attachments } : {}),
      });
    } catch (error) {
      result.failed += 1;
      await recordFailure(deps, key, drainerId, error);
      continue;
    }
    result.sent += 1;
    await deps.db.delete(key);
    await recordSent(deps);
  }
  return result;
}

async function recordFailure(deps: Deps, key: string, drainerId: string, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 300);
  console.error(`Mail ${key} failed:`, message);
  await deps.db.update<QueuedMail, null>(key, (mail) => {
    // Sent or reclaimed by another drainer meanwhile (our claim expired): theirs now.
    if (!mail || mail.claim?.by !== drainerId) return new Unchanged(null);
    const now = deps.now();
    const retryIn = RETRY_MINUTES[mail.attempts - 1];
    return {
      ...mail,
      state: retryIn === undefined ? 'failed' : 'pending',
      next_attempt_at: new Date(now.getTime() + (retryIn ?? 0) * 60_000).toISOString(),
      claim: null,
      last_error: message,
      last_error_at: now.toISOString(),
    };
  });
}

async function recordSent(deps: Deps): Promise<void> {
  const at = deps.now().toISOString();
  await deps.db.update<{ at: string }, null>(LAST_SENT_KEY, (current) =>
    current && current.at >= at ? new Unchanged(null) : { at },
  );
}

/** What the admin sees of the queue: counts and the latest failure. */
export async function mailStatus(deps: Deps): Promise<MailStatus> {
  const keys = (await deps.db.keys(PREFIX)).filter((key) => !key.slice(PREFIX.length).startsWith('.'));
  const mails = (await Promise.all(keys.map((key) => deps.db.get<QueuedMail>(key).catch(() => null)))).filter(
    (mail): mail is QueuedMail => Boolean(mail?.id),
  );
  let lastError: MailStatus['last_error'] = null;
  for (const mail of mails) {
    if (mail.last_error && mail.last_error_at && (!lastError || mail.last_error_at > lastError.at)) {
      lastError = { message: mail.last_error, at: mail.last_error_at, subject: mail.subject };
    }
  }
  const lastSent = await deps.db.get<{ at: string }>(LAST_SENT_KEY);
  return {
    configured: mailConfigured(),
    pending: mails.filter((mail) => mail.state !== 'failed').length,
    failed: mails.filter((mail) => mail.state === 'failed').length,
    last_error: lastError,
    last_sent_at: lastSent?.at ?? null,
  };
}
