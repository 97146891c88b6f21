import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * The admin's service desk ('Layanan'): a week-old unanswered request marked overdue in the list and
 * found by the overdue filter, its detail with the customer's words, a status change with assignee and
 * notes, a change another admin made meanwhile refused with a clear message, and a message to the
 * customer that the tracking page shows. The requests are stored by the service itself at a chosen
 * clock (a week ago), on the site's own store.
 */

const run = Date.now().toString(36);
const PHOTO = resolve(import.meta.dirname, '../support/photos/phone.jpg');

async function storedRequest(name: string, at: Date) {
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  const { requestDeps } = await import('#server/deps.ts');
  const { checkPhotos, storeServiceRequest } = await import('#server/services/service-desk/index.ts');
  const { ServiceRequestSchema } = await import('#shared/service/request.ts');
  const input = ServiceRequestSchema.parse({
    kind: 'kalibrasi',
    serial_number: `SN-${run}`,
    description: 'Kalibrasi tahunan spektrofotometer UV-Vis.',
    name,
    institution: 'Lab Air Minum',
    phone: '0812-8880-4512',
    captcha: 'checked by the function',
  });
  const form = new FormData();
  form.append('photos', new File([readFileSync(PHOTO)], 'probe.jpg', { type: 'image/jpeg' }));
  return storeServiceRequest({ ...requestDeps(), now: () => at }, input, await checkPhotos(form), 'http://localhost');
}

describe('admin service desk', () => {
  test('overdue marked and filtered; status, assignee and notes saved; a stale change refused clearly; a message reaches the tracking page', async ({
    openAdmin,
    openPage,
    adminSession,
  }) => {
    const old = await storedRequest(`Pelanggan Lama ${run}`, new Date(Date.now() - 7 * 86_400_000));
    // The dashboard counts it with every other overdue request.
    const { body: summary } = await apiCall(adminSession.token, '/api/admin/service-requests/summary');
    expect(summary.service_overdue).toBeGreaterThanOrEqual(1);
    const dashboard = await openAdmin(DESKTOP, '/admin/dashboard');
    await expect
      .poll(() => dashboard.locator('[data-service-overdue] p.text-3xl').textContent())
      .toMatch(new RegExp(`^${summary.service_overdue}dari `));
    await dashboard.locator('[data-service-overdue]').scrollIntoViewIfNeeded();
    await screenshot(dashboard, 'admin-service-dashboard-1280');
    const page = await openAdmin(DESKTOP, '/admin/layanan');
    const row = page.locator('tbody tr').filter({ hasText: old.reference });
    await row.waitFor();
    expect(await row.getAttribute('data-overdue')).toBe('true');
    expect(await row.getByText('Terlambat').count()).toBe(1);
    await page.getByRole('button', { name: /^Terlambat/ }).click();
    await page.waitForURL(/overdue=1/);
    await expect
      .poll(() => page.locator('tbody tr').evaluateAll((rows) => rows.map((item) => item.getAttribute('data-overdue'))))
      .not.toContain('false');
    await screenshot(page, 'admin-service-list-1280');

    await row.getByRole('link', { name: old.reference, exact: true }).click();
    await page.getByRole('heading', { name: old.reference }).waitFor();
    expect(await page.getByText('Kalibrasi tahunan spektrofotometer UV-Vis.').count()).toBe(1);
    // The customer's photo, private to the desk, fetched with the admin's token.
    const photo = page.getByAltText('Foto 1 dari pelanggan');
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByLabel('Status', { exact: true }).selectOption('dijadwalkan');
    await page.getByLabel('Petugas').fill('Teknisi Andi');
    await page.getByLabel('Catatan internal').fill('Bawa set buffer baru.');
    // A save reads the request again (the desk's lists and counts with it): the change below must come
    // after that read, or the screen learns of it and has nothing stale to refuse.
    const readAgain = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname === `/api/admin/service-requests/${old.reference}`,
    );
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.locator('[data-service-badges]').getByText('Dijadwalkan').waitFor();
    await readAgain;
    expect(await page.locator('[data-service-badges]').getByText('Terlambat').count()).toBe(0);

    // Another admin moves it meanwhile: this screen's change is refused, and says so where it was made.
    const moved = await apiCall(adminSession.token, `/api/admin/service-requests/${old.reference}`, {
      method: 'PUT',
      json: { status: 'dikerjakan', expected_status: 'dijadwalkan' },
    });
    expect(moved.status).toBe(200);
    await page.getByLabel('Status', { exact: true }).selectOption('batal');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const conflict = page.locator('[data-service-conflict]');
    await conflict.waitFor();
    expect(await conflict.innerText()).toMatch(
      /^Diubah oleh admin lain\nStatus sudah diubah menjadi Dikerjakan oleh .+\. Muat ulang lalu coba lagi\.$/,
    );
    // The request was read again underneath: the status shown is the other admin's.
    await page.locator('[data-service-badges]').getByText('Dikerjakan').waitFor();
    await screenshot(page, 'admin-service-conflict-1280');

    await page.getByLabel('Pesan ke pelanggan').fill('Teknisi kami datang Senin pukul 09.00.');
    await page.getByRole('button', { name: 'Kirim pesan' }).click();
    await page.locator('[data-service-messages] [data-message="team"]').waitFor();

    const customer = await openPage(PHONE);
    await customer.goto(old.url.replace('http://localhost', new URL(page.url()).origin));
    expect(await customer.locator('[data-message="team"] p').textContent()).toBe(
      'Teknisi kami datang Senin pukul 09.00.',
    );
    expect(await customer.locator('[data-status]').textContent()).toBe('Dikerjakan');

    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-service-detail-375');
    await page.goto(`${new URL(page.url()).origin}/admin/layanan?overdue=`);
    // On a phone the rows are cards, titled with the reference and the customer.
    await page.getByRole('link', { name: `${old.reference} · Pelanggan Lama ${run}` }).waitFor();
    await screenshot(page, 'admin-service-list-375');
  });
});
