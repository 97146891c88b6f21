import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Deps } from '#server/deps.ts';
import { emptyPublishState, type PublishState } from '#server/services/publishing/publish.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import type { PublishPolicySettings } from '#shared/publishing/policy.ts';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall, expectToast, userWithRole, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * The publishing budget in the admin (decision 026): the dashboard's 'Operasional' card with the
 * month's deploys and credits, its warning near the plan's end and its red state past it, the
 * 'Status Publikasi' card saying why a change waits, and the Settings 'Publikasi' card. The month's
 * tally is written into the run's store (browser files run one at a time) and put back afterwards.
 */

const POLICY_KEY = 'site/publish-policy';
const PUBLISH_KEY = 'site/publish';
let deps: Deps;
let savedState: PublishState | null;
let savedPolicy: PublishPolicySettings | null;
let manager: Session | undefined;
/** One Manager for the file (sign-ins are rate-limited). */
const managerOf = async (admin: Session) => (manager ??= await userWithRole(admin, 'Manager'));

beforeAll(async () => {
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  deps = (await import('#server/deps.ts')).requestDeps();
  savedState = await deps.db.get<PublishState>(PUBLISH_KEY);
  savedPolicy = await deps.db.get<PublishPolicySettings>(POLICY_KEY);
});

afterAll(async () => {
  if (savedState) await deps.db.put(PUBLISH_KEY, savedState);
  else await deps.db.delete(PUBLISH_KEY);
  if (savedPolicy) await deps.db.put(POLICY_KEY, savedPolicy);
  else await deps.db.delete(POLICY_KEY);
});

/** The publish record with `count` deploys this Jakarta month and, if given, a change saved at `changedAt`. */
async function monthSoFar(count: number, changedAt?: Date) {
  const { date } = jakartaTime(new Date());
  const base = (await deps.db.get<PublishState>(PUBLISH_KEY)) ?? emptyPublishState();
  await deps.db.put(PUBLISH_KEY, {
    ...base,
    building: null,
    lastError: null,
    changeSeq: base.builtSeq + (changedAt ? 1 : 0),
    lastChangeAt: changedAt ? changedAt.toISOString() : base.lastChangeAt,
    publishNowAt: undefined,
    deploys: { month: date.slice(0, 7), count, day: date, today: Math.min(count, 1) },
  });
}

const operations = (page: Page) => page.getByRole('region', { name: 'Operasional' });

describe('the Operasional card', () => {
  test('shows the month’s deploys and credits, warns at 90 % and turns red past the plan', async ({
    adminSession,
    openAdmin,
  }) => {
    const manager = await managerOf(adminSession);
    await deps.db.put(POLICY_KEY, {
      plan: 'personal',
      monthly_credits: 1000,
      quiet_seconds: 900,
      max_deploys_per_day: 4,
    });
    // 60 deploys: 900 credits, the most the policy lets automatic deploys take from 1,000.
    await monthSoFar(60, new Date());
    const page = await openAdmin(DESKTOP, '/admin/dashboard', manager);
    const card = operations(page);
    await card.getByTestId('ops-deploys').getByText('60', { exact: true }).waitFor();
    expect(await card.getByTestId('ops-deploys').innerText()).toContain('× 15 = 900 kredit');
    expect(await card.getByTestId('ops-total').innerText()).toMatch(/dari 1\.000 kredit/);
    expect(await card.locator('[data-forecast-level]').getAttribute('data-forecast-level')).toBe('warn90');
    expect(await card.getByTestId('ops-warning').innerText()).toMatch(
      /^Perkiraan bulan ini 9\d ?% dari paket 1\.000 kredit/,
    );
    // The publish card says why the fresh change waits: the month's budget, until the 1st.
    const status = page.getByRole('region', { name: 'Status Publikasi' }).getByRole('status');
    await status.getByText(/Kredit bulan ini disisakan untuk lalu lintas pengunjung/).waitFor();
    await screenshot(page, 'admin-operations-warn-1280');

    // Past the plan: a clear red state that says the site would be paused.
    await monthSoFar(70);
    await page.reload();
    const alert = operations(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('melewati paket 1.000 kredit');
    expect(await alert.innerText()).toContain('Site not available');
    await screenshot(page, 'admin-operations-over-1280');

    const phone = await openAdmin(PHONE, '/admin/dashboard', manager);
    await operations(phone).getByRole('alert').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'admin-operations-over-375');
  });

  test('the publish card says a fresh change waits for quiet minutes; Staff sees no Operasional card', async ({
    adminSession,
    openAdmin,
  }) => {
    const manager = await managerOf(adminSession);
    await monthSoFar(2, new Date());
    const page = await openAdmin(DESKTOP, '/admin/dashboard', manager);
    const status = page.getByRole('region', { name: 'Status Publikasi' }).getByRole('status');
    await status.getByText(/Menunggu 15 menit tanpa perubahan; terbit pukul (besok )?\d{2}:\d{2} WIB/).waitFor();
    expect(await operations(page).locator('[data-forecast-level]').getAttribute('data-forecast-level')).not.toBe(
      'over',
    );

    const staff = await userWithRole(adminSession, 'Staff');
    const staffPage = await openAdmin(PHONE, '/admin/dashboard', staff);
    await staffPage.getByRole('region', { name: 'Status Publikasi' }).getByRole('status').waitFor();
    expect(await operations(staffPage).count()).toBe(0);
  });
});

describe('the Settings Publikasi card', () => {
  test('says what the choice costs, keeps a wrong entry with its message, and saves', async ({
    adminSession,
    openAdmin,
  }) => {
    const manager = await managerOf(adminSession);
    await deps.db.delete(POLICY_KEY);
    const page = await openAdmin(DESKTOP, '/admin/settings', manager);
    const card = page.getByRole('region', { name: 'Publikasi', exact: true });
    const cost = card.getByTestId('publish-policy-cost');
    await cost.getByText('± 4 deploy sehari ≈ 1.800 kredit sebulan').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-settings-publish-1280');

    const perDay = card.getByLabel('Batas deploy otomatis per hari');
    await perDay.fill('2');
    await cost.getByText('± 2 deploy sehari ≈ 900 kredit sebulan').waitFor();
    const quiet = card.getByLabel('Jeda tenang (menit)');
    await quiet.fill('-5');
    await card.getByRole('button', { name: 'Simpan kebijakan publikasi' }).click();
    await card.getByText('Jeda tenang tidak boleh negatif').waitFor();
    expect(await quiet.inputValue()).toBe('-5');
    expect(await perDay.inputValue()).toBe('2');

    await card.getByLabel('Paket Netlify').selectOption('free');
    expect(await card.getByLabel('Kredit bulanan').inputValue()).toBe('300');
    await quiet.fill('10');
    await card.getByRole('button', { name: 'Simpan kebijakan publikasi' }).click();
    await expectToast(page, 'Pengaturan publikasi disimpan');
    const saved = await apiCall(manager.token, '/api/admin/publish/policy');
    expect(saved.body).toMatchObject({
      plan: 'free',
      monthly_credits: 300,
      quiet_seconds: 600,
      max_deploys_per_day: 2,
    });

    const phone = await openAdmin(PHONE, '/admin/settings', manager);
    const phoneCard = phone.getByRole('region', { name: 'Publikasi', exact: true });
    await phoneCard.getByTestId('publish-policy-cost').getByText('± 2 deploy sehari ≈ 900 kredit sebulan').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phoneCard.scrollIntoViewIfNeeded();
    await screenshot(phone, 'admin-settings-publish-375');
  });
});
