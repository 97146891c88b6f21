import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, vi } from 'vitest';
import type { Rebuilder } from '#scripts/lib/rebuilder.ts';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { apiCall, expectToast, signedInPage, userWithRole, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';
import { PUBLISH_AT_ONCE } from '../support/publish-at-once.ts';

/*
 * The dashboard's "Status Publikasi" card against the real publishing loop: a Super Admin publishes,
 * the card follows the state (pending/building) and settles on "up to date" with a publish time; a
 * Staff user sees the state but has no button.
 */

let browser: Browser;
let admin: Session;
let rebuilder: Rebuilder | undefined;

test.beforeAll(async ({ browser: shared, adminSession }) => {
  browser = shared;
  admin = adminSession;
});
afterAll(async () => {
  // The site is left built as the store is now, not as it was at this file's last build: later files
  // read the served pages.
  await rebuilder?.idle();
  await rebuilder?.stop();
});

const publishCard = (page: Page) => page.getByRole('region', { name: 'Status Publikasi' });

async function publishStatus(): Promise<{ status: string; lastBuildAt: string | null; pendingChanges: number }> {
  const answer = await apiCall(admin.token, '/api/admin/publish');
  expect(answer.status).toBe(200);
  return answer.body;
}

/**
 * `npm start` runs a rebuilder next to the server; the test server may not. Give a server-side one a
 * few polls to start building; if none does, run one here (as publish-loop.test.ts does).
 */
async function ensureRebuilder(): Promise<void> {
  const serverBuilds = await vi
    .waitFor(
      async () => {
        if ((await publishStatus()).status === 'pending') throw new Error('no rebuilder has started the build');
      },
      { timeout: 7_000, interval: 500 },
    )
    .then(
      () => true,
      () => false,
    );
  if (serverBuilds) return;
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  const { startRebuilder } = await import('#scripts/lib/rebuilder.ts');
  rebuilder = startRebuilder({
    intervalMs: 500,
    publishDir: inject('publishDir'),
    policy: PUBLISH_AT_ONCE,
    log: () => {},
  });
}

async function statusOf(card: Locator): Promise<string | null> {
  return card.getByRole('status').locator('[data-publish-status]').getAttribute('data-publish-status');
}

describe('admin publishing state', () => {
  test('a Super Admin publishes now; the card shows the publish running, then up to date with its time', async () => {
    const page = await signedInPage(browser, DESKTOP, admin);
    const card = publishCard(page);
    await card.getByRole('status').locator('[data-publish-status]').waitFor();
    const button = card.getByRole('button', { name: 'Publikasikan sekarang' });
    await button.waitFor();
    // The status text is announced politely.
    expect(await card.getByRole('status').getAttribute('aria-live')).toBe('polite');

    const clickedAt = Date.now();
    await button.click();
    await expectToast(page, 'Publikasi dimulai');
    await card.locator('[data-publish-status="pending"], [data-publish-status="building"]').waitFor({ timeout: 5_000 });
    expect(Number(await card.getByTestId('pending-changes').innerText())).toBeGreaterThanOrEqual(1);

    await ensureRebuilder();

    // The card polls every ~5 s while pending or building; a build takes longer than that.
    const seen = new Set<string>();
    const wrong: string[] = [];
    let shotWhileBuilding = false;
    const look = async () => {
      // One look at the card: a quick build can finish between two separate reads of it.
      const { status, text, disabled } = await card.evaluate((element) => ({
        status: element.querySelector('[role="status"] [data-publish-status]')?.getAttribute('data-publish-status'),
        text: element.textContent ?? '',
        disabled: Boolean(
          [...element.querySelectorAll('button')].find((b) => b.textContent?.includes('Publikasikan sekarang'))
            ?.disabled,
        ),
      }));
      if (status) seen.add(status);
      if (status === 'building') {
        // Noted, not thrown: a poll would take a thrown assertion for "not yet" and look again.
        if (!disabled) wrong.push('the button is enabled while building');
        if (!text.includes('Sedang memublikasikan…')) wrong.push(`building without its text: ${text}`);
        if (!shotWhileBuilding) {
          await screenshot(page, 'admin-publish-building-1280');
          shotWhileBuilding = true;
        }
      }
      return status;
    };
    await expect.poll(look, { timeout: 120_000, interval: 500 }).toBe('up_to_date');
    expect(wrong).toEqual([]);
    expect(await statusOf(card), `states seen: ${[...seen].join(', ')}`).toBe('up_to_date');
    expect(seen.has('building'), `states seen: ${[...seen].join(', ')}`).toBe(true);

    await card.getByRole('status').getByText('Situs publik sudah terbaru').waitFor();
    const lastPublish = card.getByTestId('last-publish');
    expect(await lastPublish.innerText()).toMatch(/^\d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB$/);
    const stamp = Date.parse((await lastPublish.getAttribute('datetime'))!);
    expect(stamp).toBeGreaterThan(clickedAt);
    expect(await card.getByTestId('last-publish-relative').innerText()).toBe('baru saja');
    expect(await card.getByTestId('pending-changes').innerText()).toBe('0');
    expect(await button.isEnabled()).toBe(true);
    expect((await publishStatus()).status).toBe('up_to_date');
    await screenshot(page, 'admin-publish-1280');
    await page.context().close();
  }, 240_000);

  test('at 375 px the card fits without sideways scrolling', async () => {
    const page = await signedInPage(browser, PHONE, admin);
    const card = publishCard(page);
    await card.getByRole('status').locator('[data-publish-status]').waitFor();
    await card.getByRole('button', { name: 'Publikasikan sekarang' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'admin-publish-375');
    await page.context().close();
  });

  test('a Staff user sees the state but no publish button (and the API refuses them)', async () => {
    const staff = await userWithRole(admin, 'Staff');
    const page = await signedInPage(browser, PHONE, staff);
    const card = publishCard(page);
    await card.getByRole('status').locator('[data-publish-status]').waitFor();
    await card.getByText('Terakhir dipublikasikan').waitFor();
    expect(await card.getByRole('button', { name: 'Publikasikan sekarang' }).count()).toBe(0);
    const refused = await apiCall(staff.token, '/api/admin/publish', { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();
    await screenshot(page, 'admin-publish-staff-375');
    await page.context().close();
  });

  test('a failed build shows the first line of its error, shortened, with the whole text on request', async () => {
    const page = await signedInPage(browser, PHONE, admin);
    const firstLine = `[vite]: Rollup failed to resolve import "missing-module" from "src/pages/products/[slug].astro". ${'This is most likely unintended because it can break your application at runtime. '.repeat(3)}`;
    const lastError = `${firstLine}\n    at viteWarn (node_modules/vite/dist/node/chunks/dep.js:1:1)\n    at onwarn (node_modules/astro/dist/core/build.js:2:2)`;
    // A build cannot be made to fail from here without breaking the site, so the answer is stubbed.
    await page.route('**/api/admin/publish', (route) =>
      route.fulfill({
        json: {
          changeSeq: 9,
          lastChangeAt: new Date(Date.now() - 3 * 60_000).toISOString(),
          lastReason: 'product saved',
          builtSeq: 7,
          lastBuildAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
          building: null,
          lastError,
          status: 'failed',
          pendingChanges: 2,
          buildWarnings: [],
        },
      }),
    );
    await page.reload();
    const card = publishCard(page);
    await card.getByRole('status').getByText('Publikasi terakhir gagal').waitFor();
    await card.getByRole('status').getByText('2 perubahan belum tampil', { exact: false }).waitFor();
    const summary = await card.getByText('[vite]: Rollup failed', { exact: false }).first().innerText();
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(161);
    expect(await card.getByText('2 jam yang lalu').count()).toBe(1);
    await card.getByText('Lihat detail').click();
    await card.getByText('at onwarn', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'admin-publish-failed-375');
    await page.context().close();
  });

  test('products the last build left out are listed as a warning, the rest published', async () => {
    const page = await signedInPage(browser, PHONE, admin);
    const message = 'Produk #7 tidak dipublikasikan: datanya tidak valid. Buka produk ini lalu simpan ulang.';
    await page.route('**/api/admin/publish', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        json: { ...(await answer.json()), buildWarnings: [{ productId: 7, message }] },
      });
    });
    await page.reload();
    const warnings = publishCard(page).getByTestId('build-warnings');
    await warnings.getByText(message).waitFor();
    expect(await warnings.innerText()).toContain('bagian lain situs tetap terbit');
    await screenshot(page, 'admin-publish-warnings-375');
    await page.context().close();
  });

  test('the product list shows every column, actions included, at 1280 px', async () => {
    // A name with one long unbroken word (a model code) wraps inside its cell instead of widening the table.
    const category = (await apiCall(admin.token, '/api/categories')).body[0] as { id: number };
    const created = await apiCall(admin.token, '/api/admin/products', {
      method: 'POST',
      form: newProductForm({
        name: `E2E ${'WIDEMODELCODE'.repeat(4)}${Date.now()}`,
        sku: `E2E-WIDE-${Date.now()}`,
        category_id: category.id,
        price: 1_000_000,
        stock: 4,
        status: 'draft',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // And the widest row the list draws: a published product (every action button), a nine-digit
    // price, and its summary in English only (the 'Belum diterjemahkan' badge under its name).
    const widest = await apiCall(admin.token, '/api/admin/products', {
      method: 'POST',
      form: newProductForm({
        name: `E2E Widest Row ${Date.now()}`,
        sku: `E2E-ROW-${Date.now()}`,
        category_id: category.id,
        price: 999_000_000,
        stock: 4,
        status: 'published',
        short_description: 'Written in English only.',
      }),
    });
    expect(widest.status, JSON.stringify(widest.body)).toBe(201);
    const page = await signedInPage(browser, DESKTOP, admin, '/admin/products');
    const table = page.getByRole('table', { name: 'Daftar produk' });
    await table.waitFor();
    const fits = await table.evaluate((element) => {
      const scroller = element.parentElement!;
      return { table: element.scrollWidth, box: scroller.clientWidth };
    });
    expect(fits.table).toBeLessThanOrEqual(fits.box);
    const lastDelete = page.getByRole('button', { name: /^Hapus / }).last();
    const box = (await lastDelete.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    await screenshot(page, 'admin-products-list-1280');
    await page.context().close();
  });
});
