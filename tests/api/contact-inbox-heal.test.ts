import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { healCounts } from '#server/services/inbox/inbox-head.ts';
import { contactSummary, newContactId } from '#server/services/inbox/contacts.ts';
import { Unchanged } from '#server/store.ts';
import { call } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

// A store of its own: the test compares the whole inbox's unread count before and after.

describe('contact inbox counts', () => {
  it('a head left behind by a writer that died between its two writes is brought forward', async ({ token }) => {
    const email = `heal-${Date.now()}@lab.example`;
    const captcha = await solveCaptchaForTests((await call('/api/captcha')).body);
    const sent = await call('/api/contact', { method: 'POST', json: { fullName: 'Heal', email, captcha } });
    expect(sent.status).toBe(201);
    const id = (await call(`/api/admin/contacts?q=${encodeURIComponent(email)}`, { token })).body.data[0].id;
    const deps = requestDeps();
    const before = await contactSummary(deps);
    // The shard's write happens, the head's does not (as if the process died in between).
    const shards = (await deps.db.keys('contact-inbox/')).filter((key) => /\d+$/.test(key));
    for (const key of shards) {
      await deps.db.update<{ rows: Array<{ id: string; status: string }>; rev?: number }, null>(key, (shard) => {
        if (!shard?.rows.some((row) => row.id === id)) return new Unchanged(null);
        const rows = shard.rows.map((row) => (row.id === id ? { ...row, status: 'done' } : row));
        return { ...shard, rows, rev: (shard.rev ?? 0) + 1 };
      });
    }
    expect((await contactSummary(deps)).unread).toBe(before.unread);
    await healCounts(deps);
    expect((await contactSummary(deps)).unread).toBe(before.unread - 1);
  });

  it('a store whose messages predate the index is indexed once, each message once', async ({ token }) => {
    const deps = requestDeps();
    // Back to the old layout: messages only, no index, no markers.
    for (const key of [...(await deps.db.keys('contact-inbox/')), ...(await deps.db.keys('contact-new/'))]) {
      await deps.db.delete(key);
    }
    const stored = (await deps.db.keys('contacts/')).length;
    const tag = `lama-${Date.now()}`;
    for (let index = 0; index < 3; index++) {
      const id = newContactId(new Date(Date.now() + index));
      await deps.db.put(`contacts/${id}`, {
        id,
        full_name: `Lama ${index}`,
        email: `${tag}-${index}@lab.example`,
        company: '',
        created_at: new Date().toISOString(),
      });
    }
    const [first, second] = await Promise.all([
      call('/api/admin/contacts?per_page=100', { token }),
      call('/api/admin/contacts/summary', { token }),
    ]);
    expect(first.body.total).toBe(stored + 3);
    expect(second.body.total).toBe(stored + 3);
    const mine = await call(`/api/admin/contacts?q=${tag}`, { token });
    expect(mine.body.data.map((row: { email: string }) => row.email).sort()).toEqual(
      [0, 1, 2].map((index) => `${tag}-${index}@lab.example`),
    );
  });
});
