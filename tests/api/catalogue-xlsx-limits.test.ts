import writeXlsxFile from 'write-excel-file/node';
import { beforeAll, describe, expect } from 'vitest';
import type { ImportReport } from '#shared/catalogue/io.ts';
import { call, login } from '../support/api.ts';
import { headerRow, workbook, zipBomb, type BombEntry, type BombPart } from '../support/zip-bombs.ts';
import { test as it } from './fixtures.ts';

/*
 * Spreadsheets that are small on disk and huge unpacked (zip bombs of each kind), sent to the
 * import's dry run: each is refused with a 422 naming the limit it passes, the process's memory
 * high-water mark hardly moves (without the limits these files took the server past its heap), and
 * the site answers the next request.
 */

const MB = 1024 * 1024;

function dryRun(token: string, file: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set('file', new File([file], 'harga.xlsx'));
  return call<ImportReport & { message?: string }>('/api/admin/products/import?dry_run=1', {
    method: 'POST',
    token,
    body: form,
  });
}

/** The process's peak resident memory so far, in MB: it only grows, so a spike inside a call shows. */
const peakMb = () => process.resourceUsage().maxRSS / 1024;

async function refusedWithin(token: string, entries: BombEntry[], message: string | RegExp) {
  const file = await zipBomb(entries);
  expect(file.length).toBeLessThan(MB);
  const before = peakMb();
  const answer = await dryRun(token, file);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(422);
  expect(answer.body.message).toMatch(message);
  // Generous: the file never unpacks beyond the limits, while each of these files unpacked reaches 50 MB and more.
  expect(peakMb() - before).toBeLessThan(150);
  expect((await call('/api/products?per_page=1')).status).toBe(200);
}

/** Rows 2… each with a SKU in A and the shared string `index` in B. */
const sharedRows = (count: number, index = 0): BombPart[] =>
  Array.from({ length: count }, (_, at) => ({
    text: `<row r="${at + 2}"><c r="A${at + 2}" t="inlineStr"><is><t>S${at}</t></is></c><c r="B${at + 2}" t="s"><v>${index}</v></c></row>`,
  }));

/** Rows 2… each with a SKU and an inline text of `size` bytes. */
const longRows = (count: number, size: number): BombPart[] =>
  Array.from({ length: count }, (_, at) => [
    {
      text: `<row r="${at + 2}"><c r="A${at + 2}" t="inlineStr"><is><t>S${at}</t></is></c><c r="B${at + 2}" t="inlineStr"><is><t>`,
    },
    { text: 'x', times: size },
    { text: '</t></is></c></row>' },
  ]).flat();

describe('an XLSX file is measured before it is parsed', () => {
  let token = '';
  beforeAll(async () => {
    token = await login();
    // The import's code loaded and warm, so what follows measures the files alone.
    const small = await writeXlsxFile([[{ value: 'sku' }, { value: 'name' }]]).toBuffer();
    expect((await dryRun(token, new Uint8Array(small))).status).toBe(200);
  });

  it('a shared string of 50 MB used by 2,000 cells: the entry limit', async () => {
    await refusedWithin(
      token,
      workbook(
        [headerRow(), ...sharedRows(2_000)],
        [{ text: '<si><t>' }, { text: 'A', times: 50 * MB }, { text: '</t></si>' }],
      ),
      /sharedStrings\.xml.*lebih dari 32 MB/,
    );
  });

  it('a sheet that unpacks to 100 MB: the entry limit', async () => {
    await refusedWithin(
      token,
      workbook([headerRow(), ...longRows(2_000, 50_000)], null),
      /sheet1\.xml.*lebih dari 32 MB/,
    );
  });

  it('an entry that claims 1 KB and unpacks to 100 MB: inflating stops at its claim', async () => {
    const entries = workbook([headerRow(), ...longRows(2_000, 50_000)], null);
    const sheet = entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml')!;
    sheet.declaredSize = 1024;
    await refusedWithin(token, entries, /sheet1\.xml.*lebih besar daripada ukuran yang tertulis/);
  });

  it('entries within their limit that pass the archive total together', async () => {
    const picture = (name: string): BombEntry => ({ name, parts: [{ text: '\u0000', times: 30 * MB }] });
    await refusedWithin(
      token,
      workbook([headerRow()], null, [picture('xl/media/image1.png'), picture('xl/media/image2.png')]),
      /isinya lebih dari 48 MB/,
    );
  });

  it('a cell longer than any spreadsheet writes (one shared string of 1 MB)', async () => {
    await refusedWithin(
      token,
      workbook([headerRow(), ...sharedRows(1)], [{ text: '<si><t>' }, { text: 'A', times: MB }, { text: '</t></si>' }]),
      /sel dengan teks lebih dari 128 KB/,
    );
  });

  it('a shared string of 100 KB used by 1,000 cells: the sheet text limit', async () => {
    await refusedWithin(
      token,
      workbook(
        [headerRow(), ...sharedRows(1_000)],
        [{ text: '<si><t>' }, { text: 'A', times: 100_000 }, { text: '</t></si>' }],
      ),
      /Teks di lembar Excel lebih dari 64 MB/,
    );
  });

  it('one cell at the last row and column Excel has: the sheet area limit', async () => {
    await refusedWithin(
      token,
      workbook(
        [headerRow(), { text: '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>' }],
        null,
      ),
      /Lembar Excel terlalu luas: terpakai sampai baris 1\.048\.576 dan kolom 16\.384/,
    );
  });

  it('a thousand and one entries', async () => {
    const tiny = Array.from({ length: 1_001 }, (_, at) => ({ name: `xl/media/p${at}.bin`, parts: [{ text: 'x' }] }));
    await refusedWithin(token, workbook([headerRow()], null, tiny), /lebih dari 1\.000 bagian/);
  });

  it('a file within every limit is read as before', async () => {
    const file = await zipBomb(workbook([headerRow(), ...longRows(3, 10)], null));
    const answer = await dryRun(token, file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toBe(3);
  });
});

describe('the sheet is parsed in a worker thread', () => {
  let token = '';
  beforeAll(async () => {
    token = await login();
  });

  it('the parse runs beside the event loop, not on it, and reads the file whole', async () => {
    const workers: unknown[] = [];
    const started = (worker: unknown) => workers.push(worker);
    process.on('worker', started);
    try {
      // 2,000 rows of 10 KB texts: 20 MB of sheet, within every limit.
      const file = await zipBomb(workbook([headerRow(), ...longRows(2_000, 10_000)], null));
      const answer = await dryRun(token, file);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      expect(answer.body.rows).toBe(2_000);
    } finally {
      process.off('worker', started);
    }
    expect(workers).toHaveLength(1);
    expect((await call('/api/products?per_page=1')).status).toBe(200);
  });
});
