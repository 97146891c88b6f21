import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { seedProducts } from '#seed/catalog-data.ts';
import { adminRouteScripts, adminScreens } from '../support/admin-route-js.ts';

/*
 * `npm run build` produces what Netlify deploys (the e2e setup ran that same build against the
 * seeded store): a prerendered page per published product, the sitemap, the functions, the
 * redirects and the headers.
 */

const root = resolve(import.meta.dirname, '../..');
// The setup's own build folder (the same build as `npm run build`, written elsewhere than dist/).
const dist = inject('publishDir');

/** Every published product's slug, or with `demo` only the demo catalogue's (built with the site). */
async function publishedSlugs({ demo }: { demo: boolean }): Promise<string[]> {
  const products = (await (await fetch(`${inject('baseUrl')}/api/products`)).json()) as Array<{ slug: string }>;
  // Products other browser tests create may come after the build (the fallback page serves them)
  // or before a rebuild some test starts: only the demo ones are certain to have been built.
  const seeded = new Set(seedProducts.map((product) => product.slug));
  return products.map((product) => product.slug).filter((slug) => !demo || seeded.has(slug));
}

describe('build output', () => {
  it('has a prerendered page per published product, carrying its content', async () => {
    const slugs = await publishedSlugs({ demo: true });
    expect(slugs.length).toBeGreaterThanOrEqual(31);
    for (const slug of slugs) {
      const file = resolve(dist, 'products', slug, 'index.html');
      expect(existsSync(file), file).toBe(true);
    }
    const html = readFileSync(resolve(dist, 'products', slugs[0]!, 'index.html'), 'utf8');
    expect(html).toContain('lang="en"');
    expect(html).toContain('application/ld+json');
  });

  it('has no page for drafts or inactive products', async () => {
    const built = readdirSync(resolve(dist, 'products'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const visible = new Set(await publishedSlugs({ demo: false }));
    // page/ and category/ hold the catalogue's listing pages, not products.
    const listings = new Set(['page', 'category']);
    const unexpected = built.filter((slug) => !visible.has(slug) && !slug.startsWith('_') && !listings.has(slug));
    expect(unexpected).toEqual([]);
  });

  it('has the landing page, the 404 page, the admin shell, robots.txt and a sitemap listing every product page', async () => {
    for (const file of ['index.html', '404.html', 'admin/index.html', 'robots.txt'])
      expect(existsSync(resolve(dist, file)), file).toBe(true);
    const sitemaps = readdirSync(dist).filter((file) => file.startsWith('sitemap') && file.endsWith('.xml'));
    expect(sitemaps.length).toBeGreaterThan(0);
    const xml = sitemaps.map((file) => readFileSync(resolve(dist, file), 'utf8')).join('\n');
    for (const slug of await publishedSlugs({ demo: true })) expect(xml).toContain(`/products/${slug}`);
    // A page that asks not to be indexed is not offered to search engines either.
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.length).toBeGreaterThan(0);
    for (const path of listed) {
      const html = readFileSync(resolve(dist, `.${path}`, path.endsWith('/') ? 'index.html' : ''), 'utf8');
      expect(html, path).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
  });

  it('netlify.toml names the build, publish and functions folders, redirects and security headers', () => {
    const toml = readFileSync(resolve(root, 'netlify.toml'), 'utf8');
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "dist"/);
    expect(toml).toMatch(/directory = "netlify\/functions"/);
    expect(toml).toMatch(/from = "\/admin\/\*"/);
    for (const header of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]) {
      expect(toml).toContain(header);
    }
    expect(toml).toMatch(/frame-ancestors 'none'/);
    expect(toml).toMatch(/object-src 'none'/);
    expect(toml).toMatch(/base-uri 'none'/);
  });

  it('every function in netlify/functions exports a handler and a route, a schedule or an event name', async () => {
    const dir = resolve(root, 'netlify/functions');
    const files = readdirSync(dir).filter((file) => file.endsWith('.mts'));
    expect(files.length).toBeGreaterThanOrEqual(14);
    for (const file of files) {
      const module = (await import(resolve(dir, file))) as {
        default?: unknown;
        config?: { path?: unknown; schedule?: unknown };
      };
      expect(typeof module.default, file).toBe('function');
      // Event functions are named after a Netlify event and called by Netlify, never routed.
      const isEvent = /^deploy-(building|succeeded|failed|deleted|locked|unlocked)\.mts$/.test(file);
      expect(Boolean(module.config?.path || module.config?.schedule || isEvent), file).toBe(true);
    }
  });

  it('the served site applies the headers from netlify.toml', async () => {
    const response = await fetch(`${inject('baseUrl')}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("the local server compresses text like Netlify's CDN, and leaves images alone", async () => {
    const page = await fetch(`${inject('baseUrl')}/products`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await page.text()).toContain('</html>');
    const gzip = await fetch(`${inject('baseUrl')}/api/products`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Array.isArray(await gzip.json())).toBe(true);
    const image = await fetch(`${inject('baseUrl')}/favicon.svg`, { headers: { 'accept-encoding': 'identity' } });
    expect(image.headers.get('content-encoding')).toBeNull();
  });

  it('an admin screen loads the libraries it uses later (schemas, form kit, toasts, dialogs) only after it shows', () => {
    // What a screen needs before it shows: the admin island's own chunks and the screen's, with
    // everything they import statically (tests/support/admin-route-js.ts). A library asked for with
    // import() (when the browser is idle, a dialog opens, a field takes the focus) is not in it.
    // Each is found by a string of its own: no minifier renames a string or a property name.
    const libraries = [
      { name: 'zod', marker: '$ZodType', before: [] as string[] },
      { name: 'react-hook-form', marker: 'shouldUnregister', before: ['product-form-page', 'settings-page'] },
      { name: 'sonner', marker: 'data-sonner-toaster', before: [] as string[] },
      { name: 'Radix Dialog', marker: 'DialogContent', before: [] as string[] },
    ];
    const folder = resolve(dist, '_astro');
    const screens = adminScreens(resolve(root, 'src/admin/routes.tsx'));
    expect(screens).toEqual(expect.arrayContaining(['login-page', 'product-list-page', 'settings-page']));
    for (const screen of screens) {
      const files = adminRouteScripts(dist, screen).files;
      for (const { name, marker, before } of libraries) {
        const found = files.filter((file) => readFileSync(resolve(folder, file), 'utf8').includes(marker));
        // A screen on the list that no longer needs the library leaves the list.
        if (before.includes(screen)) expect(found, `${screen} loads ${name} first`).not.toEqual([]);
        else expect(found, `${screen} loads ${name} before it shows`).toEqual([]);
      }
    }
  });
});

describe('admin JavaScript per route', () => {
  /** What a route may load before its screen shows: 120 KB gzip keeps a cold admin screen quick on a phone. */
  const BUDGET_KB = 120;

  it("is React's production build, as visitors get it", () => {
    const folder = resolve(dist, '_astro');
    // A message only React's development build carries.
    const development = readdirSync(folder).filter((file) =>
      readFileSync(resolve(folder, file), 'utf8').includes('In HTML, %s cannot be a child of'),
    );
    expect(development).toEqual([]);
  });

  it(`loads at most ${BUDGET_KB} KB gzip before a screen shows`, () => {
    const screens = adminScreens(resolve(root, 'src/admin/routes.tsx'));
    expect(screens).toEqual(expect.arrayContaining(['product-form-page', 'settings-page']));
    for (const screen of screens) {
      const kb = adminRouteScripts(dist, screen).gzipBytes / 1024;
      expect.soft(kb, screen).toBeLessThanOrEqual(BUDGET_KB);
    }
  });
});
