import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, baseUrl, screenshot } from '../support/browser.ts';
import { signedInPage, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';
import { axeOn } from './axe-check.ts';

let browser: Browser;
let admin: Session;
let page: Page;
test.beforeAll(async ({ browser: shared, adminSession }) => {
  browser = shared;
  admin = adminSession;
  page = await signedInPage(browser, DESKTOP, admin, '/admin/dashboard');
});

/** axe on every admin screen: no serious or critical violations (labels, contrast, roles, names). */
describe('admin accessibility', () => {
  const screens: [string, string][] = [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/products', 'Semua Produk'],
    ['/admin/products/add', 'Tambah Produk'],
    ['/admin/products/edit/1', 'Edit Produk'],
    ['/admin/products/archive', 'Arsip Produk'],
    ['/admin/categories', 'Kategori'],
    ['/admin/feed', 'Feed'],
    ['/admin/settings', 'Pengaturan'],
    ['/admin/contacts', 'Kontak Masuk'],
    ['/admin/activity', 'Aktivitas'],
  ];

  test.each(screens)('%s has no serious axe violations', async (path, heading) => {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const results = await axeOn(page).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    if (path === '/admin/dashboard') await screenshot(page, 'admin-dashboard-1280');
  });

  test('the login page has no serious axe violations', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const login = await context.newPage();
    await login.goto(`${baseUrl()}/admin/login`);
    await login.getByRole('heading', { name: 'RawLab Admin' }).waitFor();
    const results = await axeOn(login).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});
