import type { ContactMessage } from '#shared/inbox/contact.ts';
import { formatPhone } from '#shared/common/phone.ts';
import type { Deps } from '../../deps.ts';
import { notifyNewLead } from '../mail/index.ts';

/** The contact form's message: notification to the company, confirmation to the visitor. */
export function notifyNewContact(deps: Deps, contact: ContactMessage): Promise<number> {
  return notifyNewLead(
    deps,
    {
      subject: `Pesan kontak baru: ${contact.full_name}${contact.company ? ` (${contact.company})` : ''}`,
      text: contactNotificationText(contact),
      replyTo: contact.email,
      autoReplyTo: { email: contact.email },
    },
    'contact',
  );
}

export function contactNotificationText(contact: ContactMessage): string {
  return [
    'Ada permintaan konsultasi baru dari formulir "Hubungi Ahli Kami".',
    '',
    `Nama       : ${contact.full_name}`,
    `Email      : ${contact.email}`,
    `Perusahaan : ${contact.company || '-'}`,
    `Telepon/WA : ${contact.phone ? formatPhone(contact.phone) : '-'}`,
    '',
    'Kebutuhan:',
    contact.message || '-',
    '',
    'Balas email ini untuk menjawab pengirim, atau buka Kontak Masuk di panel admin.',
  ].join('\n');
}
