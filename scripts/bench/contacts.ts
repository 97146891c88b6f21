import { performance } from 'node:perf_hooks';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:contacts`: what the admin's contact inbox costs as outsiders fill it. For 100 and
 * 10,000 messages (SIZES) in a scratch store: the unread badge (`contactSummary`) and the first page
 * of the paged list (`contactsPage`), median and p95 of 40 calls one after another and of 20 calls at
 * once (twenty admins' pages asking together), with the page's size; beside them the original unpaged
 * list, which reads every message. The first read after the messages arrive indexes them: shown apart.
 */
const sizes = (process.env.SIZES ?? '100,10000').split(',').map(Number);
const runs = 40;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const ms = (value: number) => Number(value.toFixed(1));

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function measure(work: () => Promise<unknown>) {
  const serial: number[] = [];
  for (let run = 0; run < runs; run++) serial.push((await timed(work))[0]);
  const parallel = await Promise.all(Array.from({ length: 20 }, () => timed(work).then(([time]) => time)));
  return {
    median: ms(percentile(serial, 0.5)),
    p95: ms(percentile(serial, 0.95)),
    p95_20_at_once: ms(percentile(parallel, 0.95)),
  };
}

const table: Record<string, Record<string, number>> = {};
for (const size of sizes) {
  const runtime = await scratchStore(36, `contacts-${size}`);
  try {
    const { requestDeps } = await import('#server/deps.ts');
    const { contactSummary, contactsPage, listContacts, storeContact } =
      await import('#server/services/inbox/contacts.ts');
    const { AdminContactQuerySchema } = await import('#shared/inbox/contact.ts');
    const deps = requestDeps();
    for (let start = 0; start < size; start += 64) {
      await Promise.all(
        Array.from({ length: Math.min(64, size - start) }, (_, index) =>
          storeContact(deps, {
            fullName: `Pengunjung ${start + index}`,
            email: `visitor-${start + index}@lab.example`,
            company: 'PT Uji Mutu',
            phone: '6281288804512',
            message: 'Butuh pH meter untuk 3 lab QC, mohon penawaran harga dan waktu pengiriman.',
            captcha: 'x',
          }),
        ),
      );
    }
    const query = AdminContactQuerySchema.parse({ page: '1' });
    const [indexing] = await timed(() => contactSummary(deps));
    const badge = await measure(() => contactSummary(deps));
    const firstPage = await measure(() => contactsPage(deps, query));
    const pageBytes = JSON.stringify(await contactsPage(deps, query)).length;
    const [unpagedMs, unpaged] = await timed(() => listContacts(deps));
    table[`${size} messages`] = {
      'indexing on first read (ms)': ms(indexing),
      'badge median (ms)': badge.median,
      'badge p95 (ms)': badge.p95,
      'badge p95, 20 at once (ms)': badge.p95_20_at_once,
      'first page median (ms)': firstPage.median,
      'first page p95 (ms)': firstPage.p95,
      'first page p95, 20 at once (ms)': firstPage.p95_20_at_once,
      'first page (KB)': Number((pageBytes / 1024).toFixed(1)),
      'unpaged list, once (ms)': ms(unpagedMs),
      'unpaged list (KB)': Number((JSON.stringify(unpaged).length / 1024).toFixed(1)),
    };
  } finally {
    await runtime.blobs.stop();
  }
}
console.table(table);
