import { describe, expect, it } from 'vitest';
import { createPath, parsePath } from '#admin/lib/browser-history.ts';
import { matchRoutes, type RouteObject } from '#admin/lib/navigation.tsx';

/* The panel's own route matching: the most specific route wins, whatever order the table is in. */

const routes: RouteObject[] = [
  { path: '/admin/login' },
  {
    path: '/admin',
    children: [
      { index: true },
      { path: 'products/*' },
      { path: 'products' },
      { path: 'products/edit/:id' },
      { path: 'products/add' },
      { path: '*' },
    ],
  },
];

const matched = (pathname: string) => {
  const found = matchRoutes(routes, { pathname });
  const last = found?.at(-1);
  return (
    last && { path: last.route.path ?? (last.route.index ? 'index' : ''), params: last.params, depth: found!.length }
  );
};

describe('admin route matching', () => {
  it('prefers static segments over params over a splat, and an index over its layout', () => {
    expect(matched('/admin/products/add')).toEqual({ path: 'products/add', params: {}, depth: 2 });
    expect(matched('/admin/products/edit/42')).toEqual({ path: 'products/edit/:id', params: { id: '42' }, depth: 2 });
    expect(matched('/admin/products')).toEqual({ path: 'products', params: {}, depth: 2 });
    expect(matched('/admin/products/x/y')).toEqual({ path: 'products/*', params: { '*': 'x/y' }, depth: 2 });
    expect(matched('/admin')).toEqual({ path: 'index', params: {}, depth: 2 });
    expect(matched('/admin/login')).toEqual({ path: '/admin/login', params: {}, depth: 1 });
    expect(matched('/admin/nothing-here')).toEqual({ path: '*', params: { '*': 'nothing-here' }, depth: 2 });
  });

  it('decodes params, ignores a trailing slash and answers null outside the table', () => {
    expect(matched('/admin/products/edit/a%20b/')?.params).toEqual({ id: 'a b' });
    expect(matched('/admin/products/edit/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
    expect(matchRoutes(routes, { pathname: '/elsewhere' })).toBeNull();
  });

  it('reads and writes a path with its query and fragment', () => {
    expect(parsePath('/admin/products?q=ph&page=2#top')).toEqual({
      pathname: '/admin/products',
      search: '?q=ph&page=2',
      hash: '#top',
    });
    expect(createPath({ pathname: '/admin/products', search: '?q=ph', hash: '' })).toBe('/admin/products?q=ph');
  });
});
