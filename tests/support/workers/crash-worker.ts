import { resetEnvCache } from '#server/env.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';

/*
 * A whole server's worth of writers in one process, to be killed: it runs its own blob server on
 * CRASH_DIR (as `npm start` does) and a mixed burst of product creates, renames and deletes, contact
 * messages, quote requests, analytics counts and queued mails, four at a time, printing one JSON line
 * per acknowledged write. The test kills the process at a random moment with SIGKILL and checks what
 * is left.
 */

const blobs = await startLocalBlobs(process.env.CRASH_DIR!);
process.env.RAWLAB_BLOBS_URL = blobs.url;
process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
resetEnvCache();
const { requestDeps } = await import('#server/deps.ts');
const { deleteProduct, saveProduct } = await import('#server/services/catalog/operations.ts');
const { storeContact } = await import('#server/services/inbox/contacts.ts');
const { storeQuoteRequest } = await import('#server/services/quotes/requests.ts');
const { recordQuoteRequest } = await import('#server/services/analytics/analytics.ts');
const { queueMail } = await import('#server/services/mail/queue.ts');
const { ProductFieldsSchema } = await import('#shared/product/fields.ts');

const categoryId = Number(process.env.CRASH_CATEGORY);
/** A published product of the seeded catalogue, for quote requests and analytics counts. */
const quotedProduct = Number(process.env.CRASH_PRODUCT);
const tag = process.env.CRASH_TAG!;
const live = new Map<number, { slug: string; sku: string; name: string }>();
const busy = new Set<number>();
const ack = (line: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify(line)}\n`);
let counter = 0;

const fields = (name: string, sku: string, slug: string) =>
  ProductFieldsSchema.parse({ name, sku, slug, category_id: categoryId, price: 1000, stock: 3, status: 'published' });

function pick(): number | undefined {
  const free = [...live.keys()].filter((id) => !busy.has(id));
  return free[Math.floor(Math.random() * free.length)];
}

async function step(): Promise<void> {
  const deps = requestDeps();
  const n = ++counter;
  const roll = Math.random();
  const target = roll < 0.55 ? undefined : pick();
  if (target === undefined || roll < 0.55) {
    if (roll < 0.15) return lead(deps, n);
    if (roll >= 0.85) {
      const message = await storeContact(deps, {
        fullName: `Crash ${tag} ${n}`,
        email: `crash${n}@example.com`,
        company: '',
        phone: '',
        message: '',
        captcha: 'x',
      });
      return ack({ op: 'contact', id: message.id });
    }
    const product = { name: `Crash ${tag} ${n}`, sku: `CR-${tag}-${n}`, slug: `crash-${tag}-${n}` };
    const saved = await saveProduct(deps, { fields: fields(product.name, product.sku, product.slug) });
    live.set(saved.id, product);
    return ack({ op: 'create', id: saved.id, slug: saved.slug, version: saved.version });
  }
  busy.add(target);
  try {
    const current = live.get(target)!;
    if (roll < 0.8) {
      const slug = `${current.slug}-r${n}`;
      const saved = await saveProduct(deps, { id: target, fields: fields(current.name, current.sku, slug) });
      live.set(target, { ...current, slug });
      return ack({ op: 'rename', id: target, slug: saved.slug, version: saved.version });
    }
    await deleteProduct(deps, target);
    live.delete(target);
    return ack({ op: 'delete', id: target });
  } finally {
    busy.delete(target);
  }
}

/** A quote request, a count of one for the analytics, or a queued mail (a third of the time each). */
async function lead(deps: ReturnType<typeof requestDeps>, n: number): Promise<void> {
  const kind = n % 3;
  if (kind === 0) {
    const quote = await storeQuoteRequest(deps, {
      items: [{ product_id: quotedProduct, quantity: 1 + (n % 5) }],
      customer: { name: `Crash ${tag} ${n}`, institution: '', phone: '6281288804512', city: '', email: '', notes: '' },
      captcha: 'x',
    });
    return ack({ op: 'quote', id: quote.reference });
  }
  if (kind === 1) {
    await recordQuoteRequest(deps, [quotedProduct]);
    return ack({ op: 'count', id: quotedProduct });
  }
  const id = await queueMail(deps, 'crash', { to: 'sales@example.com', subject: `Crash ${tag} ${n}`, text: 'x' });
  return ack({ op: 'mail', id });
}

async function writer(): Promise<never> {
  for (;;) await step();
}

ack({ op: 'running' });
await Promise.all([writer(), writer(), writer(), writer()]);
