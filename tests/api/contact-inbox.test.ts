import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { contactSummary } from '#server/services/inbox/contacts.ts';
import type { DocumentStore } from '#server/store.ts';
import { call, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * The admin's contact inbox: paged on the server with counts, status changes that refuse a stale
 * change, and delete as a move to the archive. Other files send messages meanwhile: every test
 * counts only its own messages (searched by a tag in their email).
 */

let ipCounter = 0;
const nextIp = () => `100.66.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function send(email: string, fullName = 'Inbox Tester') {
  const challenge = await call('/api/captcha');
  const captcha = await solveCaptchaForTests(challenge.body);
  const sent = await call('/api/contact', { method: 'POST', ip: nextIp(), json: { fullName, email, captcha } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
}

const page = (token: string, query: string) => call(`/api/admin/contacts?${query}`, { token });

async function idOf(token: string, email: string): Promise<string> {
  const found = await page(token, `q=${encodeURIComponent(email)}`);
  expect(found.body.data).toHaveLength(1);
  return found.body.data[0].id;
}

describe('GET /api/admin/contacts, paged', () => {
  it('answers one page with the matching total and counts; the unpaged call keeps its array', async ({ token }) => {
    const tag = `paged-${Date.now()}`;
    for (let index = 0; index < 12; index++) await send(`${tag}-${index}@lab.example`);

    const first = await page(token, `q=${tag}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, page: 1, per_page: 10 });
    expect(first.body.data).toHaveLength(10);
    // Newest first, and no message text in a row.
    expect(first.body.data[0].email).toBe(`${tag}-11@lab.example`);
    expect(first.body.data[0]).not.toHaveProperty('message');
    expect(first.body.counts).toEqual({
      new: expect.any(Number),
      in_progress: expect.any(Number),
      done: expect.any(Number),
      archived: expect.any(Number),
    });
    const second = await page(token, `q=${tag}&page=2`);
    expect(second.body.data.map((row: { email: string }) => row.email)).toEqual([
      `${tag}-1@lab.example`,
      `${tag}-0@lab.example`,
    ]);

    const unpaged = await call('/api/admin/contacts', { token });
    expect(Array.isArray(unpaged.body)).toBe(true);
    expect(unpaged.body.filter((item: { email: string }) => item.email.startsWith(tag))).toHaveLength(12);
  });

  it('200 messages sent at once are each indexed exactly once', async ({ token }) => {
    const tag = `flood-${Date.now()}`;
    const captchas = await Promise.all(
      Array.from({ length: 200 }, async () => solveCaptchaForTests((await call('/api/captcha')).body)),
    );
    const sent = await Promise.all(
      captchas.map((captcha, index) =>
        call('/api/contact', {
          method: 'POST',
          ip: nextIp(),
          json: { fullName: `Flood ${index}`, email: `${tag}-${index}@lab.example`, captcha },
        }),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(200).fill(201));
    // Twenty admins' pages ask at once while the markers are being indexed.
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 ? call('/api/admin/contacts/summary', { token }) : page(token, `q=${tag}&per_page=100`),
      ),
    );
    expect(reads.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const all = [
      ...(await page(token, `q=${tag}&per_page=100`)).body.data,
      ...(await page(token, `q=${tag}&per_page=100&page=2`)).body.data,
    ];
    expect(all).toHaveLength(200);
    expect(new Set(all.map((row: { id: string }) => row.id)).size).toBe(200);
  });

  it('refuses a bad query with 422 and an anonymous caller with 401', async ({ token }) => {
    const bad = await page(token, 'page=0&status=gone');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'status']);
    expect((await call('/api/admin/contacts?page=1')).status).toBe(401);
  });
});

describe('the unread badge', () => {
  it('reads the counts in the index head, not the shards, and agrees with the pages', async ({ token }) => {
    const email = `badge-${Date.now()}@lab.example`;
    await send(email);
    const base = requestDeps();
    const before = await contactSummary(base);
    let shardReads = 0;
    const counted = (key: string) => {
      if (/^contact-inbox\/\d+$/.test(key)) shardReads += 1;
    };
    const db: DocumentStore = {
      ...base.db,
      get: (key, consistency) => (counted(key), base.db.get(key, consistency)),
      getShared: (key) => (counted(key), base.db.getShared(key)),
    };
    const summary = await contactSummary({ ...base, db });
    expect(shardReads).toBe(0);
    expect(summary.total).toBeGreaterThanOrEqual(before.total);
    const all = await page(token, 'per_page=1');
    expect(all.body.total).toBe(all.body.counts.new + all.body.counts.in_progress + all.body.counts.done);
  });
});

describe('contact status, compare-and-swap', () => {
  it('two admins changing the same status at once: one wins, the other gets a 409 naming the winner', async ({
    token,
  }) => {
    const email = `cas-${Date.now()}@lab.example`;
    await send(email);
    const id = await idOf(token, email);
    const staff = await userWithRole('Staff', 'contact-cas');
    const [first, second] = await Promise.all([
      call(`/api/admin/contacts/${id}`, { method: 'PATCH', token, json: { status: 'in_progress', from: 'new' } }),
      call(`/api/admin/contacts/${id}`, {
        method: 'PATCH',
        token: staff.token,
        json: { status: 'done', from: 'new' },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toMatch(/^Status sudah diubah menjadi (Ditindaklanjuti|Selesai) oleh /);
    // The same change again is no conflict: it is already so.
    const winner = first.status === 200 ? first : second;
    const again = await call(`/api/admin/contacts/${id}`, {
      method: 'PATCH',
      token,
      json: { status: winner.body.data.status, from: 'new' },
    });
    expect(again.status).toBe(200);
  });
});

describe('deleting a contact: the archive', () => {
  it('moves it to the archive, restores it, and only a Super Admin deletes it for good', async ({ token }) => {
    const email = `archive-${Date.now()}@lab.example`;
    await send(email);
    const id = await idOf(token, email);
    const staff = await userWithRole('Staff', 'contact-archive');

    const deleted = await call(`/api/admin/contacts/${id}`, { method: 'DELETE', token: staff.token });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Kontak dihapus' } });
    expect((await page(token, `q=${email}`)).body.total).toBe(0);
    const unpaged = (await call('/api/admin/contacts', { token })).body as Array<{ id: string }>;
    expect(unpaged.some((item) => item.id === id)).toBe(false);
    const archived = await page(token, `q=${email}&archived=1`);
    expect(archived.body.data).toEqual([
      expect.objectContaining({ id, deleted_by: 'Staff Tester', deleted_at: expect.any(String) }),
    ]);
    expect((await call(`/api/admin/contacts/${id}`, { method: 'DELETE', token })).status).toBe(404);

    const restored = await call(`/api/admin/contacts/${id}/restore`, { method: 'POST', token: staff.token });
    expect(restored.status).toBe(200);
    expect((await page(token, `q=${email}`)).body.total).toBe(1);

    expect((await call(`/api/admin/contacts/${id}`, { method: 'DELETE', token })).status).toBe(200);
    const byStaff = await call(`/api/admin/contacts/${id}?permanent=1`, { method: 'DELETE', token: staff.token });
    expect(byStaff.status).toBe(403);
    const purged = await call(`/api/admin/contacts/${id}?permanent=1`, { method: 'DELETE', token });
    expect(purged).toMatchObject({ status: 200, body: { message: 'Kontak dihapus permanen' } });
    expect((await page(token, `q=${email}&archived=1`)).body.total).toBe(0);
    expect((await call(`/api/admin/contacts/${id}`, { token })).status).toBe(404);
  });
});
