import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '#shared/product/fields.ts';
import { openBrowser } from '../support/browser.ts';
import { pdfOf } from '../support/sample-files.ts';
import { storeTask } from '../support/netlify-setup.ts';

/*
 * The deploy rehearsal (tests/support/netlify-setup.ts): what Netlify's own CLI builds and serves,
 * offline, in the production context. What only production can show is listed in
 * docs/decisions/005-local-runtime.md.
 */

const rehearsal = inject('rehearsal');
const url = (path: string) => `${rehearsal.serveUrl}${path}`;
const DEMO_PRODUCT = { slug: 'rawlab-ph-700-benchtop-ph-meter', name: 'RawLab PH-700 Benchtop pH Meter' };

function htmlFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)));
}

describe('netlify build (production context)', () => {
  it('stops, naming what is missing, when it cannot reach the store', () => {
    expect(rehearsal.noStore.code).not.toBe(0);
    expect(rehearsal.noStore.output).toContain("no access to the site's blob store");
    expect(rehearsal.noStore.output).toContain('NETLIFY_BLOBS_CONTEXT');
    expect(rehearsal.noStore.output).not.toContain('Seeded the demo catalogue');
  });

  it('publishes an empty store as an empty catalogue: no demo data, no placeholder WhatsApp number', () => {
    const { code, output, publishDir, storeKeys } = rehearsal.emptyStore;
    expect(code, output).toBe(0);
    const pages = htmlFiles(publishDir);
    expect(pages.filter((page) => page.startsWith('products/') && page !== 'products/index.html')).toEqual([
      'products/_fallback/index.html',
      'products/_preview/index.html',
    ]);
    for (const page of pages) {
      const html = readFileSync(join(publishDir, page), 'utf8');
      expect(html, page).not.toContain(DEMO_PRODUCT.name);
      expect(html, page).not.toMatch(/wa\.me\/\d/);
    }
    // Nothing was seeded: at most the build's own bookkeeping records.
    expect(storeKeys.filter((key) => !/site\/(publish|build-report)$/.test(key))).toEqual([]);
    // The build says how many store calls its catalogue took (one per 32 products plus a few).
    const calls = /\[catalogue\] 0 published products read in (\d+) store calls/.exec(output);
    expect(calls, output).not.toBeNull();
    expect(Number(calls![1])).toBeLessThan(30);
  });
});

describe('netlify serve (production build of a seeded store)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('serves a prerendered product page, with no WhatsApp number while none is saved', async () => {
    const response = await fetch(url(`/products/${DEMO_PRODUCT.slug}`));
    expect(response.status).toBe(200);
    const html = await response.text();
    const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(
      heading
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(DEMO_PRODUCT.name);
    expect(html).not.toMatch(/wa\.me\/\d/);
  });

  it('opens the admin panel at /admin/login and at a reloaded deep link', async () => {
    const page = await browser.newPage();
    const response = await page.goto(url('/admin/login'));
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Email').isVisible()).toBe(true);
    // Signed in as the panel does it (the CLI's blob server cannot take the sign-in's writes).
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('rawlab.admin.token', token!);
        localStorage.setItem('rawlab.admin.user', user!);
      },
      [rehearsal.admin.token, JSON.stringify(rehearsal.admin.user)],
    );
    const deepLink = await page.goto(url('/admin/products'));
    expect(deepLink?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Semua Produk' }).waitFor({ timeout: 30_000 });
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Semua Produk' }).waitFor({ timeout: 30_000 });

    // Settings never saved: the admin sees that the WhatsApp number is not configured yet.
    await page.goto(url('/admin/settings'));
    await page.getByTestId('whatsapp-unconfigured').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('whatsapp-unconfigured').textContent()).toContain('belum dikonfigurasi');
    await page.close();
  });

  it('opens a product created after the build through the live fallback page', async () => {
    const name = `Rehearsal Probe ${Date.now().toString(36)}`;
    const { slug } = await storeTask(rehearsal.store, 'product', name);
    const page = await browser.newPage();
    const response = await page.goto(url(`/products/${slug}`));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
    // An address that is no product gets the same page with a real 404 (the product-page function).
    expect((await fetch(url(`/products/no-such-${slug}`))).status).toBe(404);
    await page.close();
  });

  it.each([
    ['PATCH', '/api/admin/products/1'],
    ['GET', '/api/visit'],
    ['DELETE', '/api/settings/1'],
  ])('answers %s %s with the JSON 405 and its Allow header', async (method, path) => {
    const response = await fetch(url(path), { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('allow')).toBeTruthy();
    expect(((await response.json()) as { message: string }).message).toBe('Metode tidak diizinkan');
  });

  it('takes a 10 MB PDF as a staged upload in 4 MB parts and serves it whole, streamed, as a PDF', async () => {
    const pdf = pdfOf(`rehearsal ${Date.now()}`, MAX_DOCUMENT_BYTES);
    const headers = { authorization: `Bearer ${rehearsal.admin.token}` };
    const opened = await fetch(url('/api/admin/uploads'), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ bytes: pdf.length }),
    });
    expect(opened.status).toBe(201);
    const { id, parts, part_bytes } = (await opened.json()) as { id: string; parts: number; part_bytes: number };
    expect(parts).toBe(3);
    for (let index = 0; index < parts; index++) {
      const part = await fetch(url(`/api/admin/uploads/${id}/parts/${index}`), {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        body: pdf.slice(index * part_bytes, (index + 1) * part_bytes),
      });
      expect(part.status, await part.clone().text()).toBe(200);
    }
    const completed = await fetch(url(`/api/admin/uploads/${id}/complete`), { method: 'POST', headers });
    expect(completed.status).toBe(200);
    const { sha256 } = (await completed.json()) as { sha256: string };

    const served = await fetch(url(`/uploads/${sha256}/manual-rehearsal.pdf`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="manual-rehearsal.pdf"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    const body = new Uint8Array(await served.arrayBuffer());
    expect(body.length).toBe(MAX_DOCUMENT_BYTES);
    expect(Buffer.from(body).equals(Buffer.from(pdf))).toBe(true);
  });

  it('reads an XLSX price file as Netlify bundles the import (the parser shipped as a module, run in a worker thread)', async () => {
    const file = await writeXlsxFile([
      [{ value: 'sku' }, { value: 'price' }],
      [{ value: 'RL-PH-700' }, { value: 1_250_000 }],
    ]).toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(file)], 'harga.xlsx'));
    const response = await fetch(url('/api/admin/products/import?dry_run=1'), {
      method: 'POST',
      headers: { authorization: `Bearer ${rehearsal.admin.token}` },
      body: form,
    });
    const body = (await response.json()) as { rows?: number; message?: string };
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.rows).toBe(1);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(url('/api/products'), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('');
  });

  it("loads the quotation functions as Netlify bundles them (pdfkit external, the fonts bundled): an unknown buyer's link is a private 404", async () => {
    const token = 'A'.repeat(43);
    for (const path of [`/q/${token}`, `/api/q/${token}`]) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
    }
    expect(await (await fetch(url(`/q/${token}`))).text()).toContain('Penawaran tidak ditemukan');
  });

  it('answers an unknown page with the 404 page', async () => {
    const response = await fetch(url('/no-such-page'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html');
  });

  it('sends the security headers, and the CSP meta with script hashes', async () => {
    const response = await fetch(url('/'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    const html = await response.text();
    expect(html).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'sha256-/i);
  });
});
