import type { Settings } from '#shared/settings/schema.ts';
import { JAKARTA_OFFSET_MS } from '#shared/common/jakarta-time.ts';
import type { Deps } from '../../deps.ts';
import { claimSlot } from '../../rate-limit.ts';
import { readSettings } from '../settings/index.ts';
import { queueMail, queueMailOnce } from './queue.ts';
import { mailConfigured, type OutgoingMail } from './transport.ts';

/*
 * What the site emails when a visitor writes (the contact form, inbox/contact-mail.ts; a quote request,
 * quotes/request-mail.ts): a notification to the company address (Settings →
 * 'Notifikasi pesan masuk') and a short confirmation to the visitor (Settings → 'Balasan otomatis').
 * Both only queue (queue.ts): they never send, never delay and never fail the visitor's request.
 * Without SMTP configured nothing is queued, so no backlog is sent the day it is configured.
 *
 * Neither can be turned against a mailbox by a flood of submissions. The confirmation goes to one
 * address at most once a day (AUTO_REPLY_WINDOW_MS), however many messages name it, and greets no one
 * by name: a visitor can type anyone's address, and the name (free text, a link fits) would otherwise
 * be mailed to that stranger under the company's brand. The company gets NOTIFY_PER_HOUR notifications
 * of each kind an hour one by one; beyond that, one summary at the end of the hour points to the admin
 * panel. Both limits claim their slot before the mail is queued, like every limit (rate-limit.ts).
 */

export const AUTO_REPLY_WINDOW_MS = 24 * 60 * 60_000;
export const NOTIFY_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

/** A lead from any form (the contact form, a quote request): what the company's notification says. */
export interface LeadNotification {
  subject: string;
  text: string;
  html?: string;
  /** Usually the visitor's address, so 'Reply' in the mail program answers them. */
  replyTo?: string;
  /** Given (and 'Balasan otomatis' on): the visitor also gets the short confirmation. */
  autoReplyTo?: { email: string };
}

/** How many mails were queued. Never throws: a queue failure is logged, the caller's request goes on. */
export async function notifyNewLead(deps: Deps, lead: LeadNotification, kind = 'lead'): Promise<number> {
  try {
    if (!mailConfigured()) return 0;
    const settings = await readSettings(deps, 'strong');
    let queued = 0;
    if (settings.enable_notifications) {
      const notification: OutgoingMail = {
        to: settings.company_email,
        subject: lead.subject,
        text: lead.text,
        ...(lead.html ? { html: lead.html } : {}),
        ...(lead.replyTo ? { replyTo: lead.replyTo } : {}),
      };
      const hour = { scope: `${kind}-notification`, subject: settings.company_email.toLowerCase(), windowMs: HOUR_MS };
      if (await claimSlot(deps, { ...hour, limit: NOTIFY_PER_HOUR })) {
        await queueMail(deps, `${kind}-notification`, notification);
        queued += 1;
      } else if (await queueFloodSummary(deps, settings, kind)) {
        queued += 1;
      }
    }
    if (settings.auto_reply && lead.autoReplyTo) {
      const recipient = lead.autoReplyTo.email.trim().toLowerCase();
      const once = { scope: 'auto-reply', subject: recipient, limit: 1, windowMs: AUTO_REPLY_WINDOW_MS };
      if (await claimSlot(deps, once)) {
        await queueMail(deps, `${kind}-auto-reply`, autoReply(settings, lead.autoReplyTo.email));
        queued += 1;
      }
    }
    return queued;
  } catch (error) {
    console.error('Could not queue the notification mails:', error);
    return 0;
  }
}

/** The confirmation greets no one by name: the address may be a stranger's, typed by someone else. */
export function autoReply(settings: Settings, email: string): OutgoingMail {
  return {
    to: email,
    subject: `Terima kasih telah menghubungi ${settings.company_name}`,
    text: [
      'Halo,',
      '',
      `Terima kasih telah menghubungi ${settings.company_name}. Pesan Anda sudah kami terima, dan spesialis kami`,
      'akan segera menghubungi Anda.',
      '',
      `Butuh jawaban lebih cepat? Hubungi kami di ${settings.company_phone} atau balas email ini.`,
      '',
      'Jika Anda tidak merasa mengirim pesan kepada kami, abaikan email ini.',
      '',
      'Salam,',
      settings.company_name,
    ].join('\n'),
    replyTo: settings.company_email,
  };
}

const LEAD_PLACE: Record<string, string> = {
  contact: 'Kontak Masuk',
  quote: 'Permintaan Penawaran',
};

/**
 * One summary for the rest of the hour once NOTIFY_PER_HOUR notifications went out: queued under a key
 * named after the hour (create-only, so a flood queues it once) and sent when the hour ends.
 */
async function queueFloodSummary(deps: Deps, settings: Settings, kind: string): Promise<boolean> {
  const start = Math.floor(deps.now().getTime() / HOUR_MS) * HOUR_MS;
  const end = new Date(start + HOUR_MS);
  const clock = (instant: Date) => new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(11, 16);
  const place = LEAD_PLACE[kind] ?? 'panel admin';
  return queueMailOnce(deps, `${kind}-summary-${start}`, `${kind}-notification-summary`, end, {
    to: settings.company_email,
    subject: `Lebih dari ${NOTIFY_PER_HOUR} pesan masuk antara ${clock(new Date(start))} dan ${clock(end)} WIB`,
    text: [
      `Antara ${clock(new Date(start))} dan ${clock(end)} WIB masuk lebih dari ${NOTIFY_PER_HOUR} pesan.`,
      `Agar kotak surat ini tidak dibanjiri, ${NOTIFY_PER_HOUR} pesan pertama diberitahukan satu per satu dan`,
      'sisanya tidak. Semuanya tersimpan: buka ' + place + ' di panel admin untuk membacanya.',
    ].join('\n'),
  });
}
