import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { healCounts } from '#server/services/contact-inbox.ts';
import { contactSummary } from '#server/services/contacts.ts';
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
});
