import { deflateSync } from 'node:zlib';

/*
 * PDFs with chosen extras for upload tests: entries added to the catalogue or the page, and objects
 * of their own, plain or inside a compressed object stream. Each call with different arguments gives
 * different bytes; `padTo` makes the file that many bytes with an unused stream of filler.
 */

export interface PdfParts {
  /** Text of the page, so two files differ. */
  label: string;
  /** Added inside the catalogue's dictionary (object 1), e.g. `/OpenAction 6 0 R`. */
  catalog?: string;
  /** Added inside the page's dictionary (object 3). */
  page?: string;
  /** Objects numbered from 6 on, in order: a dictionary, or a stream with its dictionary entries. */
  objects?: Array<string | { dictionary: string; data: Uint8Array }>;
  padTo?: number;
}

/**
 * An object stream (`/Type /ObjStm`, deflated) holding `objects` numbered from `firstNumber`, as an
 * entry of `PdfParts.objects`.
 */
export function objectStream(firstNumber: number, objects: string[]): { dictionary: string; data: Uint8Array } {
  let offset = 0;
  const header: string[] = [];
  for (const [index, object] of objects.entries()) {
    header.push(`${firstNumber + index} ${offset}`);
    offset += object.length + 1;
  }
  const first = header.join(' ') + '\n';
  const data = deflateSync(Buffer.from(first + objects.join('\n') + '\n', 'latin1'));
  return { dictionary: `/Type /ObjStm /N ${objects.length} /First ${first.length} /Filter /FlateDecode`, data };
}

function build({ label, catalog = '', page = '', objects = [] }: PdfParts, padding?: number): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${label.replace(/[()\\]/g, '')}) Tj ET`;
  const all: Array<string | { dictionary: string; data: Uint8Array }> = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${page} >>`,
    { dictionary: '', data: Buffer.from(content, 'latin1') },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objects,
  ];
  if (padding !== undefined) all.push({ dictionary: '', data: Buffer.alloc(padding, '0') });
  const chunks: Buffer[] = [Buffer.from('%PDF-1.5\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  all.forEach((object, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n`, 'latin1'));
    if (typeof object === 'string') push(Buffer.from(`${object}\n`, 'latin1'));
    else {
      push(Buffer.from(`<< ${object.dictionary} /Length ${object.data.length} >>\nstream\n`, 'latin1'));
      push(Buffer.from(object.data));
      push(Buffer.from('\nendstream\n', 'latin1'));
    }
    push(Buffer.from('endobj\n', 'latin1'));
  });
  const xref = length;
  let tail = `xref\n0 ${all.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(chunks);
}

export function pdfWith(parts: PdfParts): Uint8Array<ArrayBuffer> {
  if (parts.padTo === undefined) return Uint8Array.from(build(parts));
  let padding = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const length = build(parts, padding).length;
    if (length === parts.padTo) return Uint8Array.from(build(parts, padding));
    padding = Math.max(0, padding + parts.padTo - length);
  }
  throw new Error(`cannot make a PDF of exactly ${parts.padTo} bytes`);
}
