import { describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { apiCall, expectToast, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * A job whose tab was closed part-way is not lost: the screen it started from shows it, with how far
 * it came, 'Lanjutkan' (this tab drives it to its end) and 'Batalkan' (it stops after the units it
 * has begun, what it applied staying applied). The e2e server takes two record shards (64 products)
 * or eight import rows a step.
 */

const tag = () => `E2EJR${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/**
 * `count` products in a CSV file, as drafts: the static pages and the public catalogue stay as the
 * build made them for the browser files that run after this one (a job works the same on drafts).
 */
async function csvForm(session: Session, prefix: string, count: number) {
  const category = (await apiCall(session.token, '/api/categories')).body[0] as { name: string };
  const lines = Array.from(
    { length: count },
    (_, index) =>
      `${prefix}-${String(index + 1).padStart(3, '0')},E2E Lanjut ${prefix} ${index + 1},${category.name},${1_000_000 + 100 * index},4,draft`,
  );
  const form = new FormData();
  form.set('file', new File([['sku,name,category,price,stock,status', ...lines].join('\n')], 'p.csv'));
  return form;
}

async function listed(session: Session, prefix: string): Promise<Array<{ sku: string; price: number }>> {
  const list = await apiCall(session.token, `/api/admin/products?q=${prefix}&per_page=100&sort=name`);
  return (list.body.data as { sku: string; price: number }[])
    .filter((item) => item.sku.startsWith(prefix))
    .sort((a, b) => a.sku.localeCompare(b.sku));
}

describe('jobs left by a closed tab', () => {
  test("a bulk edit's tab closed mid-job: the product list shows it and 'Lanjutkan' finishes it", async ({
    openAdmin,
    adminSession,
  }) => {
    const prefix = tag();
    let answer = await apiCall(adminSession.token, '/api/admin/products/import', {
      method: 'POST',
      form: await csvForm(adminSession, prefix, 100),
    });
    for (let job = answer.body.job; answer.status === 202 && job.state === 'running';) {
      job = (await apiCall(adminSession.token, `/api/admin/jobs/${job.id}/run`, { method: 'POST' })).body;
      if (job.state === 'done') answer = { status: 200, body: job.result.report };
    }
    expect(answer.body).toMatchObject({ created: 100, errors: [] });

    const page = await openAdmin(DESKTOP, `/admin/products?q=${prefix}&sort=name`);
    // The tab's next steps never reach the server (a request held open would be let through as the
    // tab closes): it is closed while the job waits half done.
    await page.route('**/api/admin/jobs/*/run', (route) => route.abort());
    await expect.poll(() => page.getByTestId('select-product').count()).toBeGreaterThan(0);
    await page.getByLabel('Pilih semua di halaman ini').check();
    await page.getByRole('button', { name: 'Pilih semua 100 produk yang cocok' }).click();
    await page.getByLabel('Aksi massal').selectOption({ label: 'Ubah harga (%)' });
    await page.getByLabel('Persentase').fill('10');
    await page.getByRole('button', { name: 'Terapkan ke 100 produk' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ubah harga' }).click();
    await page.getByTestId('job-progress').waitFor();
    await page.close();
    const half = await listed(adminSession, prefix);
    const raised = half.filter((item, index) => item.price === Math.round((1_000_000 + 100 * index) * 1.1)).length;
    expect(raised).toBeGreaterThan(0);
    expect(raised).toBeLessThan(100);

    const again = await openAdmin(DESKTOP, '/admin/products');
    const waiting = again.getByTestId('waiting-job').filter({ hasText: 'dari 100 produk' });
    await waiting.waitFor();
    expect(await waiting.getByRole('heading').textContent()).toBe('Perubahan massal belum selesai');
    expect(await waiting.getByRole('status').textContent()).toBe(`Berhenti di ${raised} dari 100 produk.`);
    await viewportShot(again, 'admin-job-waiting-1280');
    const phone = await openAdmin(PHONE, '/admin/products');
    await phone.getByTestId('waiting-job').filter({ hasText: 'dari 100 produk' }).waitFor();
    await viewportShot(phone, 'admin-job-waiting-375');

    await waiting.getByRole('button', { name: 'Lanjutkan' }).click();
    await expectToast(again, 'Pekerjaan selesai', '100 dari 100 produk diperbarui');
    expect(await waiting.getByTestId('waiting-job-result').textContent()).toBe('100 dari 100 produk diperbarui');
    await viewportShot(again, 'admin-job-resumed-1280');
    // Each product raised once: the half done before the tab closed was not done again.
    expect((await listed(adminSession, prefix)).map((item) => item.price)).toEqual(
      Array.from({ length: 100 }, (_, index) => Math.round((1_000_000 + 100 * index) * 1.1)),
    );
  });

  test("an import left part-way: the import screen shows it and 'Batalkan' keeps what was applied", async ({
    openAdmin,
    adminSession,
  }) => {
    const prefix = tag();
    const started = await apiCall(adminSession.token, '/api/admin/products/import', {
      method: 'POST',
      form: await csvForm(adminSession, prefix, 30),
    });
    expect(started.status).toBe(202);
    const done = started.body.job.done as number;
    expect(done).toBeGreaterThan(0);

    const page = await openAdmin(PHONE, '/admin/products/import');
    const waiting = page.getByTestId('waiting-job').filter({ hasText: 'dari 30 baris' });
    await waiting.waitFor();
    expect(await waiting.getByRole('heading').textContent()).toBe('Impor belum selesai');
    await waiting.getByRole('button', { name: 'Batalkan' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Batalkan pekerjaan ini?' });
    await dialog.waitFor();
    await viewportShot(page, 'admin-job-cancel-375');
    await dialog.getByRole('button', { name: 'Batalkan pekerjaan' }).click();
    const result = waiting.getByTestId('waiting-job-result');
    await result.waitFor();
    expect(await result.textContent()).toBe(
      `Impor dibatalkan: ${done} dari 30 baris sudah diterapkan dan tetap tersimpan; sisanya tidak diimpor.`,
    );
    expect(await waiting.getByRole('heading').textContent()).toBe('Dibatalkan');
    await viewportShot(page, 'admin-job-cancelled-375');
    expect(await listed(adminSession, prefix)).toHaveLength(done);
  });
});
