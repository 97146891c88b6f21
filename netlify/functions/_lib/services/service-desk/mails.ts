import { formatPhone } from '#shared/common/phone.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { SERVICE_KIND_LABELS } from '#shared/service/status.ts';
import type { Deps } from '../../deps.ts';
import { mailConfigured, notifyNewLead, queueMail } from '../mail/index.ts';
import { readSettings } from '../settings/index.ts';
import type { ServiceRecord } from './records.ts';

/*
 * The service desk's mails, all only queued (a mail server never delays or fails a request): the
 * tracking link to the customer when they gave an email, the team's messages to the same address,
 * both in the request's language, and a notification to the company ('Notifikasi pesan masuk').
 * The customer's mails greet no one by name: the address may be a stranger's, typed by someone else.
 */

const LINK_MAIL: Record<Lang, (company: string, reference: string, kind: string, url: string) => [string, string[]]> = {
  id: (company, reference, kind, url) => [
    `Permintaan layanan ${reference} diterima - ${company}`,
    [
      'Halo,',
      '',
      `Permintaan layanan ${kind.toLowerCase()} Anda sudah kami terima dengan nomor ${reference}.`,
      'Ikuti statusnya dan kirim pesan kepada tim kami di tautan pribadi berikut:',
      '',
      url,
      '',
      'Tautan ini khusus untuk Anda: mohon tidak diteruskan kepada pihak lain.',
      'Jika Anda tidak merasa mengirim permintaan ini, abaikan email ini.',
    ],
  ],
  en: (company, reference, kind, url) => [
    `Service request ${reference} received - ${company}`,
    [
      'Hello,',
      '',
      `We have received your ${kind.toLowerCase()} request under the number ${reference}.`,
      'Follow its status and write to our team at your private link:',
      '',
      url,
      '',
      'This link is for you alone: please do not forward it.',
      'If you did not send this request, please ignore this email.',
    ],
  ],
};

const MESSAGE_MAIL: Record<
  Lang,
  (company: string, reference: string, message: string, url: string) => [string, string[]]
> = {
  id: (company, reference, message, url) => [
    `Pesan baru untuk permintaan layanan ${reference} - ${company}`,
    [
      'Halo,',
      '',
      `Tim kami menulis tentang permintaan layanan ${reference}:`,
      '',
      message,
      '',
      'Balas atau lihat statusnya di tautan pribadi Anda:',
      url,
    ],
  ],
  en: (company, reference, message, url) => [
    `New message on service request ${reference} - ${company}`,
    [
      'Hello,',
      '',
      `Our team wrote about your service request ${reference}:`,
      '',
      message,
      '',
      'Reply or see its status at your private link:',
      url,
    ],
  ],
};

async function mailCustomer(deps: Deps, record: ServiceRecord, kind: string, letter: [string, string[]]) {
  if (!record.email || !mailConfigured()) return false;
  const settings = await readSettings(deps, 'eventual');
  const [subject, lines] = letter;
  await queueMail(deps, kind, {
    to: record.email,
    subject,
    text: [...lines, '', record.lang === 'en' ? 'Regards,' : 'Salam,', settings.company_name].join('\n'),
    replyTo: settings.company_email,
  });
  return true;
}

/** The tracking link to the customer's email; false when there is none or mail is not configured. */
export async function mailServiceLink(deps: Deps, record: ServiceRecord, url: string): Promise<boolean> {
  const settings = await readSettings(deps, 'eventual');
  const kind = SERVICE_KIND_LABELS[record.lang][record.kind];
  return mailCustomer(
    deps,
    record,
    'service-link',
    LINK_MAIL[record.lang](settings.company_name, record.reference, kind, url),
  );
}

/** A team message to the customer's email, with the link to answer on. */
export async function mailTeamMessage(deps: Deps, record: ServiceRecord, message: string, url: string) {
  const settings = await readSettings(deps, 'eventual');
  return mailCustomer(
    deps,
    record,
    'service-message',
    MESSAGE_MAIL[record.lang](settings.company_name, record.reference, message, url),
  );
}

/** The company's notification of a new request. */
export function notifyNewServiceRequest(deps: Deps, record: ServiceRecord): Promise<number> {
  const kind = SERVICE_KIND_LABELS.id[record.kind];
  return notifyNewLead(
    deps,
    {
      subject: `Permintaan layanan baru ${record.reference}: ${kind}, ${record.name}${record.institution ? ` (${record.institution})` : ''}`,
      text: [
        `Ada permintaan layanan baru, nomor ${record.reference}.`,
        '',
        `Jenis      : ${kind}`,
        `Nomor seri : ${record.serial_number || '-'}`,
        `Nama       : ${record.name}`,
        `Instansi   : ${record.institution || '-'}`,
        `Telepon/WA : ${record.phone ? formatPhone(record.phone) : '-'}`,
        `Email      : ${record.email || '-'}`,
        `Foto       : ${record.photos.length}`,
        '',
        'Keterangan:',
        record.description,
        '',
        'Buka Layanan di panel admin untuk menindaklanjuti.',
      ].join('\n'),
      ...(record.email ? { replyTo: record.email } : {}),
    },
    'service',
  );
}

/** The company's notification of a customer's message on a request. */
export function notifyCustomerMessage(deps: Deps, record: ServiceRecord, message: string): Promise<number> {
  return notifyNewLead(
    deps,
    {
      subject: `Pesan pelanggan untuk permintaan layanan ${record.reference}: ${record.name}`,
      text: [
        `${record.name} menulis tentang permintaan layanan ${record.reference}:`,
        '',
        message,
        '',
        'Buka Layanan di panel admin untuk membalas.',
      ].join('\n'),
      ...(record.email ? { replyTo: record.email } : {}),
    },
    'service',
  );
}
