import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_REQUESTS_KEY,
  discardEarlyRequests,
  sendEarlyRequests,
  takeEarlyResponse,
  type EarlyRequestsConfig,
  type RouteCode,
} from '#admin/early-requests.ts';
import { productListApiParams } from '#admin/features/products/list-query.ts';
import { staticImports } from '#lib/build/admin-preload.ts';

const config: EarlyRequestsConfig = {
  key: EARLY_REQUESTS_KEY,
  tokenKey: 'rawlab.admin.token',
  routeCodeMeta: 'rawlab-admin-route-code',
  listPath: '/admin/products',
  listApiPath: '/api/admin/products',
  categoryNamesPath: '/api/categories?counts=0',
  perPage: 10,
};

/**
 * Runs the script as the admin page does: from its source, alone, in a page at `url` with `token`
 * stored and `routeCode` in the meta element. Returns what it fetched and the preloads it added.
 */
function runInPage(url: string, token: string | null, routeCode: RouteCode = { shell: [], screens: {} }) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const fetched: Array<{ url: string; authorization: string }> = [];
  const preloads: string[] = [];
  const window: Record<string, unknown> = {};
  vi.stubGlobal('window', window);
  vi.stubGlobal('location', { pathname, search });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === config.tokenKey ? token : null) });
  vi.stubGlobal('fetch', (input: string, init: { headers: Record<string, string> }) => {
    fetched.push({ url: input, authorization: init.headers.Authorization! });
    return Promise.resolve(new Response('{}'));
  });
  vi.stubGlobal('document', {
    querySelector: () => ({ getAttribute: () => JSON.stringify(routeCode) }),
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => preloads.push(`${link.rel} ${link.href}`) },
  });
  new Function(`(${sendEarlyRequests.toString()})(${JSON.stringify(config)}, ${productListApiParams.toString()});`)();
  return { fetched, preloads, window };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin page’s early requests', () => {
  it.each([
    '/admin/products',
    '/admin/products/',
    '/admin/products?page=3',
    '/admin/products?q=ph%20meter&category=4&status=low&sort=price-desc',
    '/admin/products?publication=draft&translation=missing&sort=name',
  ])('%s: asks for the page the list will ask for, and the category names', (url) => {
    const { fetched } = runInPage(url, 'token-1');
    const listParams = productListApiParams(new URLSearchParams(new URL(url, 'http://localhost').search));
    expect(fetched).toEqual([
      { url: `/api/admin/products?${listParams.toString()}`, authorization: 'Bearer token-1' },
      { url: '/api/categories?counts=0', authorization: 'Bearer token-1' },
    ]);
  });

  it.each([
    ['signed out', '/admin/products', null],
    ['another screen', '/admin/dashboard', 'token-1'],
    ['the product form', '/admin/products/add', 'token-1'],
  ])('%s: sends nothing', (_, url, token) => {
    expect(runInPage(url, token).fetched).toEqual([]);
  });

  it('preloads the shell’s script files, then the screen’s the build named for the path, signed in or not', () => {
    const routeCode = {
      shell: ['/_astro/app.s.js', '/_astro/client.t.js'],
      screens: { '/admin/login': ['/_astro/login-page.a.js', '/_astro/field.b.js'] },
    };
    expect(runInPage('/admin/login?next=%2Fadmin%2Fproducts', null, routeCode).preloads).toEqual([
      'modulepreload /_astro/app.s.js',
      'modulepreload /_astro/client.t.js',
      'modulepreload /_astro/login-page.a.js',
      'modulepreload /_astro/field.b.js',
    ]);
    expect(runInPage('/admin/dashboard', 'token-1', routeCode).preloads).toEqual([
      'modulepreload /_astro/app.s.js',
      'modulepreload /_astro/client.t.js',
    ]);
  });

  it('hands each answer over once, and only to the session that sent it', () => {
    const { window } = runInPage('/admin/products?page=2', 'token-1');
    const listPath = `/api/admin/products?${productListApiParams(new URLSearchParams('page=2')).toString()}`;
    expect(takeEarlyResponse(listPath, 'token-2')).toBeUndefined();
    expect(takeEarlyResponse(listPath, 'token-1')).toBeUndefined(); // taken (refused) above

    expect(takeEarlyResponse('/api/categories?counts=0', 'token-1')).toBeInstanceOf(Promise);
    expect(takeEarlyResponse('/api/categories?counts=0', 'token-1')).toBeUndefined();
    expect(window[EARLY_REQUESTS_KEY]).toBeDefined();
    discardEarlyRequests();
    expect(window[EARLY_REQUESTS_KEY]).toBeUndefined();
  });
});

describe('staticImports (a built chunk’s imports)', () => {
  it.each([
    ['import{a as e}from"./admin.B2.js";var t=1;', ['./admin.B2.js']],
    ['import"./side.X.js";import{t as n}from"./react.Y.js";', ['./side.X.js', './react.Y.js']],
    ['var x=1;export{a as b}from"./re.Z.js";', ['./re.Z.js']],
    ['const m=()=>import("./lazy.Q.js");var d=["_astro/dist.W.js"];', []],
    ['import*as r from"./ns.R.js";', ['./ns.R.js']],
  ])('%s', (code, imports) => {
    expect(staticImports(code)).toEqual(imports);
  });
});
