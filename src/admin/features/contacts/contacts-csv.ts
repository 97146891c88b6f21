import type { ContactMessage } from '#shared/inbox/contact.ts';
import { CONTACT_STATUS_LABELS } from '#shared/inbox/contact-limits.ts';
import { formatIdDateTime } from '#shared/common/format.ts';
import { formatPhone } from '#shared/common/phone.ts';
import { toCsv } from '../../lib/csv.ts';

/** The spreadsheet sales staff follow leads up from: one row per message, newest first as shown. */
export function contactsCsv(contacts: readonly ContactMessage[]): string {
  return toCsv([
    ['No', 'Nama Lengkap', 'Email', 'Perusahaan', 'Tanggal', 'Tanggal (ISO)', 'Telepon', 'Kebutuhan', 'Status'],
    ...contacts.map((contact, index) => [
      index + 1,
      contact.full_name,
      contact.email,
      contact.company,
      formatIdDateTime(contact.created_at),
      contact.created_at,
      formatPhone(contact.phone),
      contact.message,
      CONTACT_STATUS_LABELS[contact.status],
    ]),
  ]);
}

export function contactsCsvFilename(now = new Date()): string {
  return `kontak-rawlab-${now.toISOString().slice(0, 10)}.csv`;
}
