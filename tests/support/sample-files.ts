import { crc32, deflateSync } from 'node:zlib';

/* Small real files for upload tests: each call with different arguments gives different bytes. */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of width × height in one colour (each size or colour gives different bytes). */
export function pngOf(
  width: number,
  height: number,
  rgb: [number, number, number] = [40, 120, 200],
): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/**
 * A minimal valid one-page PDF whose text is `label`; with `size`, exactly that many bytes (an unused
 * padding stream makes up the rest, offsets and all, so viewers still open it).
 */
export function pdfOf(label: string, size?: number): Uint8Array<ArrayBuffer> {
  if (size === undefined) return buildPdf(label);
  let padding = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const length = buildPdf(label, padding).length;
    if (length === size) return buildPdf(label, padding);
    padding = Math.max(0, padding + size - length);
  }
  throw new Error(`cannot make a PDF of exactly ${size} bytes`);
}

function buildPdf(label: string, padding?: number): Uint8Array<ArrayBuffer> {
  const stream = `BT /F1 18 Tf 72 720 Td (${label.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (padding !== undefined) {
    objects.push(
      `<< /Length ${padding} >>\nstream\n${'0123456789abcdef'.repeat(Math.ceil(padding / 16)).slice(0, padding)}\nendstream`,
    );
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(body, 'latin1'));
}

export const fileOf = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });
