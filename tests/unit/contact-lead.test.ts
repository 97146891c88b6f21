import { describe, expect, it } from 'vitest';
import { contactNotificationText } from '#server/services/inbox/contact-mail.ts';
import { autoReply } from '#server/services/mail/notifications.ts';
import { contactView } from '#server/services/inbox/contacts.ts';
import { DEFAULT_SETTINGS } from '#shared/settings/schema.ts';
import { ContactSchema } from '#shared/inbox/contact.ts';

const base = {
  id: '0mwt00000-0000abcd',
  full_name: 'Sari',
  email: 'sari@lab.example',
  created_at: '2026-11-23T00:00:00Z',
};

describe('contactView', () => {
  it.each([
    ['a record from before phone, message and status', base, { phone: '', message: '', status: 'new', company: '' }],
    ['an unknown status', { ...base, status: 'archived' }, { status: 'new' }],
    [
      'a followed-up message',
      { ...base, status: 'done', phone: '628123456789' },
      { status: 'done', phone: '628123456789' },
    ],
  ])('reads %s', (_label, record, expected) => {
    expect(contactView(record as never)).toMatchObject(expected);
  });
});

describe('ContactSchema phone and message', () => {
  const valid = { fullName: 'Sari', email: 'sari@lab.example', captcha: 'x' };
  it.each([
    ['0812-8880-4512', '6281288804512'],
    ['+62 812 8880 4512', '6281288804512'],
    ['', ''],
  ])('phone %j is kept as %j', (phone, stored) => {
    expect(ContactSchema.parse({ ...valid, phone }).phone).toBe(stored);
  });
  it.each(['telepon', '12', '0812 8880 4512 9999 8888 77'])('refuses phone %j', (phone) => {
    expect(ContactSchema.safeParse({ ...valid, phone }).success).toBe(false);
  });
  it('keeps the original site fields as they were and defaults the new ones', () => {
    expect(ContactSchema.parse(valid)).toEqual({ ...valid, company: '', phone: '', message: '' });
  });
});

describe('notification mails', () => {
  const contact = contactView({ ...base, company: 'PT Uji', phone: '6281288804512', message: 'Butuh 2 DO meter.' });
  it('tells the company everything the visitor wrote', () => {
    const text = contactNotificationText(contact);
    for (const part of ['Sari', 'sari@lab.example', 'PT Uji', '0812-8880-4512', 'Butuh 2 DO meter.']) {
      expect(text).toContain(part);
    }
  });
  it('answers the visitor in Indonesian, replying to the company', () => {
    const mail = autoReply(DEFAULT_SETTINGS, 'sari@lab.example');
    expect(mail).toMatchObject({ to: 'sari@lab.example', replyTo: DEFAULT_SETTINGS.company_email });
    expect(mail.subject).toBe(`Terima kasih telah menghubungi ${DEFAULT_SETTINGS.company_name}`);
    // No name: whoever typed this address may not be its owner, and the name is free text.
    expect(mail.text.startsWith('Halo,\n')).toBe(true);
  });
});
