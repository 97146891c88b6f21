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
  const { requestDeps } = await import('#server/deps.ts');
  const { seedDemoCatalog } = await import('#server/services/maintenance/seed.ts');
  const { generatedCatalog } = await import('./catalog.ts');
  // The demo categories, settings and admin, with the demo products or a generated catalogue of the wanted size.
  await seedDemoCatalog(
    requestDeps(),
    products === 36 ? undefined : (categoryIds) => generatedCatalog(products, categoryIds),
  );
  return runtime;
}
