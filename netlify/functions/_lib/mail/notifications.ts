import type { ContactMessage, Settings } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import type { QuoteAnswer } from '#shared/quote.ts';
import type { Deps } from '../deps.ts';
import { readSettings } from '../services/settings.ts';
import { queueMail } from './queue.ts';
import { mailConfigured, type OutgoingMail } from './transport.ts';

/*
 * What the site emails when a visitor writes: a notification to the company address (Settings →
 * 'Notifikasi pesan masuk') and a short confirmation to the visitor (Settings → 'Balasan otomatis').
 * Both only queue (queue.ts): they never send, never delay and never fail the visitor's request.
 * Without SMTP configured nothing is queued, so no backlog is sent the day it is configured.
 */

/** A lead from any form (the contact form, a quote request): what the company's notification says. */
export interface LeadNotification {
  subject: string;
  text: string;
  html?: string;
  /** Usually the visitor's address, so 'Reply' in the mail program answers them. */
  replyTo?: string;
  /** Given (and 'Balasan otomatis' on): the visitor also gets the short confirmation. */
  autoReplyTo?: { name: string; email: string };
}

/** How many mails were queued. Never throws: a queue failure is logged, the caller's request goes on. */
export async function notifyNewLead(deps: Deps, lead: LeadNotification, kind = 'lead'): Promise<number> {
  try {
    if (!mailConfigured()) return 0;
    const settings = await readSettings(deps, 'strong');
    const mails: [string, OutgoingMail][] = [];
    if (settings.enable_notifications) {
      mails.push([
        `${kind}-notification`,
        {
          to: settings.company_email,
          subject: lead.subject,
          text: lead.text,
          ...(lead.html ? { html: lead.html } : {}),
          ...(lead.replyTo ? { replyTo: lead.replyTo } : {}),
        },
      ]);
    }
    if (settings.auto_reply && lead.autoReplyTo) {
      mails.push([`${kind}-auto-reply`, autoReply(settings, lead.autoReplyTo)]);
    }
    for (const [mailKind, mail] of mails) await queueMail(deps, mailKind, mail);
    return mails.length;
  } catch (error) {
    console.error('Could not queue the notification mails:', error);
    return 0;
  }
}

/** The contact form's message: notification to the company, confirmation to the visitor. */
export function notifyNewContact(deps: Deps, contact: ContactMessage): Promise<number> {
  return notifyNewLead(
    deps,
    {
      subject: `Pesan kontak baru: ${contact.full_name}${contact.company ? ` (${contact.company})` : ''}`,
      text: contactNotificationText(contact),
      replyTo: contact.email,
      autoReplyTo: { name: contact.full_name, email: contact.email },
    },
    'contact',
  );
}

/** A quote request ('Daftar Penawaran'): a notification to the company (the visitor gives no email). */
export function notifyNewQuote(deps: Deps, quote: QuoteAnswer): Promise<number> {
  const who = quote.customer.name || 'Pengunjung';
  return notifyNewLead(
    deps,
    {
      subject: `Permintaan penawaran baru ${quote.reference}: ${who}${quote.customer.institution ? ` (${quote.customer.institution})` : ''}`,
      text: quoteNotificationText(quote),
    },
    'quote',
  );
}

export function quoteNotificationText(quote: QuoteAnswer): string {
  const { customer } = quote;
  const statusNote: Record<string, string> = {
    available: '',
    limited: ' (stok kurang)',
    out_of_stock: ' (stok habis)',
    unavailable: ' (tidak tersedia)',
  };
  return [
    `Ada permintaan penawaran baru, nomor ${quote.reference}.`,
    '',
    `Nama       : ${customer.name || '-'}`,
    `Instansi   : ${customer.institution || '-'}`,
    `Telepon/WA : ${customer.phone ? `+${customer.phone}` : '-'}`,
    `Kota       : ${customer.city || '-'}`,
    '',
    'Produk:',
    ...quote.lines.map(
      (line, index) =>
        `${index + 1}. ${line.name} (${line.sku}) × ${line.quantity}` +
        (line.unit_price === null ? '' : ` @ ${formatIdr(line.unit_price)}`) +
        (statusNote[line.status] ?? ''),
    ),
    '',
    `Total: ${formatIdr(quote.total)}`,
    ...(customer.notes ? ['', 'Catatan:', customer.notes] : []),
    '',
    'Buka Permintaan Penawaran di panel admin untuk menindaklanjuti.',
  ].join('\n');
}

export function contactNotificationText(contact: ContactMessage): string {
  return [
    'Ada permintaan konsultasi baru dari formulir "Hubungi Ahli Kami".',
    '',
    `Nama       : ${contact.full_name}`,
    `Email      : ${contact.email}`,
    `Perusahaan : ${contact.company || '-'}`,
    `Telepon/WA : ${contact.phone ? `+${contact.phone}` : '-'}`,
    '',
    'Kebutuhan:',
    contact.message || '-',
    '',
    'Balas email ini untuk menjawab pengirim, atau buka Kontak Masuk di panel admin.',
  ].join('\n');
}

export function autoReply(settings: Settings, visitor: { name: string; email: string }): OutgoingMail {
  return {
    to: visitor.email,
    subject: `Terima kasih telah menghubungi ${settings.company_name}`,
    text: [
      `Halo ${visitor.name},`,
      '',
      `Terima kasih telah menghubungi ${settings.company_name}. Pesan Anda sudah kami terima, dan spesialis kami`,
      'akan segera menghubungi Anda.',
      '',
      `Butuh jawaban lebih cepat? Hubungi kami di ${settings.company_phone} atau balas email ini.`,
      '',
      'Salam,',
      settings.company_name,
    ].join('\n'),
    replyTo: settings.company_email,
  };
}
