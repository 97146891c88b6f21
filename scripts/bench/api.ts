import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../lib/runtime.ts';
import { loadFromAnotherProcess, percentile95, type Scenario } from './lib.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:api`: autocannon, concurrency 20 for DURATION seconds (20), against the local server
 * (functions in-process, blob server on disk) with 30-ish and 1,000 products. Prints requests per
 * second, p50/p95/p99 latency and errors for the public reads, login (scrypt: slow on purpose) and
 * twenty connections saving the same product over and over (a contention case: every save competes for
 * one record; `bench:saves` measures the everyday case of four administrators saving their own products).
 */
const duration = Number(process.env.DURATION ?? 20);
const sizes = (process.env.SIZES ?? '36,1000').split(',').map(Number);
const rows: Record<string, Record<string, number | string>> = {};

for (const size of sizes) {
  const runtime = await scratchStore(size, `api-${size}`);
  process.env.ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;
  process.env.ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;
  const { startSiteServer } = await import('../lib/site-server.ts');
  const port = 4500 + (size % 100);
  const site = await startSiteServer(port, '127.0.0.1');
  const base = site.url;
  const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{ slug: string }>;
  const login = (await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    })
  ).json()) as { access_token: string };
  const admin = (await (
    await fetch(`${base}/api/admin/products`, { headers: { authorization: `Bearer ${login.access_token}` } })
  ).json()) as Array<Record<string, any>>;
  const target = admin[0]!;
  const boundary = '----rawlabbench';
  const fields: Record<string, string> = {
    _method: 'PUT',
    name: target.name,
    slug: target.slug,
    sku: target.sku,
    category_id: String(target.category_id),
    price: String(target.price),
    stock: String(target.stock),
    status: target.status,
    is_active: '1',
    tags: JSON.stringify(target.tags.map((tag: { name: string }) => tag.name)),
    specifications: '[]',
  };
  const multipart =
    Object.entries(fields)
      .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}--\r\n`;

  const scenarios: Array<[string, Scenario]> = [
    ['GET /api/products', { url: `${base}/api/products` }],
    ['GET /api/products/{slug}', { url: `${base}/api/products/${products[Math.floor(products.length / 2)]!.slug}` }],
    [
      'POST /api/login',
      {
        url: `${base}/api/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
      },
    ],
    [
      'admin save, 20 clients on one product',
      {
        url: `${base}/api/admin/products/${target.id}`,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${login.access_token}`,
        },
        body: multipart,
      },
    ],
  ];
  for (const [name, scenario] of scenarios) {
    const result = await loadFromAnotherProcess(scenario, duration);
    rows[`${name} @ ${products.length} published`] = {
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50 ?? 0,
      'p95 ms': Math.round(percentile95(result.latency)),
      'p99 ms': result.latency.p99 ?? 0,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  }
  await site.stop();
  await runtime.blobs.stop();
}

console.table(rows);
process.exit(0);
