import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { storeContact } from '#server/services/inbox/contacts.ts';
import { storeQuoteRequest } from '#server/services/quotes/requests.ts';
import type { ContactInput } from '#shared/inbox/contact.ts';
import type { QuoteRequestInput } from '#shared/quote/request-schema.ts';
import { call, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * Internal notes on quote requests and contact messages: any admin (Staff and above) writes and reads
 * them, each signed with its author and time; two admins writing at once both keep theirs; bad input
 * is a JSON 422; strangers get 401 and the public answers never carry them.
 */

const quote = () =>
  storeQuoteRequest(requestDeps(), {
    items: [{ product_id: 1, quantity: 1 }],
    customer: { name: 'Catatan Buyer', institution: 'Lab', phone: '0812-5555-6666', city: 'Solo', notes: '' },
  } as QuoteRequestInput);

const contact = () =>
  storeContact(requestDeps(), {
    fullName: 'Catatan Kontak',
    email: 'catatan@example.com',
    company: 'Lab Catatan',
    phone: '6281255556666',
    message: 'Mohon info harga.',
  } as ContactInput);

describe('internal notes', () => {
  it.for(['quote', 'contact'] as const)(
    'on a %s: written by a Staff admin, signed, kept in order',
    async (kind, { token }) => {
      const base =
        kind === 'quote'
          ? `/api/admin/quotes/${(await quote()).reference}`
          : `/api/admin/contacts/${encodeURIComponent((await contact()).id)}`;
      const staff = await userWithRole('Staff');
      const before = Date.now();
      const first = await call(`${base}/notes`, {
        method: 'POST',
        token: staff.token,
        json: { text: '  Sudah ditelepon, minta unit demo bulan Maret.  ' },
      });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.body.data).toMatchObject({
        text: 'Sudah ditelepon, minta unit demo bulan Maret.',
        author_id: staff.id,
      });
      expect(Date.parse(first.body.data.at)).toBeGreaterThanOrEqual(before - 1_000);

      // Two admins at once: both notes are kept.
      const [a, b] = await Promise.all([
        call(`${base}/notes`, { method: 'POST', token, json: { text: 'Catatan A' } }),
        call(`${base}/notes`, { method: 'POST', token: staff.token, json: { text: 'Catatan B' } }),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);

      const read = await call(`${base}/notes`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data.map((note: { text: string }) => note.text)).toEqual(
        expect.arrayContaining(['Sudah ditelepon, minta unit demo bulan Maret.', 'Catatan A', 'Catatan B']),
      );
      expect(read.body.data[0].text).toBe('Sudah ditelepon, minta unit demo bulan Maret.');
      expect(read.body.data[0].author).toBeTruthy();

      // Each note is in the activity log of its request or message, signed with its author.
      const id = kind === 'quote' ? base.split('/').pop()! : decodeURIComponent(base.split('/').pop()!);
      const history = await call(`/api/admin/activity?entity=${kind}&id=${encodeURIComponent(id)}`, { token });
      expect(history.status, JSON.stringify(history.body)).toBe(200);
      const noted = (
        history.body as Array<{ action: string; user: { id: number }; changes: Array<{ to: unknown }> }>
      ).filter((entry) => entry.action === 'note');
      expect(noted).toHaveLength(3);
      expect(noted.map((entry) => entry.changes[0]!.to)).toContain('Catatan B');
      expect(noted.some((entry) => entry.user.id === staff.id)).toBe(true);

      // Bad input keeps to JSON 4xx.
      for (const body of [{ text: '   ' }, { text: 'x'.repeat(2_001) }, {}, { text: 5 }]) {
        const refused = await call(`${base}/notes`, { method: 'POST', token, json: body });
        expect(refused.status, JSON.stringify(body)).toBe(422);
        expect(refused.body.errors.text).toBeDefined();
      }
      // Strangers read nothing.
      expect((await call(`${base}/notes`)).status).toBe(401);
      expect((await call(`${base}/notes`, { method: 'POST', json: { text: 'x' } })).status).toBe(401);
    },
  );

  it('a request or message that does not exist answers 404, not an empty thread', async ({ token }) => {
    for (const path of ['/api/admin/quotes/RL-2601-9999/notes', '/api/admin/contacts/tidak-ada/notes']) {
      expect((await call(path, { token })).status).toBe(404);
      expect((await call(path, { method: 'POST', token, json: { text: 'x' } })).status).toBe(404);
    }
    const { reference } = await quote();
    expect((await call(`/api/admin/quotes/${reference}/other`, { token })).status).toBe(404);
  });

  it('the detail answers and public answers do not carry the notes', async ({ token }) => {
    const { reference } = await quote();
    await call(`/api/admin/quotes/${reference}/notes`, {
      method: 'POST',
      token,
      json: { text: 'RAHASIA-INTERNAL-123' },
    });
    const detail = await call(`/api/admin/quotes/${reference}`, { token });
    expect(JSON.stringify(detail.body)).not.toContain('RAHASIA-INTERNAL-123');
    const list = await call(`/api/admin/quotes?page=1&q=${reference}`, { token });
    expect(JSON.stringify(list.body)).not.toContain('RAHASIA-INTERNAL-123');
  });
});
