import { resetEnvCache } from '#server/env.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';

/*
 * Admin changes to be killed mid-way (tests/api/activity-crash.test.ts): its own blob server on
 * CRASH_DIR, then product creates and updates and category creates, three at a time, each as an
 * admin, printing one JSON line per acknowledged change. The test SIGKILLs it at a random moment and
 * checks that no change is left without its activity entry and no entry without its change.
 */

const blobs = await startLocalBlobs(process.env.CRASH_DIR!);
process.env.RAWLAB_BLOBS_URL = blobs.url;
process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
resetEnvCache();
const { requestDeps } = await import('#server/deps.ts');
const { saveProduct } = await import('#server/services/catalog/operations.ts');
const { createCategory } = await import('#server/services/catalog/categories.ts');
const { actingAs } = await import('#server/services/activity/actor.ts');
const { ProductFieldsSchema } = await import('#shared/product/fields.ts');
const { CategoryInputSchema } = await import('#shared/catalogue/category.ts');

const categoryId = Number(process.env.CRASH_CATEGORY);
const tag = process.env.CRASH_TAG!;
const ids: number[] = [];
let counter = 0;
const ack = (line: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify(line)}\n`);
const fields = (n: number, price: number) =>
  ProductFieldsSchema.parse({
    name: `Crash ${tag} ${n}`,
    sku: `ACR-${tag}-${n}`,
    category_id: categoryId,
    price,
    stock: 1,
    status: 'draft',
  });

async function step(): Promise<void> {
  const deps = requestDeps();
  const n = ++counter;
  const roll = Math.random();
  if (roll < 0.2) {
    const category = await createCategory(deps, CategoryInputSchema.parse({ name: `Crash ${tag} ${n}` }));
    return ack({ op: 'category', id: category.id });
  }
  const target = roll < 0.5 || ids.length === 0 ? undefined : ids[Math.floor(Math.random() * ids.length)];
  if (target === undefined) {
    const saved = await saveProduct(deps, { fields: fields(n, 1000 + n) });
    ids.push(saved.id);
    return ack({ op: 'product', id: saved.id, version: saved.version });
  }
  try {
    const saved = await saveProduct(deps, {
      id: target,
      fields: { ...fields(n, 5000 + n), name: `Crash ${tag} upd ${n}` },
    });
    return ack({ op: 'product', id: saved.id, version: saved.version });
  } catch (error) {
    // Two writers on one product: a 409 is an answer, not a crash.
    if ((error as { status?: number }).status === 409) return;
    throw error;
  }
}

async function writer(): Promise<never> {
  for (;;) await step();
}

ack({ op: 'running' });
await actingAs({ id: 1, name: 'Crash Admin' }, () => Promise.all([writer(), writer(), writer()]));
