import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A scratch store for a benchmark: a fresh DATA_DIR, the seeded categories, settings and admin, and a
 * generated catalogue of `products` products. Returns the running runtime.
 */
export async function scratchStore(products: number, label: string) {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), `rawlab-bench-${label}-`));
  process.env.RAWLAB_LOGIN_IP_LIMIT = '100000000';
  process.env.RAWLAB_CONTACT_IP_LIMIT = '100000000';
  const { startLocalRuntime } = await import('../lib/runtime.ts');
  const runtime = await startLocalRuntime({ seed: false });
  const { requestDeps } = await import('../../netlify/functions/_lib/deps.ts');
  const { seedDemoCatalog } = await import('../../netlify/functions/_lib/services/seed.ts');
  const { PRODUCT_INDEX_KEY, importProducts } = await import('../../netlify/functions/_lib/services/products.ts');
  const deps = requestDeps();
  await seedDemoCatalog(deps);
  if (products !== 36) {
    // Replace the demo products with a generated catalogue of the wanted size.
    const { listCategories } = await import('../../netlify/functions/_lib/services/categories.ts');
    const categories = await listCategories(deps);
    await deps.db.delete(PRODUCT_INDEX_KEY);
    const { generatedCatalog } = await import('./catalog.ts');
    await importProducts(deps, generatedCatalog(products, new Map(categories.map((c) => [c.slug, c.id]))));
  }
  return runtime;
}
