import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/*
 * XLSX files built byte by byte for the import's limits: small on disk, large when unpacked. An
 * entry's content is a list of parts, each written `times` times, so a 100 MB sheet is deflated as
 * it streams and never held whole in the test's memory.
 */

export interface BombPart {
  text: string;
  times?: number;
}

export interface BombEntry {
  name: string;
  parts: BombPart[];
  /** The unpacked size the archive claims (a lie when it differs from the content's). */
  declaredSize?: number;
}

function* chunks(parts: BombPart[]): Generator<Buffer> {
  for (const { text, times = 1 } of parts) {
    const chunk = Buffer.from(text);
    // Repeated text goes out in pieces of about 1 MB.
    const perPiece = Math.max(1, Math.floor((1024 * 1024) / Math.max(chunk.length, 1)));
    for (let left = times; left > 0; left -= perPiece) yield Buffer.from(text.repeat(Math.min(left, perPiece)));
  }
}

async function deflated(parts: BombPart[]): Promise<{ data: Buffer; size: number; crc: number }> {
  let size = 0;
  let crc = 0;
  const counted = Readable.from(
    (function* () {
      for (const chunk of chunks(parts)) {
        size += chunk.length;
        crc = crc32(chunk, crc);
        yield chunk;
      }
    })(),
  );
  const out: Buffer[] = [];
  for await (const piece of counted.pipe(createDeflateRaw({ level: 9 }))) out.push(piece as Buffer);
  return { data: Buffer.concat(out), size, crc };
}

/** A ZIP archive (deflated entries) with what each entry claims in its headers. */
export async function zipBomb(entries: BombEntry[]): Promise<Uint8Array<ArrayBuffer>> {
  const locals: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, size, crc } = await deflated(entry.parts);
    const declared = entry.declaredSize ?? size;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(declared, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    records.push(record, name);
    offset += local.length + name.length + data.length;
  }
  const size = records.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  const bytes = Buffer.concat([...locals, ...records, end]);
  return new Uint8Array(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  ) as Uint8Array<ArrayBuffer>;
}

const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook of one sheet around the given sheet and shared-string parts: what Excel writes, minus
 * styles (optional to a reader).
 */
export function workbook(sheet: BombPart[], sharedStrings: BombPart[] | null, extra: BombEntry[] = []): BombEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      parts: [
        {
          text: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        },
      ],
    },
    {
      name: '_rels/.rels',
      parts: [
        {
          text: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
        },
      ],
    },
    {
      name: 'xl/workbook.xml',
      parts: [
        {
          text: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Produk" sheetId="1" r:id="rId1"/></sheets></workbook>`,
        },
      ],
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      parts: [
        {
          text: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
        },
      ],
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      parts: [
        {
          text: '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
        },
        ...sheet,
        { text: '</sheetData></worksheet>' },
      ],
    },
    ...(sharedStrings
      ? [
          {
            name: 'xl/sharedStrings.xml',
            parts: [
              {
                text: '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
              },
              ...sharedStrings,
              { text: '</sst>' },
            ],
          },
        ]
      : []),
    ...extra,
  ];
}

/** A header row `sku,name` and the cells given, as sheet parts. */
export const headerRow = (): BombPart => ({
  text: '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c><c r="B1" t="inlineStr"><is><t>name</t></is></c></row>',
});
