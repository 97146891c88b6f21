import { resolve } from 'node:path';
import { loadFunctions } from '#scripts/lib/function-host.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';
import { newProductForm } from './product-form.ts';
import { TEST_ADMIN } from './test-env.ts';

/*
 * Writes into the blob folder `netlify serve` uses, for the deploy rehearsal. Run as a child process
 * (its own environment, never the test runner's), through our blob server on the same folder: the
 * CLI's own blob server returns no ETags, so the functions it serves cannot make the conditional
 * writes a sign-in or a product save needs (Netlify's store can; decision 005).
 *   node tests/support/netlify-store.ts seed <blob folder> <site id>
 *       the demo catalogue without its settings (never saved), the first admin, a publishing record
 *       with a waiting change
 *   node tests/support/netlify-store.ts product <blob folder> <site id> <name>
 *       a published product through the admin API; prints its slug
 * Both print a JSON line: { token, user, slug? } (the first admin signed in).
 */
const [mode, directory, siteId, name] = process.argv.slice(2);
if (!mode || !directory || !siteId)
  throw new Error('usage: netlify-store.ts seed|product <blob folder> <site id> [name]');
const blobs = await startLocalBlobs(resolve(directory));
process.env.RAWLAB_BLOBS_URL = blobs.url;
process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
process.env.RAWLAB_SITE_ID = siteId;
try {
  const { requestDeps } = await import('#server/deps.ts');
  if (mode === 'seed') {
    const { seedDemoCatalog } = await import('#server/services/maintenance/seed.ts');
    const { requestRebuild } = await import('#server/services/publishing/publish.ts');
    const { SETTINGS_KEY } = await import('#server/services/settings/settings.ts');
    if (!(await seedDemoCatalog(requestDeps()))) throw new Error(`${directory} was not empty`);
    // Settings never saved: the site must show no WhatsApp number, the admin a 'not configured' note.
    await requestDeps().db.delete(SETTINGS_KEY);
    await requestRebuild(requestDeps(), 'rehearsal: a change before the build');
  }
  const host = await loadFunctions(resolve(import.meta.dirname, '../../netlify/functions'));
  const call = async (path: string, init: RequestInit) => {
    const response = await host.invoke(new Request(`http://localhost${path}`, init), '127.0.0.1');
    const body = (await response?.json()) as Record<string, any>;
    if (!response?.ok) throw new Error(`${init.method} ${path}: ${response?.status} ${JSON.stringify(body)}`);
    return body;
  };
  const login = await call('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  const token = login.access_token as string;
  let slug: string | undefined;
  if (mode === 'product') {
    const categories = (await call('/api/categories', {
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    })) as unknown as Array<{ id: number }>;
    const suffix = Date.now().toString(36);
    const form = newProductForm({
      name: name ?? `Rehearsal Probe ${suffix}`,
      sku: `REH-${suffix}`.toUpperCase(),
      category_id: categories[0]!.id,
      price: 1_250_000,
      stock: 2,
      status: 'published',
      short_description: 'Created after the build.',
      long_description: 'Created after the build, to prove the fallback page.',
      tags: [],
      specifications: [],
    });
    const created = await call('/api/admin/products', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    slug = created.data.slug;
  }
  console.log(JSON.stringify({ token, user: login.user, slug }));
} finally {
  await blobs.stop();
}
