import { performance } from 'node:perf_hooks';
import { scratchStore } from './scratch.ts';

/**
 * `node scripts/bench/admin-search.ts`: what the admin's product search costs on the server with
 * PRODUCTS (10,000) generated products in a scratch store, the list's own service called directly
 * (no browser, no build):
 *  - the list's first page without a query, cold (the summaries read from the store; it starts the
 *    admin index in the background), and its second page while that index is being built,
 *  - the first search right after (it waits for the index),
 *  - a new search afterwards (median of the QUERIES),
 *  - the first search after one product was saved (the index updated by that product only),
 *  - and the bulk selection's ids of a search ('select all N matching').
 */
const size = Number(process.env.PRODUCTS ?? 10_000);
const QUERIES = ['PH-20', 'ph20', 'PH 20', 'ph meter', 'spektrofotometer', 'rl-ph-70', 'turbidity portable'];

await scratchStore(size, `admin-search-${size}`);
const { requestDeps } = await import('#server/deps.ts');
const { adminProductsPage } = await import('#server/services/catalog/lists.ts');
const { matchingProductIds } = await import('#server/services/catalogue-io/selection.ts');
const { startBulkJob } = await import('#server/services/catalogue-io/bulk-job.ts');
const { firstJobStep } = await import('#server/services/catalogue-io/jobs/run.ts');
const { AdminListQuerySchema } = await import('#shared/catalogue/list-query.ts');

const deps = requestDeps();
const query = (params: Record<string, string>) => AdminListQuerySchema.parse({ page: '1', ...params });
const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const [cold] = await timed(() => adminProductsPage(deps, query({})));
// The list opened: the index is being built in the background, yielding to other requests.
const [whileBuilding] = await timed(() => adminProductsPage(deps, query({ page: '2' })));
const [firstSearch, first] = await timed(() => adminProductsPage(deps, query({ q: 'PH-20' })));
const later: number[] = [];
for (const q of QUERIES.slice(1)) later.push((await timed(() => adminProductsPage(deps, query({ q }))))[0]);
const save = await startBulkJob(deps, { ids: [1], action: 'set_stock', value: 7 }, { id: 1, name: 'bench' });
await firstJobStep(deps, save.id);
const [afterSave] = await timed(() => adminProductsPage(deps, query({ q: 'PH-20' })));
const [selection, ids] = await timed(() => matchingProductIds(deps, query({ q: 'ph meter' })));

const ms = (value: number) => `${value.toFixed(0)} ms`;
console.log(`Admin product search, ${size.toLocaleString('en')} products (server side, one process):`);
console.log(`  list page 1 without a query, cold      ${ms(cold)}`);
console.log(`  page 2 while the index builds          ${ms(whileBuilding)}`);
console.log(`  first search (waits for the index)     ${ms(firstSearch)}  (${first.total} matches for PH-20)`);
console.log(`  a new search afterwards, median of ${later.length}   ${ms(median(later))}`);
console.log(`  first search after one product saved   ${ms(afterSave)}`);
console.log(`  'select all matching' ids (ph meter)    ${ms(selection)}  (${ids.length} ids)`);

process.exit(0);
