import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { baseUrl, DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { apiCall, userWithRole, type Session } from './admin-support.ts';
import { test as it } from './fixtures.ts';

/*
 * The admin's 'Feed' screen: a Manager reads the feed addresses (and copies one), the counts and a
 * product the next build leaves out of both feeds (no picture), and follows 'Perbaiki' to its editor;
 * Staff gets the refusal other Manager screens give, and no menu item.
 */

let manager: Session | undefined;
const managerOf = async (admin: Session) => (manager ??= await userWithRole(admin, 'Manager'));

/** A published product with no picture: left out of both feeds. */
async function productWithoutPicture(admin: Session): Promise<AdminProduct> {
  const categories = (await apiCall(admin.token, '/api/categories')).body as Array<{ id: number }>;
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const form = newProductForm({
    name: `Feed Screen Meter ${unique}`,
    sku: `FS-${unique}`.toUpperCase(),
    category_id: categories[0]!.id,
    price: 3_100_000,
    stock: 2,
    status: 'published',
    brand: 'RawLab',
    model: `FS-${unique}`,
    short_description: 'A meter without a picture.',
  });
  const created = await apiCall(admin.token, '/api/admin/products', { method: 'POST', form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as AdminProduct;
}

describe('the Feed screen', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows a Manager the addresses, the counts and a product left out, with its fix, at ${viewport.width} px`, async ({
      openAdmin,
      adminSession,
    }) => {
      const product = await productWithoutPicture(adminSession);
      const page = await openAdmin(viewport, '/admin/feed', await managerOf(adminSession));
      await page.getByRole('heading', { name: 'Feed', level: 1 }).waitFor();
      const addresses = page.getByTestId('feed-address').locator('code');
      await expect
        .poll(() => addresses.allInnerTexts())
        .toEqual([
          `${baseUrl()}/feeds/google-merchant-id.xml`,
          `${baseUrl()}/feeds/google-merchant-en.xml`,
          `${baseUrl()}/feeds/meta-catalog.csv`,
        ]);
      await page.getByText('Meta Commerce Manager: Katalog → Sumber data → Feed data terjadwal.').waitFor();
      expect(await page.getByTestId('feed-refresh-note').innerText()).toContain(
        'Feed diperbarui saat situs dipublikasikan berikutnya',
      );
      // Newest first: the product just created is on the first page, with why each feed leaves it out
      // (a table row on a desktop, a card on a phone).
      const item = page.locator('tr, li').filter({ hasText: product.name }).first();
      await item.waitFor();
      for (const feed of ['google', 'meta']) {
        const verdict = item.getByTestId(`feed-verdict-${feed}`);
        await verdict.getByText('Tidak dikirim').waitFor();
        await verdict.getByText('Tidak ada gambar produk').waitFor();
      }
      await screenshot(page, `admin-feed-${viewport.width}`);

      await item.getByRole('link', { name: `Perbaiki ${product.name}` }).click();
      await page.waitForURL(`**/admin/products/edit/${product.id}`);
      await expect.poll(() => page.getByLabel('Nama produk', { exact: false }).first().inputValue()).toBe(product.name);
    });
  }

  it('copies a feed address', async ({ openAdmin, adminSession }) => {
    const page = await openAdmin(DESKTOP, '/admin/feed', await managerOf(adminSession));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const copy = page.getByRole('button', {
      name: 'Salin alamat Meta Commerce Manager (Facebook, Instagram, WhatsApp)',
    });
    await copy.click();
    await expect.poll(() => copy.innerText()).toBe('Tersalin');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/feeds/meta-catalog.csv`);
  });

  it('refuses Staff as other Manager screens do, with no menu item', async ({ openAdmin, adminSession }) => {
    const staff = await userWithRole(adminSession, 'Staff');
    const page = await openAdmin(DESKTOP, '/admin/feed', staff);
    await page.getByRole('heading', { name: 'Akses ditolak' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.getByRole('link', { name: 'Kategori' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Feed' }).count()).toBe(0);
  });

  it('a Manager finds Feed in the menu; a filter with no match says so', async ({ openAdmin, adminSession }) => {
    const page = await openAdmin(DESKTOP, '/admin/dashboard', await managerOf(adminSession));
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Feed' }).click();
    await page.waitForURL('**/admin/feed');
    // Meta's file has no identifier column: no product has that problem there.
    await page.getByLabel('Feed', { exact: true }).selectOption('meta');
    await page.getByLabel('Masalah', { exact: true }).selectOption('no_identifier');
    await page.getByText('Tidak ada produk dengan masalah ini').waitFor();
  });
});
