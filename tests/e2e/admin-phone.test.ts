import { describe, expect } from 'vitest';
import type { Settings } from '#shared/settings/schema.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * Settings take the WhatsApp number as people write it ("0812-8880-4512",
 * "+62 812 8880 4512"), show the 62… form once the field is left, and the server stores that form.
 */

describe('phone numbers as typed', () => {
  test('the settings form and the server turn typed numbers into 62…', async ({ openAdmin, adminSession }) => {
    const { token } = adminSession;
    const original = (await apiCall(token, '/api/settings')).body as Settings;
    try {
      for (const [viewport, typed] of [
        [DESKTOP, '0812-8880-4512'],
        [PHONE, '+62 812 8880 4512'],
      ] as const) {
        const page = await openAdmin(viewport, '/admin/settings');
        const number = page.getByLabel('Nomor WhatsApp');
        await expect.poll(() => number.inputValue(), { timeout: 15_000 }).not.toBe('');
        await number.fill(typed);
        await number.blur();
        expect(await number.inputValue()).toBe('6281288804512');
        expect(await number.getAttribute('aria-invalid')).toBeNull();
        await number.evaluate((input) => input.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await viewportShot(page, `issue13-phone-settings-${viewport.width}`);
        await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
        await expectToast(page, 'Pengaturan disimpan');
        const saved = (await apiCall(token, '/api/settings')).body as Settings;
        expect(saved.whatsapp_number).toBe('6281288804512');
        await apiCall(token, '/api/settings/1', { method: 'PUT', json: original });
      }

      // The server itself accepts the typed forms (a client that sends them as typed).
      const put = await apiCall(token, '/api/settings/1', {
        method: 'PUT',
        json: { ...original, whatsapp_number: '+62 812-8880-4512' },
      });
      expect(put.status).toBe(200);
      expect((put.body as { data: Settings }).data.whatsapp_number).toBe('6281288804512');
      const refused = await apiCall(token, '/api/settings/1', {
        method: 'PUT',
        json: { ...original, whatsapp_number: '0812-ABC' },
      });
      expect(refused.status).toBe(422);
    } finally {
      await apiCall(token, '/api/settings/1', { method: 'PUT', json: original });
    }
  });
});
