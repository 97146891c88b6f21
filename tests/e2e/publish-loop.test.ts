import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { formatIdr } from '#shared/common/format.ts';
import type { AdminProduct } from '#shared/product/views.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { editForm, newProductForm } from '../support/product-form.ts';
import { TEST_ADMIN } from '../support/test-env.ts';
import type { Rebuilder } from '#scripts/lib/rebuilder.ts';
import { PUBLISH_AT_ONCE } from '../support/publish-at-once.ts';

/*
 * The publishing loop end to end: an admin changes a price through the API of the running server,
 * and within a bounded time the prerendered HTML of that product's page carries the new price.
 */

let rebuilder: Rebuilder;
const builds: string[] = [];
/** A product prerendered by the first build below, deleted before the next: its URL must then be a 404. */
let gone: { id: number; slug: string };

async function adminToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  const { startRebuilder } = await import('#scripts/lib/rebuilder.ts');
  rebuilder = startRebuilder({
    intervalMs: 500,
    publishDir: inject('publishDir'),
    policy: PUBLISH_AT_ONCE,
    log: (message) => message.startsWith('rebuilding') && builds.push(message),
  });
  const base = inject('baseUrl');
  const auth = { authorization: `Bearer ${await adminToken(base)}` };
  const categories = (await (await fetch(`${base}/api/categories`, { headers: auth })).json()) as Array<{ id: number }>;
  const suffix = Date.now().toString(36);
  const created = await fetch(`${base}/api/admin/products`, {
    method: 'POST',
    headers: auth,
    body: newProductForm({
      name: `E2E Gone Meter ${suffix}`,
      sku: `E2E-GONE-${suffix}`.toUpperCase(),
      category_id: categories[0]!.id,
      price: 1_000_000,
      stock: 1,
      status: 'published',
    }),
  });
  gone = ((await created.json()) as { data: { id: number; slug: string } }).data;
  // Changes left by other test files (and the product above) are published first, so the burst below
  // starts from a clean state.
  await rebuilder.idle();
  builds.length = 0;
});

afterAll(async () => {
  // The site is left built as the store is now, not as it was at this file's last build: later files
  // read the served pages.
  await rebuilder?.idle();
  await rebuilder?.stop();
});

describe('publishing loop', () => {
  it('a price changed in the admin API reaches the prerendered product page, coalescing a burst into one build', async () => {
    const base = inject('baseUrl');
    const auth = { authorization: `Bearer ${await adminToken(base)}` };
    // The deleted product's prerendered page exists now; the rebuild below drops it.
    expect(existsSync(join(inject('publishDir'), 'products', gone.slug, 'index.html'))).toBe(true);
    expect((await fetch(`${base}/products/${gone.slug}`)).status).toBe(200);
    expect((await fetch(`${base}/api/admin/products/${gone.id}`, { method: 'DELETE', headers: auth })).status).toBe(
      200,
    );
    const products = (await (await fetch(`${base}/api/admin/products`, { headers: auth })).json()) as Array<{
      id: number;
      slug: string;
      status: string;
      is_active: number;
    }>;
    const target = products.find((product) => product.status === 'published' && product.is_active === 1)!;
    const full = (await (await fetch(`${base}/api/admin/products/${target.id}`, { headers: auth })).json()) as Record<
      string,
      any
    >;

    const before = (await (await fetch(`${base}/api/admin/publish`, { headers: auth })).json()) as { builtSeq: number };
    let price = 0;
    // A burst of five saves: the loop must settle with the last price, in at most two builds.
    for (let i = 1; i <= 5; i++) {
      price = 7_777_000 + i;
      const form = editForm(full as unknown as AdminProduct, { _method: 'PUT', price: String(price), is_active: '1' });
      const saved = await fetch(`${base}/api/admin/products/${target.id}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(saved.status).toBe(200);
    }

    await expect
      .poll(async () => (await fetch(`${base}/products/${target.slug}`)).text(), { timeout: 240_000, interval: 1000 })
      .toContain(formatIdr(price));
    await rebuilder.idle();
    const after = (await (await fetch(`${base}/api/admin/publish`, { headers: auth })).json()) as {
      status: string;
      builtSeq: number;
      pendingChanges: number;
    };
    expect(after.status).toBe('up_to_date');
    expect(after.pendingChanges).toBe(0);
    expect(after.builtSeq).toBeGreaterThan(before.builtSeq);
    expect(builds.length).toBeGreaterThanOrEqual(1);
    expect(builds.length).toBeLessThanOrEqual(2);
    // Republished: the deleted product's URL is a plain HTTP 404 (the fallback page, status 404).
    expect(existsSync(join(inject('publishDir'), 'products', gone.slug, 'index.html'))).toBe(false);
    for (const url of [`${base}/products/${gone.slug}`, `${base}/products/${gone.slug}/`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('<html');
    }
    expect((await fetch(`${base}/products/${gone.slug}`, { method: 'HEAD' })).status).toBe(404);
  }, 300_000);
});
