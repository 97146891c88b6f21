import { crc32, deflateSync } from 'node:zlib';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { apiCall, expectToast, makePng } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * A phone-sized photo (over 2 MB, 3000 px) is resized in the browser before upload
 * (longest side 2000 px, WebP or JPEG, under 2 MB) instead of refused, and the 'Belum ada gambar'
 * box is a drop zone that also opens the file chooser.
 */

/** A noisy 3000 × 2000 PNG (noise defeats compression): several MB, like a phone photo. */
function photoLikePng(width = 3000, height = 2000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = seed % 48;
      raw[row + 1 + x * 3] = ((x * 200) / width + noise) & 0xff;
      raw[row + 2 + x * 3] = ((y * 200) / height + noise) & 0xff;
      raw[row + 3 + x * 3] = (120 + noise) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('large photos and the drop zone', () => {
  test('a 3000 px photo over 2 MB is resized before upload and saved', async ({ openAdmin, adminSession }) => {
    const photo = photoLikePng();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const page = await openAdmin(DESKTOP, '/admin/products/add');
    const categories = (await apiCall(adminSession.token, '/api/categories')).body as Array<{ name: string }>;
    const suffix = Date.now().toString(36).toUpperCase();
    await page.getByLabel('Nama Produk').fill(`E2E Foto Besar ${suffix}`);
    await page.getByLabel('SKU').fill(`E2E-FOTO-${suffix}`);
    await page.getByLabel('Kategori').selectOption({ label: categories[0]!.name });
    await page.getByLabel('Harga (Rp)').fill('1.000.000');
    await page.getByLabel('Stok').fill('3');
    await page.getByLabel('Tambah gambar').setInputFiles({ name: 'foto-hp.png', mimeType: 'image/png', buffer: photo });
    await expect
      .poll(() => page.locator('[data-image-item="baru"]').getAttribute('data-file-name'), { timeout: 30_000 })
      .toMatch(/^foto-hp\.(webp|jpg)$/);
    await viewportShot(page, 'issue13-photo-resized-1280');

    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(page, 'Produk ditambahkan');
    const list = (await apiCall(adminSession.token, '/api/admin/products')).body as AdminProduct[];
    const created = list.find((product) => product.sku === `E2E-FOTO-${suffix}`)!;
    try {
      const path = created.images[0]!.path;
      expect(path).toMatch(/^\/uploads\/[a-f0-9]{64}\.(webp|jpg)$/);
      const bytes = (await (await fetch(`${baseUrl()}${path}`)).arrayBuffer()).byteLength;
      expect(bytes).toBeLessThan(2 * 1024 * 1024);
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      }, path);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(2000);
      expect(Math.max(size.width, size.height)).toBeGreaterThan(1000);
    } finally {
      await apiCall(adminSession.token, `/api/admin/products/${created.id}`, { method: 'DELETE' });
    }
  });

  test("the images box takes a dropped file, and its 'Tambah gambar' opens the chooser", async ({ openAdmin }) => {
    const page = await openAdmin(PHONE, '/admin/products/add');
    const zone = page.locator('[data-image-drop]');
    await zone.getByText('Tambah gambar').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await zone.getByText('Tambah gambar').click();
    await chooser;

    const png = [...makePng(24, 24, [13, 148, 136])];
    await zone.evaluate((element, bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'seret.png', { type: 'image/png' }));
      element.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
      element.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }, png);
    await expect.poll(() => page.locator('[data-image-item="baru"]').getAttribute('data-file-name')).toBe('seret.png');
    await zone.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await viewportShot(page, 'issue13-drop-zone-375');
  });
});
