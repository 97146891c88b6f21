import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { resetEnvCache } from '#server/env.ts';
import { call, login, productForm, ready } from '../support/api.ts';

/*
 * The store failing: unreachable, or answering 500 to some writes in the middle of a save. The API
 * must answer a clear JSON 503 and leave nothing half-written.
 */

let proxy: Server | undefined;

function useStore(url: string): void {
  process.env.RAWLAB_BLOBS_URL = url;
  resetEnvCache();
}

afterEach(async () => {
  useStore(inject('blobsUrl'));
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  proxy = undefined;
});

/** A proxy to the real blob server that answers 500 to writes whose path matches `failing`. */
async function failingProxy(failing: RegExp): Promise<string> {
  const target = new URL(inject('blobsUrl'));
  proxy = createServer((req, res) => {
    if (req.method === 'PUT' && failing.test(decodeURIComponent(req.url ?? ''))) {
      req.resume();
      res.writeHead(500).end();
      return;
    }
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('store failures', () => {
  it('an unreachable store gives JSON 503s, never a 500', async () => {
    await ready();
    const token = await login();
    // A port that was just free: connections are refused, as with a store that is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const address = probe.address();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    useStore(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    for (const [path, method] of [
      ['/api/products', 'GET'],
      ['/api/admin/products', 'GET'],
      ['/api/categories', 'POST'],
    ] as const) {
      const result = await call(path, {
        method,
        token,
        json: method === 'POST' ? { name: 'Kategori Gagal' } : undefined,
      });
      expect(result.status, path).toBe(503);
      expect(result.body.message).toMatch(/Penyimpanan data sedang tidak dapat diakses/);
    }
  }, 120_000);

  it('the commit (the record shard write) failing: 503, and the product is as it was', async () => {
    await ready();
    const token = await login();
    const category = (await call('/api/categories', { token })).body[0].id;
    const sku = `FAULT-${Date.now()}`;
    const fields = {
      name: `Fault Probe ${Date.now()}`,
      sku,
      category_id: String(category),
      price: '1000',
      stock: '3',
      status: 'published',
      is_active: '1',
    };
    const created = await call('/api/admin/products', { method: 'POST', token, body: productForm(fields) });
    const id = created.body.data.id as number;

    useStore(await failingProxy(/\/catalog\/records\//));
    const failed = await call(`/api/admin/products/${id}`, {
      method: 'POST',
      token,
      body: productForm({ ...fields, _method: 'PUT', price: '999999', version: '1' }),
    });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toEqual(expect.any(String));

    useStore(inject('blobsUrl'));
    const listed = (await call('/api/admin/products', { token })).body.find(
      (product: { id: number }) => product.id === id,
    );
    expect(listed).toEqual(expect.objectContaining({ price: 1000, version: 1 }));
    expect((await call(`/api/admin/products/${id}`, { token })).body).toEqual(
      expect.objectContaining({ price: 1000, version: 1 }),
    );
    // And the product can still be saved normally afterwards.
    const retried = await call(`/api/admin/products/${id}`, {
      method: 'POST',
      token,
      body: productForm({ ...fields, _method: 'PUT', price: '999999', version: '1' }),
    });
    expect(retried.status).toBe(200);
  }, 120_000);

  it('a new product whose record cannot be written is not listed', async () => {
    await ready();
    const token = await login();
    const category = (await call('/api/categories', { token })).body[0].id;
    const sku = `FAULT-NEW-${Date.now()}`;
    useStore(await failingProxy(/\/product-slugs\//));
    const failed = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm({
        name: `Fault New ${Date.now()}`,
        sku,
        category_id: String(category),
        price: '1',
        stock: '1',
        status: 'draft',
        is_active: '1',
      }),
    });
    expect(failed.status).toBe(503);
    useStore(inject('blobsUrl'));
    expect(
      (await call('/api/admin/products', { token })).body.some((product: { sku: string }) => product.sku === sku),
    ).toBe(false);
  }, 120_000);
});
