import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { jakartaDate } from '#server/services/quotes/quotation/draft.ts';
import { caughtMails } from '#scripts/lib/mail-catcher.ts';
import type { PublicProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { apiCall, type Session } from './admin-support.ts';
import { seriousAxeViolations } from './axe-check.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';

/*
 * The customer portal in the browser: a customer whose request became a formal quotation asks for a
 * sign-in link on a phone in Indonesian, opens the mailed link (read from the run's mail catcher),
 * presses 'Masuk', sees the quotation with its links, and signs out on every device; then the English
 * page on a desktop.
 */

const run = Date.now().toString(36);

/** A quote request from `email` made into a sent quotation; answers the quotation's number and link. */
async function customerWithQuotation(session: Session, product: PublicProduct, email: string) {
  const current = (await apiCall(session.token, '/api/settings')).body;
  const settings = await apiCall(session.token, '/api/settings/1', {
    method: 'PUT',
    json: {
      ...current,
      npwp: '01.234.567.8-901.000',
      bank_accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT RawLab Instrumen' }],
      signatory_name: 'Andi Pratama',
    },
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const captcha = await solveCaptchaForTests((await apiCall(null, '/api/captcha')).body);
  const request = await apiCall(null, '/api/quotes', {
    method: 'POST',
    json: {
      items: [{ product_id: product.id, quantity: 2 }],
      customer: { name: 'Dr. Rina Wulandari', institution: 'Lab Kimia Uji', phone: '0812-8880-4512', email },
      captcha,
    },
  });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const reference: string = request.body.quote.reference;
  const draft = await apiCall(session.token, `/api/admin/quotes/${reference}/quotation`, {
    method: 'POST',
    json: {
      lines: [{ product_id: product.id, description: product.name, quantity: 2, unit_price: product.price }],
      valid_until: jakartaDate(new Date(), 14),
    },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const sent = await apiCall(session.token, `/api/admin/quotes/${reference}/quotation/send`, { method: 'POST' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { reference, number: `${reference}/R1`, url: new URL(sent.body.url as string).pathname };
}

/** The newest sign-in link mailed to `email`, as a path on the site (waits for the mail). */
async function mailedLink(email: string, path: string, count: number): Promise<string> {
  const links = async () =>
    (await caughtMails({ webPort: inject('mailWebPort') }))
      .filter((mail) => mail.to.some((to) => to.address === email))
      .map((mail) => new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w-]{43})`).exec(mail.text ?? '')?.[1])
      // The quotation's own mail goes to the same address.
      .filter((link) => link !== undefined);
  await expect.poll(async () => (await links()).length).toBe(count);
  return (await links()).at(-1)!;
}

/** Asks for a link on the account page in the page's language. */
async function askForLink(page: Page, email: string, label: string, button: string) {
  await page.getByLabel(label, { exact: true }).fill(email);
  await page.getByRole('button', { name: button }).click();
  await page.locator('[data-portal-link-sent]').waitFor();
}

describe('customer portal', () => {
  test('signs in by the mailed link on a phone, shows the quotation, signs out on every device', async ({
    openPage,
    adminSession,
    published,
  }) => {
    const email = `rina-${run}@lab-kimia.example`;
    const product = published.find((item) => item.stock >= 2 && item.price > 0)!;
    const quotation = await customerWithQuotation(adminSession, product, email);

    const page = await openPage(PHONE);
    await openPublic(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Akun pelanggan' }).click();
    await page.waitForURL('**/akun/');
    await page.locator('[data-portal-sign-in]').waitFor();
    await askForLink(page, email, 'Email', 'Kirim tautan masuk');
    await expect
      .poll(() => page.locator('[data-portal-link-sent]').textContent())
      .toMatch(/Jika email ini terdaftar pada kami, tautan masuk sudah dikirim/);
    // What was typed stays in the field.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await viewportShot(page, 'portal-link-sent-375');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Opening the link signs nobody in (a mail scanner may open it first): the button does.
    const link = await mailedLink(email, '/akun/masuk/', 1);
    await openPublic(page, link);
    await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
    await viewportShot(page, 'portal-sign-in-link-375');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/akun/`);
    const row = page.locator(`[data-portal-quotation="${quotation.reference}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(quotation.number);
    expect(await row.getByRole('link', { name: `Lihat penawaran ${quotation.number}` }).getAttribute('href')).toMatch(
      new RegExp(`${quotation.url}$`),
    );
    expect(
      await row.getByRole('link', { name: `Unduh PDF penawaran ${quotation.number}` }).getAttribute('href'),
    ).toMatch(new RegExp(`${quotation.url}/pdf$`));
    await page.locator(`[data-portal-quote="${quotation.reference}"]`).waitFor();
    expect(await page.locator('[data-portal-section="instruments"]').textContent()).toContain(
      'Belum ada instrumen yang tercatat',
    );
    expect(await page.locator('[data-portal-section="service-requests"]').textContent()).toContain(
      'Belum ada permintaan layanan',
    );
    // Readable on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'portal-account-375');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The same session on a second device, then 'Keluar dari semua perangkat' on the phone.
    const other = await openPage(DESKTOP);
    await other.context().addCookies(await page.context().cookies());
    await openPublic(other, '/akun/');
    await other.locator('[data-portal-account]').waitFor();
    await page.getByRole('button', { name: 'Keluar dari semua perangkat' }).click();
    await page.getByText('Anda sudah keluar dari semua perangkat.').waitFor();
    await page.locator('[data-portal-sign-in]').waitFor();
    await other.reload();
    await other.locator('[data-portal-sign-in]').waitFor();
    // The used link signs in no more.
    await openPublic(page, link);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByText('Tautan masuk ini sudah dipakai, kedaluwarsa atau tidak dikenal.').waitFor();
  });

  test('the English account page on a desktop', async ({ openPage, adminSession, published }) => {
    const email = `procurement-${run}@multinational.example`;
    const product = published.find((item) => item.stock >= 2 && item.price > 0)!;
    const quotation = await customerWithQuotation(adminSession, product, email);
    // A unit recorded under the customer's email, and a calibration request for it.
    const serial = `EN-${run}`.toUpperCase();
    const unit = await apiCall(adminSession.token, '/api/admin/instruments', {
      method: 'POST',
      json: {
        product_id: product.id,
        serial_number: serial,
        customer: { name: 'Procurement', institution: '', email, phone: '' },
        delivered_on: '2025-06-30',
        warranty_months: 24,
        calibration_interval_months: 12,
      },
    });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    const service = await apiCall(null, '/api/service-requests', {
      method: 'POST',
      json: {
        kind: 'kalibrasi',
        serial_number: serial,
        description: 'Annual calibration before the audit.',
        name: 'Procurement',
        email,
        lang: 'en',
        captcha: await solveCaptchaForTests((await apiCall(null, '/api/captcha')).body),
      },
    });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    const page = await openPage(DESKTOP);
    await openPublic(page, '/en/account/');
    await page.locator('[data-portal-sign-in]').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('not an email');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await askForLink(page, email, 'Email', 'Send sign-in link');
    expect(await page.locator('[data-portal-link-sent]').textContent()).toMatch(/If this email is on our records/);
    await viewportShot(page, 'portal-link-sent-1280');

    await openPublic(page, await mailedLink(email, '/en/account/sign-in/', 1));
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await viewportShot(page, 'portal-sign-in-link-1280');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/en/account/`);
    await page.locator(`[data-portal-quotation="${quotation.reference}"]`).waitFor();
    for (const heading of ['Quotations', 'Quotation requests', 'Instruments', 'Service requests']) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    const unitRow = page.locator(`[data-portal-instrument="${serial}"]`);
    expect(await unitRow.textContent()).toContain('Under warranty until 30 June 2027');
    expect(await unitRow.textContent()).toContain('Next calibration: 30 June 2026');
    // A service request for the unit in one step: the form with its serial filled in.
    expect(
      await unitRow
        .getByRole('link', { name: `Request service or calibration for serial no. ${serial}` })
        .getAttribute('href'),
    ).toBe(`/en/service/?serial=${serial}`);
    const serviceRow = page.locator(`[data-portal-service="${service.body.reference}"]`);
    expect(await serviceRow.textContent()).toContain('Calibration');
    expect(
      await serviceRow
        .getByRole('link', { name: `Track service request ${service.body.reference}` })
        .getAttribute('href'),
    ).toBe(service.body.url);
    await page.getByRole('button', { name: 'Sign out on all devices' }).waitFor();
    await screenshot(page, 'portal-account-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByText('You are signed out.').waitFor();
    // Nobody's search result: the account pages stay out of the sitemap.
    const sitemap = await (await fetch(`${baseUrl()}/sitemap-0.xml`)).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toMatch(/\/(akun|account)\//);
  });
});
