import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:portal`: how long `POST /api/portal/link` takes to answer for an email the company
 * knows (it has quotation requests) and for one it does not, measured alternately through the real
 * function on a scratch store. The two should match: the answer must not tell a guesser which
 * addresses are customers (docs/after-sales.md). Each known email has KNOWN_REQUESTS requests, so the
 * lookup done after the answer has real work.
 */
const rounds = Number(process.env.ROUNDS ?? 60);
const KNOWN_REQUESTS = 5;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => Number(value.toFixed(1));

const runtime = await scratchStore(36, 'portal');
process.env.RAWLAB_PORTAL_IP_LIMIT = '100000000';
process.env.RAWLAB_PORTAL_EMAIL_LIMIT = '100000000';
try {
  const { requestDeps } = await import('#server/deps.ts');
  const { readSummaries } = await import('#server/services/catalog/index.ts');
  const { storeQuoteRequest } = await import('#server/services/quotes/index.ts');
  const { loadFunctions } = await import('../lib/function-host.ts');
  const deps = requestDeps();
  const product = (await readSummaries(deps))[0]!;
  const known = Array.from({ length: 4 }, (_, i) => `customer-${i}@lab.example`);
  for (const email of known) {
    for (let i = 0; i < KNOWN_REQUESTS; i++) {
      await storeQuoteRequest(deps, {
        items: [{ product_id: product.id, quantity: 1 }],
        customer: { name: 'Pelanggan', institution: '', phone: '', city: '', email, notes: '' },
        captcha: 'x',
      });
    }
  }
  const host = await loadFunctions(resolve(import.meta.dirname, '../../netlify/functions'));
  const ask = async (email: string, round: number) => {
    const start = performance.now();
    const response = await host.invoke(
      new Request('http://localhost/api/portal/link', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }),
      `10.9.${Math.floor(round / 250)}.${round % 250}`,
    );
    if (response?.status !== 202) throw new Error(`answered ${response?.status}`);
    return performance.now() - start;
  };
  // Between two requests, the first one's work after its answer (the records lookup) is let finish,
  // so each figure is its own request's and not the one before it's.
  const settle = () => new Promise((resolveWait) => setTimeout(resolveWait, 200));
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    // Alternating which goes first, so neither always follows the other.
    const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) {
      await settle();
      const email = kind === 'known' ? known[round % known.length]! : `stranger-${round}@lab.example`;
      times[kind].push(await ask(email, round * 2 + (kind === 'known' ? 0 : 1)));
    }
  }
  await settle();
  console.table(
    Object.fromEntries(
      Object.entries(times).map(([kind, values]) => [
        `${kind} email`,
        {
          'median (ms)': ms(percentile(values, 0.5)),
          'p95 (ms)': ms(percentile(values, 0.95)),
          answers: values.length,
        },
      ]),
    ),
  );
} finally {
  await runtime.blobs.stop();
}
