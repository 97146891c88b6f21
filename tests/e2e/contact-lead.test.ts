import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { solveCaptcha, test, viewportShot } from './fixtures.ts';
import { axeOn } from './axe-check.ts';

/** The original site's success text, then when the team replies. */
const SENT = /^Pesan berhasil dikirim! Tim kami .*membalas .+\.$/;

/*
 * The contact form as a lead: a visitor leaves a phone number and their needs; the admin opens the
 * message, sees it in full, moves it to 'Ditindaklanjuti' (the unread count goes down) and has a
 * WhatsApp button to the visitor's number.
 */

const run = Date.now().toString(36);
const NAME = `Dewi Lead ${run}`;
const NEEDS = `Butuh 3 pH meter untuk lab QC ${run}.\nTermasuk kalibrasi tahunan.`;

async function fillLead(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/#details`);
  await page.getByLabel('Nama lengkap').fill(NAME);
  await page.getByLabel('Email').fill(`dewi.${run}@lab.example`);
  await page.getByLabel('Perusahaan / instansi').fill('PT Uji Mutu');
  await page.getByLabel('Telepon / WhatsApp').fill('0812-8880-4512');
  await page.getByLabel('Kebutuhan Anda').fill(NEEDS);
}

const unread = async (token: string): Promise<number> =>
  (await apiCall(token, '/api/admin/contacts/summary')).body.unread;
/** The menu badge's text for a count: past 99 it shows '99+' (other files may have left many messages). */
const badgeText = (count: number) => `${count > 99 ? '99+' : count} pesan baru`;

describe('contact form as a lead', () => {
  test('a phone visitor sees the new fields; a bad number is refused before sending', async ({ openPage }) => {
    const page = await openPage(PHONE);
    await fillLead(page);
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await viewportShot(page, 'contact-lead-form-375');
    await page.getByLabel('Telepon / WhatsApp').fill('nomor saya');
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
    expect(
      await page.getByLabel('Telepon / WhatsApp').evaluate((input) => (input as HTMLInputElement).validationMessage),
    ).toBe('Nomor telepon/WhatsApp tidak valid, mis. 0812-8880-4512');
    await page.getByLabel('Telepon / WhatsApp').fill('0812-8880-4512');
    expect(
      await page.getByLabel('Telepon / WhatsApp').evaluate((input) => (input as HTMLInputElement).validity.valid),
    ).toBe(true);
  });

  test('submit, open in the admin, change status, unread count goes down, WhatsApp button', async ({
    openPage,
    openAdmin,
    adminSession,
  }) => {
    const page = await openPage(DESKTOP);
    await fillLead(page);
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await solveCaptcha(page);
    await viewportShot(page, 'contact-lead-form-1280');
    await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
    await expect.poll(() => page.locator('#contact-status').textContent()).toMatch(SENT);
    expect(await page.getByLabel('Kebutuhan Anda').inputValue()).toBe('');

    const before = await unread(adminSession.token);
    const admin = await openAdmin(DESKTOP, '/admin/contacts');
    const badge = admin.getByTestId('nav-unread-contacts').first();
    // The badge agrees with the server's count (read again each time: the panel refreshes on its own).
    await expect
      .poll(async () => [await badge.textContent(), badgeText(await unread(adminSession.token))])
      .toSatisfy(([shown, counted]) => shown === counted);
    await admin.getByLabel('Cari nama, email atau perusahaan').fill(NAME);
    const row = admin.locator('tbody tr').filter({ hasText: NAME });
    expect(await row.getByText('Baru', { exact: true }).isVisible()).toBe(true);
    await row.getByRole('link', { name: NAME, exact: true }).click();

    await admin.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    // Opened from the list (rows carry no text): the text follows with the full copy.
    await expect.poll(() => admin.getByTestId('contact-message').textContent()).toBe(NEEDS);
    // Labelled as the visitor's message, not with the form's own 'Kebutuhan Anda' (“your needs”).
    expect(await admin.getByText('Pesan Pengunjung', { exact: true }).isVisible()).toBe(true);
    expect(await admin.getByText('Kebutuhan Anda').count()).toBe(0);
    expect(await admin.getByRole('link', { name: '0812-8880-4512' }).isVisible()).toBe(true);
    const whatsapp = admin.getByRole('link', { name: 'Chat via WhatsApp' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/6281288804512');
    expect(href.searchParams.get('text')).toContain(`Halo ${NAME}`);
    expect(await whatsapp.getAttribute('target')).toBe('_blank');
    expect(await admin.getByTestId('contact-status-history').textContent()).toBe('Belum ditindaklanjuti.');
    await viewportShot(admin, 'contact-lead-admin-detail-1280');
    const axe = await axeOn(admin).analyze();
    expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

    await admin.getByRole('button', { name: /^Ditindaklanjuti/ }).click();
    await expect
      .poll(() => admin.getByRole('button', { name: /^Ditindaklanjuti/ }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await admin.getByTestId('contact-status-history').textContent()).toMatch(
      new RegExp(`^Diubah oleh ${adminSession.user.name} · `),
    );
    await expect.poll(() => unread(adminSession.token)).toBe(before - 1);
    await expect
      .poll(async () => (before - 1 ? await badge.textContent() : 'none'))
      .toBe(before - 1 ? badgeText(before - 1) : 'none');

    // On a phone: the same detail, its actions at least 44 px tall.
    const phone = await openAdmin(PHONE, admin.url().replace(baseUrl(), ''));
    await phone.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    for (const name of ['Chat via WhatsApp', 'Balas via email']) {
      const box = await phone.getByRole('link', { name }).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await phone.getByRole('button', { name: /^Ditindaklanjuti/ }).getAttribute('aria-pressed')).toBe('true');
    await viewportShot(phone, 'contact-lead-admin-detail-375');

    // The dashboard counts the same unread messages.
    await phone.getByRole('button', { name: 'Buka menu' }).click();
    await phone.getByRole('link', { name: 'Dashboard' }).click();
    const card = phone.getByTestId('dashboard-unread-contacts');
    await expect
      .poll(() => card.textContent())
      .toMatch(new RegExp(`Kontak Baru${before - 1} pesan belum ditindaklanjuti`));
    await card.scrollIntoViewIfNeeded();
    await viewportShot(phone, 'contact-lead-dashboard-375');
  });

  test('without SMTP on the server, Settings say no notification is sent', async ({ openAdmin }) => {
    const admin = await openAdmin(DESKTOP, '/admin/settings');
    // The run's server mails into a catcher: the answer of a server without SMTP is given here.
    await admin.route('**/api/admin/mail', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ configured: false, pending: 0, failed: 0, last_error: null, last_sent_at: null }),
      }),
    );
    await admin.reload();
    const note = admin.getByText('Email belum dikonfigurasi di server — notifikasi tidak dikirim.');
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    await viewportShot(admin, 'contact-lead-mail-not-configured-1280');
  });
});
