import { describe, expect } from 'vitest';
import { call } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * `/compare`'s one request: `GET /api/products?slugs=a,b,c,d` answers up to four whole public
 * products in the order asked, and lists apart the slugs a visitor cannot see.
 */

describe('GET /api/products?slugs=', () => {
  it('answers the products asked for, in order, whole, with the unknown slugs apart', async () => {
    const list = (await call('/api/products')).body as Array<{ slug: string }>;
    const [a, b, c] = [list[2]!.slug, list[0]!.slug, list[1]!.slug];
    const response = await call(`/api/products?slugs=${a},no-such-product,${b},${c}`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((product: { slug: string }) => product.slug)).toEqual([a, b, c]);
    expect(response.body.missing).toEqual(['no-such-product']);
    // Whole products: what the table needs (specifications, pictures), as the one-product read answers.
    const single = (await call(`/api/products/${a}`)).body;
    expect(response.body.data[0]).toEqual(single);
  });

  it.for([
    ['five slugs', 'a,b,c,d,e'],
    ['a slug with a slash', 'a/b'],
    ['an empty slug', 'a,,b'],
    ['nothing', ''],
  ])('refuses %s with a 422 naming slugs', async ([, slugs]) => {
    const response = await call(`/api/products?slugs=${encodeURIComponent(slugs!)}`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('slugs');
  });
});
