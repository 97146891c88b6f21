import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { apiCall, signedInPage, type Session } from './admin-support.ts';
import { test as it } from './fixtures.ts';

/*
 * The Content-Security-Policy holds on every screen: a header from netlify.toml (frame-ancestors,
 * object-src, base-uri, …) and Astro's <meta> policy allowing only our scripts and the inline ones it
 * emitted, by hash (decision 007). Every screen is driven through what loads code or styles late (the
 * captcha's workers, the Lottie player, islands, the admin's dialogs and toasts), and the browser must
 * report no violation.
 */

let browser: Browser;
let admin: Session;
it.beforeAll(async ({ browser: shared, adminSession }) => {
  browser = shared;
  admin = adminSession;
});

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(context: BrowserContext): Promise<(page: Page) => Promise<string[]>> {
  await context.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = list;
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return (page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

describe('Content-Security-Policy', () => {
  it('every page carries the header policy and a script policy without unsafe-inline or unsafe-eval', async () => {
    for (const path of ['/', '/products', '/admin/login', '/no-such-page']) {
      const response = await fetch(`${baseUrl()}${path}`);
      const header = response.headers.get('content-security-policy') ?? '';
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
        expect(header, path).toContain(directive);
      }
      const html = await response.text();
      const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      const scriptSrc = meta.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+\s*$/);
      expect(meta, path).not.toContain('unsafe-eval');
    }
  });

  it('the public pages run their islands, the Lottie hero and the captcha with no violation', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${baseUrl()}/`);
    await page.locator('#hero-lottie canvas').first().waitFor({ timeout: 15_000 });
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    // The widget loads near the form; solving runs its workers.
    await page.locator('altcha-widget .altcha[data-state="unverified"]').waitFor({ timeout: 30_000 });
    await page.locator('altcha-widget input[type="checkbox"]').click({ force: true });
    await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor({ timeout: 60_000 });
    expect(await violations(page), '/').toEqual([]);

    await page.goto(`${baseUrl()}/products`);
    // The first interaction loads the catalogue's code; searching, the search code and its index.
    await page.getByLabel('Search by name or model number').fill('ph 700');
    await page.getByText(/matching “ph 700”/).waitFor();
    expect(await violations(page), '/products').toEqual([]);

    const products = (await (await fetch(`${baseUrl()}/api/products`)).json()) as Array<{ slug: string }>;
    await page.goto(`${baseUrl()}/products/${products[0]!.slug}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await violations(page), 'product page').toEqual([]);

    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/no-such-page`);
    await page.getByRole('button', { name: /menu/i }).first().click();
    expect(await violations(page), '404 + menu').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the admin panel, its dialogs and toasts run with no violation', async () => {
    const page = await signedInPage(browser, DESKTOP, admin, '/admin/login');
    const violations = await watchViolations(page.context());
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.goto(`${baseUrl()}/admin/categories`);
    await page.getByRole('button', { name: 'Tambah Kategori' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl()}/admin/products`);
    await page.getByRole('table').waitFor();
    // A toast: saving the settings unchanged.
    const settings = await apiCall(admin.token, '/api/settings');
    expect(settings.status).toBe(200);
    await page.goto(`${baseUrl()}/admin/settings`);
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await page.locator('[data-sonner-toast]').first().waitFor({ timeout: 10_000 });
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
