import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { solveCaptcha, test, viewportShot } from './fixtures.ts';

/** The original site's success text, then when the team replies. */
const SENT = /^Pesan berhasil dikirim! Tim kami .*membalas .+\.$/;

/*
 * The captcha warning goes away as soon as the widget says 'Terverifikasi', and
 * the outcome messages carry a drawn icon instead of an emoji (an empty box without an emoji font).
 */

const EMOJI = /\p{Extended_Pictographic}/u;
const status = (page: Page) => page.locator('#contact-status');

describe('contact form messages', () => {
  test('the captcha warning clears once verified; the messages use icons, not emoji', async ({ openPage }) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(viewport);
      await page.goto(`${baseUrl()}/#details`);
      await page.getByLabel('Nama lengkap').fill('Sari Rahmawati');
      await page.getByLabel('Email').fill(`sari.${Date.now()}@example.co.id`);
      await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
      await expect.poll(() => status(page).textContent()).toBe('Silakan verifikasi captcha terlebih dahulu.');
      expect(await status(page).locator('svg[data-tone-icon="warning"]').count()).toBe(1);

      await solveCaptcha(page);
      await expect.poll(() => page.locator('altcha-widget').innerText()).toContain('Terverifikasi');
      await expect.poll(() => status(page).textContent()).toBe('');
      await page
        .locator('#contact-form')
        .evaluate((form) => form.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await viewportShot(page, `issue13-captcha-verified-${viewport.width}`);

      await page.getByRole('button', { name: 'Kirim Permintaan' }).click();
      await expect.poll(() => status(page).textContent(), { timeout: 15_000 }).toMatch(SENT);
      expect(await status(page).locator('svg[data-tone-icon="success"]').isVisible()).toBe(true);
      expect(EMOJI.test((await status(page).textContent()) ?? '')).toBe(false);
      await viewportShot(page, `issue13-contact-sent-${viewport.width}`);
    }
  });
});
