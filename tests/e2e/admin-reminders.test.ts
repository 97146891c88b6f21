import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * 'Pengingat kalibrasi': a customer whose unit falls due within the window is listed with the unit
 * and a WhatsApp chat prefilled with it; the window is in the address; the dashboard leads here.
 */

/** The Jakarta day `days` from today, `YYYY-MM-DD`. */
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('calibration reminders screen', () => {
  test('lists a customer due in 20 days with a prefilled WhatsApp chat, on a desktop and a phone', async ({
    openAdmin,
    adminSession,
    published,
  }) => {
    // Delivered a year before the due day, calibrated every 12 months: due in 20 days.
    const due = jakartaDay(20);
    const delivered = `${Number(due.slice(0, 4)) - 1}${due.slice(4).replace('-02-29', '-02-28')}`;
    const serial = `PG-${randomUUID().slice(0, 8).toUpperCase()}`;
    const name = `Lab Pengingat ${serial}`;
    const created = await apiCall(adminSession.token, '/api/admin/instruments', {
      method: 'POST',
      json: {
        product_id: published[0]!.id,
        serial_number: serial,
        customer: { name, institution: 'BPOM Uji', email: '', phone: '0812-3456-7890' },
        delivered_on: delivered,
        warranty_months: 12,
        calibration_interval_months: 12,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const page = await openAdmin(DESKTOP, '/admin/layanan/pengingat?due_within=30');
    await page.getByRole('heading', { name: 'Pengingat kalibrasi', level: 1 }).waitFor();
    const card = page.locator('[data-reminder-customer]').filter({ hasText: name });
    await card.waitFor();
    expect(await card.textContent()).toContain(serial);
    expect(await card.textContent()).toMatch(/\(2[01] hari lagi\)/);
    const chat = new URL((await card.getByRole('link', { name: 'Chat WhatsApp' }).getAttribute('href'))!);
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/6281234567890');
    expect(chat.searchParams.get('text')).toContain(serial);
    await screenshot(page, 'admin-reminders-1280');

    const phone = await openAdmin(PHONE, '/admin/layanan/pengingat');
    await phone.locator('[data-reminder-customer]').filter({ hasText: name }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'admin-reminders-375');
  });
});
