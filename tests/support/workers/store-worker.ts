import { createInterface } from 'node:readline';
import { requestDeps } from '#server/deps.ts';
import { HttpError } from '#server/errors.ts';
import { createCategory, deleteCategory } from '#server/services/catalog/categories.ts';
import { deleteProduct, saveProduct } from '#server/services/catalog/operations.ts';
import { storeQuoteRequest } from '#server/services/quotes/requests.ts';
import { purgeProduct, restoreProduct } from '#server/services/catalog/archive.ts';
import { deleteCategoryMovingProducts } from '#server/services/catalog/move.ts';
import { storeStats } from '#server/store.ts';
import { recordBeacon, recordQuoteRequest } from '#server/services/analytics/analytics.ts';
import { QuoteRequestSchema } from '#shared/quote/request-schema.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';

/*
 * An independent store client for race tests: its own process, its own module instances, no queue
 * shared with anybody. It reads one JSON command a line from stdin, runs it against the blob server
 * named in its environment, and answers one JSON line: the outcome and how many compare-and-swap
 * conflicts the command met (proof that writers really met at the store).
 */

type Command = { delayMs?: number } & (
  | { seq: number; op: 'save'; id?: number; fields: Record<string, unknown>; version?: number }
  | { seq: number; op: 'delete'; id: number }
  | { seq: number; op: 'createCategory'; name: string }
  | { seq: number; op: 'deleteCategory'; id: number }
  /** `count` analytics events at once: product views from distinct visitors, or quote requests. */
  | {
      seq: number;
      op: 'analyticsBurst';
      kind: 'view' | 'quoteRequest';
      productId: number;
      count: number;
      label: string;
    }
  | { seq: number; op: 'quote'; request: Record<string, unknown>; now: string }
  | { seq: number; op: 'restore'; id: number; asDraft?: boolean }
  | { seq: number; op: 'purge'; id: number }
  | { seq: number; op: 'moveAndDeleteCategory'; id: number; to: number }
);

async function run(command: Command): Promise<unknown> {
  // A stagger chosen by the test, to explore interleavings (not to wait for anything).
  if (command.delayMs) await new Promise((resolve) => setTimeout(resolve, command.delayMs));
  const deps = requestDeps();
  switch (command.op) {
    case 'save':
      return saveProduct(deps, {
        id: command.id,
        fields: ProductFieldsSchema.parse(command.fields),
        expectedVersion: command.version,
      });
    case 'delete':
      return deleteProduct(deps, command.id);
    case 'createCategory':
      return createCategory(deps, {
        name: command.name,
        slug: '',
        description: '',
        english: { name: '', description: '' },
        color: '#3B82F6',
      });
    case 'deleteCategory':
      return deleteCategory(deps, command.id);
    case 'analyticsBurst': {
      const { kind, productId, count, label } = command;
      const results = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          kind === 'view'
            ? recordBeacon(
                deps,
                { kind: 'view', productIds: [productId] },
                {
                  ip: `198.18.${i % 250}.${(i >> 8) + 1}`,
                  userAgent: `${label}/${i}`,
                  secret: 'burst',
                  addressLimit: 1000,
                },
              )
            : recordQuoteRequest(deps, [productId]),
        ),
      );
      return { counted: results.filter((ids) => ids.length > 0).length };
    }
    case 'quote':
      // The service behind POST /api/quotes (captcha and limits are the function's), at a chosen clock.
      return storeQuoteRequest(
        { ...deps, now: () => new Date(command.now) },
        QuoteRequestSchema.parse(command.request),
      );
    case 'restore':
      return (await restoreProduct(deps, command.id, { asDraft: command.asDraft })).data;
    case 'purge':
      return purgeProduct(deps, command.id);
    case 'moveAndDeleteCategory':
      return deleteCategoryMovingProducts(deps, command.id, command.to);
  }
}

const lines = createInterface({ input: process.stdin });
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
for await (const line of lines) {
  if (!line.trim()) continue;
  const command = JSON.parse(line) as Command;
  const before = storeStats().conflicts;
  let answer: Record<string, unknown>;
  try {
    answer = { ok: true, status: 200, body: (await run(command)) ?? null };
  } catch (error) {
    answer =
      error instanceof HttpError
        ? { ok: false, status: error.status, body: { message: error.message, errors: error.errors } }
        : { ok: false, status: 500, body: { message: String(error) } };
  }
  process.stdout.write(
    `${JSON.stringify({ seq: command.seq, conflicts: storeStats().conflicts - before, ...answer })}\n`,
  );
}
