import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import type { AdminProduct, PublicProduct } from '#shared/product/views.ts';
import { CHANGES_LIMIT, type CatalogueChanges } from '#shared/catalogue/fresh.ts';
import { featuredProductSlugs } from '#seed/catalog-data.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { editForm, newProductForm } from '../support/product-form.ts';
import { apiCall, importCsv } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * Every change live between deploys (decision 027): with no rebuild (the run's build stays served,
 * its publishing state does not move), a rename, a price change, a new product and an unpublished
 * product reach the product page, the listing pages, search and the landing page's featured cards;
 * a listing page whose products did not change is not touched (nothing moves) and loads no React.
 */

const cards = (page: Page) => page.locator('#catalogue-results [data-product-card]');
const cardNames = (page: Page) => cards(page).locator('h2 a').allTextContents();
const rupiah = (value: number) => `Rp ${new Intl.NumberFormat('id-ID').format(value)}`;

/** What tells that no rebuild ran: the served build's time and the built change sequence. */
async function buildMarks(token: string) {
  const served = statSync(resolve(inject('publishDir'), 'index.html')).mtimeMs;
  const { body } = await apiCall(token, '/api/admin/publish');
  return { served, builtSeq: (body as { builtSeq: number }).builtSeq };
}

describe('the fresh layer, before any rebuild', () => {
  test('a rename, a price change, a new and an unpublished product reach every public page', async ({
    openPage,
    published,
    adminSession,
  }) => {
    const { token } = adminSession;
    const before = await buildMarks(token);
    const featured = featuredProductSlugs.map((slug) => published.find((product) => product.slug === slug)!);
    // Renamed and repriced: a featured product; unpublished: another featured one in another category.
    const renamed = featured[0]!;
    const gone = featured.find((product) => product.category.slug !== renamed.category.slug)!;
    const adminOf = async (product: PublicProduct) =>
      (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
    const save = async (product: PublicProduct, fields: Record<string, string>) => {
      const saved = await apiCall(token, `/api/admin/products/${product.id}`, {
        method: 'POST',
        form: editForm(await adminOf(product), { _method: 'PUT', ...fields }),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const unique = Date.now().toString(36);
    const newName = `${renamed.name} Qelvar${unique}`;
    const newPrice = renamed.price + 123_000;
    const newTitle = `${newName} | RawLab`;
    const { meta_title: oldTitle } = await adminOf(renamed);
    let added: AdminProduct | undefined;
    try {
      await save(renamed, { name: newName, price: String(newPrice), meta_title: newTitle });
      await save(gone, { status: 'draft' });
      const created = await apiCall(token, '/api/admin/products', {
        method: 'POST',
        form: newProductForm({
          name: `RawLab Zorvik${unique} Field Meter`,
          sku: `RL-ZV-${unique}`.toUpperCase(),
          category_id: renamed.category.id,
          price: 4_321_000,
          stock: 6,
          status: 'published',
          is_active: true,
          short_description: `A meter published after the build, found by zorvik${unique}.`,
        }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      added = (await apiCall(token, `/api/admin/products/${created.body.data.id}`)).body as AdminProduct;

      // The listing of the renamed product's category: renamed and repriced in place, the new product
      // first (newest first), without React.
      const listing = await openPage(PHONE);
      const scripts: string[] = [];
      listing.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await listing.goto(`${baseUrl()}/products/category/${renamed.category.slug}/`);
      await expect.poll(() => cardNames(listing)).toContain(added.name);
      expect((await cardNames(listing))[0]).toBe(added.name);
      expect(await cardNames(listing)).toContain(newName);
      const renamedCard = listing.locator(`[data-product-card="${renamed.slug}"]`);
      expect(await renamedCard.locator('[data-price]').textContent()).toBe(rupiah(newPrice));
      expect(await renamedCard.locator('img').getAttribute('alt')).toBe(newName);
      expect(await listing.locator('astro-island[ssr]').count()).toBe(1);
      expect(scripts.some((path) => /\/(client|Catalogue)\.[\w-]+\.js$/.test(path))).toBe(false);
      await screenshot(listing, 'fresh-layer-category-375');

      // The unpublished product's category listing: its card is gone.
      await listing.goto(`${baseUrl()}/products/category/${gone.category.slug}/`);
      await expect.poll(() => listing.locator(`[data-product-card="${gone.slug}"]`).count()).toBe(0);

      // The whole catalogue's first page at 1280 px: the new product first, the unpublished one gone.
      const desktop = await openPage(DESKTOP);
      await desktop.goto(`${baseUrl()}/products/`);
      await expect.poll(async () => (await cardNames(desktop))[0]).toBe(added.name);
      expect(await desktop.locator(`[data-product-card="${gone.slug}"]`).count()).toBe(0);
      await screenshot(desktop, 'fresh-layer-catalogue-1280');
      // Hydrating now starts from the same cards: nothing is drawn again, the island takes them.
      await desktop.getByLabel('Search by name or model number').focus();
      await desktop.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
      expect((await cardNames(desktop))[0]).toBe(added.name);

      // Search: the new product and the renamed one by their new words, the unpublished one not at all.
      const search = async (words: string) => {
        await desktop.goto(`${baseUrl()}/products/?q=${encodeURIComponent(words)}`);
        await desktop.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
        await expect.poll(() => desktop.getByTestId('catalogue-count').textContent()).toMatch(/matching/);
        return cardNames(desktop);
      };
      expect(await search(`zorvik${unique}`)).toEqual([added.name]);
      expect(await search(`qelvar${unique}`)).toEqual([newName]);
      expect(await search(gone.sku)).not.toContain(gone.name);
      // A search in the address hydrates the island at once, possibly before the listing's own script
      // has run (here it is held back until the island is ready): the island reads the changes itself.
      const early = await openPage(DESKTOP);
      let release = () => {};
      const released = new Promise<void>((done) => (release = done));
      await early.route(/\/CatalogueListing\.astro_[^/]*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await early.goto(`${baseUrl()}/products/?q=zorvik${unique}`, { waitUntil: 'commit' });
      await early.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
      expect(await cardNames(early)).toEqual([added.name]);
      release();

      // The landing page's featured cards: the renamed product as it is now, the unpublished one's place
      // taken by the product published since.
      const landing = await openPage(PHONE);
      await landing.goto(`${baseUrl()}/en/`);
      const featuredList = landing.locator('[data-featured]');
      await featuredList.scrollIntoViewIfNeeded();
      const featuredNames = () => featuredList.locator('li:not([hidden]) h3 a').allTextContents();
      await expect.poll(featuredNames).toContain(added.name);
      expect(await featuredNames()).toContain(newName);
      expect(await featuredNames()).not.toContain(gone.name);
      expect(await featuredList.locator(`[data-product-card="${renamed.slug}"] [data-price]`).textContent()).toBe(
        rupiah(newPrice),
      );
      await featuredList.locator(`[data-product-card="${added.slug}"]`).scrollIntoViewIfNeeded();
      await viewportShot(landing, 'fresh-layer-featured-375');
      const wide = await openPage(DESKTOP);
      await wide.goto(`${baseUrl()}/`);
      const wideList = wide.locator('[data-featured]');
      await wideList.scrollIntoViewIfNeeded();
      await expect.poll(() => wideList.locator('li:not([hidden]) h3 a').allTextContents()).toContain(added.name);
      await viewportShot(wide, 'fresh-layer-featured-1280');

      // The product pages: renamed (its tab's title too), the new one at its address, the unpublished one gone.
      const product = await openPage(DESKTOP);
      await product.goto(`${baseUrl()}/products/${renamed.slug}/`);
      await expect.poll(() => product.getByRole('heading', { level: 1 }).textContent()).toBe(newName);
      expect(await product.getByTestId('product-price').textContent()).toBe(rupiah(newPrice));
      await expect.poll(() => product.title()).toBe(newTitle);
      await product.goto(`${baseUrl()}/products/${added.slug}/`);
      await expect.poll(() => product.getByRole('heading', { level: 1 }).textContent()).toBe(added.name);
      await product.goto(`${baseUrl()}/products/${gone.slug}/`);
      await expect.poll(() => product.getByRole('heading', { level: 1 }).textContent()).toBe('Product Not Found');

      expect(await buildMarks(token)).toEqual(before);
    } finally {
      await save(renamed, { name: renamed.name, price: String(renamed.price), meta_title: oldTitle });
      await save(gone, { status: 'published' });
      if (added) await apiCall(token, `/api/admin/products/${added.id}`, { method: 'DELETE' });
    }
  });

  test('a listing page whose products did not change is left as built: no card rewritten, nothing moves', async ({
    openPage,
    published,
    adminSession,
  }) => {
    // A product unpublished since the build, in another category: every listing page asks for its own
    // cards again (it cannot tell whether the product was one of its own), and this one finds them as built.
    const { token } = adminSession;
    const quiet = published[published.length - 1]!.category.slug;
    const hidden = published.find((product) => product.category.slug !== quiet)!;
    const save = async (status: string) => {
      const current = (await apiCall(token, `/api/admin/products/${hidden.id}`)).body as AdminProduct;
      const form = editForm(current, { _method: 'PUT', status });
      expect((await apiCall(token, `/api/admin/products/${hidden.id}`, { method: 'POST', form })).status).toBe(200);
    };
    await save('draft');
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openPage(viewport);
        await page.addInitScript(() => {
          const seen = { shifts: [] as Array<{ value: number; time: number }>, mutations: 0 };
          (window as unknown as { seen: typeof seen }).seen = seen;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
              seen.shifts.push({ value: entry.value, time: entry.startTime });
          }).observe({ type: 'layout-shift', buffered: true });
          document.addEventListener('DOMContentLoaded', () => {
            const results = document.querySelector('#catalogue-results');
            if (results)
              new MutationObserver((records) => (seen.mutations += records.length)).observe(results, {
                subtree: true,
                childList: true,
                characterData: true,
                attributes: true,
              });
          });
        });
        const pagedReads: string[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/api/products?page=')) pagedReads.push(response.url());
        });
        await page.goto(`${baseUrl()}/products/category/${quiet}/`);
        await expect.poll(() => pagedReads.length).toBe(1);
        // What moved once the fresh layer's answers were in (the page's own first paint aside).
        const after = await page.evaluate(async () => {
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          const { seen } = window as unknown as {
            seen: { shifts: Array<{ value: number; time: number }>; mutations: number };
          };
          const feed = performance
            .getEntriesByType('resource')
            .find((entry) => entry.name.includes('/api/changes')) as PerformanceResourceTiming;
          const shifts = seen.shifts.filter((shift) => shift.time >= feed.responseEnd);
          return { shifts: shifts.reduce((sum, shift) => sum + shift.value, 0), mutations: seen.mutations };
        });
        expect(after).toEqual({ shifts: 0, mutations: 0 });
        expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      }
    } finally {
      await save('published');
    }
  });
  test('products enough for one more listing page: the island takes over the brought-up-to-date page as it is', async ({
    openPage,
    adminSession,
  }) => {
    // The listing's cards and count follow the new products at once; its page links stay as built
    // until the island has read the catalogue, so the island's first render matches the page and the
    // field a visitor is typing in stays the same element.
    const { token } = adminSession;
    const listing = await (await fetch(`${baseUrl()}/api/products?per_page=1`)).json();
    const total = (listing as { total: number }).total;
    const category = ((await apiCall(token, '/api/categories')).body as Array<{ id: number }>)[0]!;
    const unique = Date.now().toString(36);
    const created: number[] = [];
    try {
      for (let index = 0; index < 12 - (total % 12) + 1; index++) {
        const answer = await apiCall(token, '/api/admin/products', {
          method: 'POST',
          form: newProductForm({
            name: `Fresh Page ${unique} ${index}`,
            sku: `FP-${unique}-${index}`.toUpperCase(),
            category_id: category.id,
            price: 1_000_000,
            stock: 3,
            status: 'published',
            is_active: true,
          }),
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        created.push((answer.body as { data: { id: number } }).data.id);
      }
      const page = await openPage(DESKTOP);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${baseUrl()}/products/`);
      await expect.poll(() => cardNames(page)).toContain(`Fresh Page ${unique} 0`);
      const search = page.locator('input[name="q"]');
      await search.focus();
      await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
      await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(0);
      await page.keyboard.type('fresh');
      expect(await search.evaluate((input) => input === document.activeElement && input.isConnected)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      for (const id of created) await apiCall(token, `/api/admin/products/${id}`, { method: 'DELETE' });
    }
  });

  test('a product page whose product did not change reads the changes from the CDN, not its product', async ({
    openPage,
    published,
  }) => {
    // Other browser tests change demo products too, in numbers past what the feed lists: the page is
    // handed a feed that names nothing (what the feed answers is the API test's part).
    const product = published[0]!;
    const page = await openPage(PHONE);
    await page.route(/\/api\/changes\?/, (route) => {
      const since = new URL(route.request().url()).searchParams.get('since');
      const unchanged: CatalogueChanges = { since: since!, at: new Date().toISOString(), complete: true, products: [] };
      return route.fulfill({ json: unchanged });
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) reads.push(path);
    });
    await page.goto(`${baseUrl()}/products/${product.slug}/`);
    await expect.poll(() => reads).toContain('/api/changes');
    // The answer is in and acted on (a frame later, any read it starts has been asked for).
    await page.evaluate(async () => {
      await window.__rawlabChanges;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    expect(reads).toContain('/api/settings');
    expect(reads).not.toContain(`/api/products/${product.slug}`);
    expect(
      await page.locator('[data-product-page] astro-island').evaluate((island) => island.hasAttribute('ssr')),
    ).toBe(true);
  });
});

describe('the fresh layer, when more products changed than one answer carries', () => {
  test('search asks the API and the featured cards read their own products: a rename is found, a hidden one gone', async ({
    openPage,
    published,
    adminSession,
  }) => {
    const { token } = adminSession;
    const featured = featuredProductSlugs.map((slug) => published.find((product) => product.slug === slug)!);
    const renamed = featured[1]!;
    const gone = featured.find((product) => product !== renamed && product.category.slug !== renamed.category.slug)!;
    const unique = Date.now().toString(36);
    const tag = `E2EFL${unique}`.toUpperCase();
    const category = ((await apiCall(token, '/api/categories')).body as Array<{ name: string }>)[0]!;
    // Products made since the build, one more than an answer carries.
    const count = CHANGES_LIMIT + 1;
    const rows = Array.from(
      { length: count },
      (_, index) => `${tag}-${index + 1},E2E Batch ${tag} ${index + 1},${category.name},1500000,3,published`,
    );
    const report = await importCsv(token, ['sku,name,category,price,stock,status', ...rows].join('\n'));
    expect(report, JSON.stringify(report)).toMatchObject({ created: count, errors: [] });
    const adminOf = async (product: PublicProduct) =>
      (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
    const save = async (product: PublicProduct, fields: Record<string, string>) => {
      const form = editForm(await adminOf(product), { _method: 'PUT', ...fields });
      const saved = await apiCall(token, `/api/admin/products/${product.id}`, { method: 'POST', form });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const newName = `${renamed.name} Brindle${unique}`;
    try {
      await save(renamed, { name: newName });
      await save(gone, { status: 'draft' });

      const desktop = await openPage(DESKTOP);
      await desktop.goto(`${baseUrl()}/products/`);
      const since = await desktop.locator('[data-fresh-since]').first().getAttribute('data-fresh-since');
      const { body: changes } = await apiCall(null, `/api/changes?since=${encodeURIComponent(since!)}`);
      expect(changes).toMatchObject({ complete: false, products: [] });

      const search = async (words: string) => {
        await desktop.goto(`${baseUrl()}/products/?q=${encodeURIComponent(words)}`);
        await desktop.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
        await expect.poll(() => desktop.getByTestId('catalogue-count').textContent()).toMatch(/matching/);
        return cardNames(desktop);
      };
      expect(await search(`brindle${unique}`)).toEqual([newName]);
      expect(await search(gone.sku)).not.toContain(gone.name);
      expect(await search(`${tag}-${count}`)).toContain(`E2E Batch ${tag} ${count}`);
      expect(await desktop.getByTestId('catalogue-count').textContent()).toMatch(/^Showing 1–\d+ of \d+ products?/);

      // The featured cards: the renamed product as it is now; the hidden one's place taken by the
      // catalogue's newest product, as a build now would choose.
      const landing = await openPage(PHONE);
      await landing.goto(`${baseUrl()}/en/`);
      const featuredList = landing.locator('[data-featured]');
      await featuredList.scrollIntoViewIfNeeded();
      const featuredNames = () => featuredList.locator('li:not([hidden]) h3 a').allTextContents();
      await expect.poll(featuredNames).toContain(newName);
      const { body: newest } = await apiCall(null, '/api/products?page=1&per_page=1');
      expect(await featuredNames()).toContain(newest.data[0].name);
      expect(await featuredNames()).not.toContain(gone.name);
      expect(await featuredNames()).toHaveLength(4);
      await viewportShot(landing, 'fresh-layer-incomplete-featured-375');
    } finally {
      await save(renamed, { name: renamed.name });
      await save(gone, { status: 'published' });
      // Archived, the batch is out of later answers: made since the build and seen by no visitor now.
      const { body: selected } = await apiCall(token, `/api/admin/products/ids?q=${tag}`);
      const archived = await apiCall(token, '/api/admin/products/bulk', {
        method: 'POST',
        json: { action: 'archive', ids: selected.ids },
      });
      for (let job = archived.body.job; archived.status === 202 && job.state === 'running';)
        job = (await apiCall(token, `/api/admin/jobs/${job.id}/run`, { method: 'POST' })).body;
    }
  });
});
