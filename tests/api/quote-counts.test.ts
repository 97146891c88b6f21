import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { quoteCounts, storeQuoteRequest } from '#server/services/quotes/requests.ts';
import { changeQuoteStatus } from '#server/services/quotes/request-status.ts';
import { storeStats } from '#server/store.ts';
import { quoteMonth } from '#shared/quote/request.ts';
import { type QuoteSummary } from '#shared/quote/admin.ts';
import type { QuoteRequestInput } from '#shared/quote/request-schema.ts';
import { call } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The navigation badge of 'Permintaan Penawaran': `GET /api/admin/quotes/summary` counts the new
 * requests from one counts document, stays equal to the inbox's own counts under parallel requests
 * and status changes, and is brought forward by the next inbox read when a process died between the
 * request and its count.
 */

const request = (name: string): QuoteRequestInput =>
  ({
    items: [{ product_id: 1, quantity: 1 }],
    customer: { name, institution: 'Lab Hitung', phone: '0812-3000-4000', city: 'Depok', notes: '' },
  }) as QuoteRequestInput;

const summary = async (token: string) => {
  const answer = await call('/api/admin/quotes/summary', { token });
  expect(answer.status).toBe(200);
  return answer.body as { total: number; new: number };
};

const inboxCounts = async (token: string) => {
  const answer = await call('/api/admin/quotes?page=1', { token });
  expect(answer.status).toBe(200);
  return answer.body as { total: number; counts: Record<string, number> };
};

describe('GET /api/admin/quotes/summary', () => {
  it('counts new requests from one read, and agrees with the inbox under parallel requests and status changes', async ({
    token,
  }) => {
    expect(await summary(token)).toEqual({ total: 0, new: 0 });
    const deps = requestDeps();
    const stored = await Promise.all(
      Array.from({ length: 30 }, (_, i) => storeQuoteRequest(deps, request(`Paralel ${i}`))),
    );
    expect(await summary(token)).toEqual({ total: 30, new: 30 });

    // Status changes at the same time as new requests.
    await Promise.all([
      ...stored
        .slice(0, 8)
        .map((answer) => changeQuoteStatus(deps, answer.reference, { status: 'diproses', from: 'baru' }, 'Uji')),
      ...Array.from({ length: 10 }, (_, i) => storeQuoteRequest(deps, request(`Lagi ${i}`))),
    ]);
    expect(await summary(token)).toEqual({ total: 40, new: 32 });
    const inbox = await inboxCounts(token);
    expect(inbox.total).toBe(40);
    expect(inbox.counts.baru).toBe(32);

    // One store read, whatever the number of requests (the months are not opened).
    const before = storeStats().calls;
    await quoteCounts(deps);
    expect(storeStats().calls - before).toBe(1);
  });

  it('a count lost with a crashed process is brought forward by the next inbox read', async ({ token }) => {
    const deps = requestDeps();
    const { new: before } = await summary(token);
    // The crash: the month's row is committed, the count never was.
    const month = quoteMonth(deps.now());
    await deps.db.update<{ seq: number; rev?: number; entries: QuoteSummary[] }>(`quote-index/${month}`, (current) => {
      const seq = current!.seq + 1;
      const reference = `RL-${month}-${String(seq).padStart(4, '0')}`;
      return {
        ...current!,
        seq,
        rev: (current!.rev ?? 0) + 1,
        entries: [...current!.entries, { ...current!.entries[0]!, reference, status: 'baru', history: [] }],
      };
    });
    expect((await summary(token)).new).toBe(before);
    await inboxCounts(token);
    expect((await summary(token)).new).toBe(before + 1);
  });

  it('needs a signed-in admin', async () => {
    const answer = await call('/api/admin/quotes/summary');
    expect(answer.status).toBe(401);
    expect(typeof answer.body.message).toBe('string');
  });
});
