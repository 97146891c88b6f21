import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { HttpError } from '../../errors.ts';

/*
 * The ZIP container of an XLSX file, read within limits. A spreadsheet of a few kilobytes can
 * unpack to gigabytes (a zip bomb), so nothing is inflated before the central directory's sizes are
 * checked, and nothing is trusted after: each entry is inflated (off the event loop, in zlib's
 * thread pool) with a hard output limit of the size it declares, so an entry that lies about its
 * size stops at that size. The entries read are written back as a plain uncompressed archive for
 * the spreadsheet parser, so it parses exactly the bytes that were measured.
 */

export interface ZipLimits {
  /** Entries in the archive. */
  entries: number;
  /** Unpacked bytes of any one entry. */
  entryBytes: number;
  /** Unpacked bytes of every entry together. */
  totalBytes: number;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const inflate = promisify(inflateRaw);

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('id-ID')} MB`;

const refused = (message: string) => new HttpError(422, message, { errors: { file: [message] } });
const damaged = () => refused('File Excel rusak atau bukan .xlsx. Simpan ulang sebagai .xlsx lalu coba lagi.');

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A 32-bit field at its maximum means the real value is in a ZIP64 record (never needed under 10 MB). */
const ZIP64 = 0xffffffff;

interface DirectoryEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function endOfDirectory(bytes: Buffer): number {
  // The record is at the end, after a comment of at most 65,535 bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw damaged();
}

function directory(bytes: Buffer, limits: ZipLimits): DirectoryEntry[] {
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const start = bytes.readUInt32LE(end + 16);
  if (count > limits.entries) {
    throw refused(
      `File Excel berisi lebih dari ${limits.entries.toLocaleString('id-ID')} bagian (batasnya ${limits.entries.toLocaleString('id-ID')}); simpan ulang sebagai .xlsx biasa.`,
    );
  }
  const entries: DirectoryEntry[] = [];
  let at = start;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damaged();
    const flags = bytes.readUInt16LE(at + 8);
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: DirectoryEntry = {
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // Encrypted, or sizes only a ZIP64 record holds: no spreadsheet program writes these for a price list.
    if (flags & 1 || entry.size === ZIP64 || entry.compressedSize === ZIP64 || entry.offset === ZIP64) {
      throw damaged();
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The declared sizes first: a file whose directory already names too much is refused before any inflating. */
function checkDeclared(entries: DirectoryEntry[], limits: ZipLimits): void {
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    if (names.has(entry.name)) throw damaged();
    names.add(entry.name);
    if (entry.size > limits.entryBytes) throw tooLargeEntry(entry.name, limits);
    total += entry.size;
    if (total > limits.totalBytes) throw tooLargeTotal(limits);
  }
}

const tooLargeEntry = (name: string, limits: ZipLimits) =>
  refused(
    `File Excel terlalu besar setelah dibuka: bagian "${name.slice(0, 100)}" lebih dari ${megabytes(limits.entryBytes)} (batas tiap bagian ${megabytes(limits.entryBytes)}).`,
  );
const tooLargeTotal = (limits: ZipLimits) =>
  refused(
    `File Excel terlalu besar setelah dibuka: isinya lebih dari ${megabytes(limits.totalBytes)} (batasnya ${megabytes(limits.totalBytes)}).`,
  );
const lyingEntry = (name: string) =>
  refused(
    `File Excel tidak dapat dibaca: bagian "${name.slice(0, 100)}" lebih besar daripada ukuran yang tertulis di file. Simpan ulang sebagai .xlsx lalu coba lagi.`,
  );

async function inflateEntry(bytes: Buffer, entry: DirectoryEntry): Promise<Buffer> {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw damaged();
  const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const compressed = bytes.subarray(dataStart, dataStart + entry.compressedSize);
  if (compressed.length !== entry.compressedSize) throw damaged();
  let data: Buffer;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw lyingEntry(entry.name);
    data = compressed;
  } else if (entry.method === 8) {
    try {
      // The declared size is the hard limit: inflating stops as soon as the output passes it.
      data = await inflate(compressed, { maxOutputLength: Math.max(entry.size, 1) });
    } catch (error) {
      if (error instanceof RangeError) throw lyingEntry(entry.name);
      throw damaged();
    }
    if (data.length !== entry.size) throw lyingEntry(entry.name);
  } else {
    throw damaged();
  }
  if (crc32(data) !== entry.crc) throw damaged();
  return data;
}

/** Every entry of the archive, unpacked within the limits; a file beyond them is a 422 naming the limit. */
export async function unzipWithin(file: Uint8Array, limits: ZipLimits): Promise<ZipEntry[]> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (bytes.length < 22) throw damaged();
  const entries = directory(bytes, limits);
  checkDeclared(entries, limits);
  const unpacked: ZipEntry[] = [];
  // One at a time: at most one entry's output is being produced at any moment.
  for (const entry of entries) unpacked.push({ name: entry.name, data: await inflateEntry(bytes, entry) });
  return unpacked;
}

/** An uncompressed archive of these entries (what the parser reads after the limits were checked). */
export function zipStored(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const records: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0x21, 12); // 1 January 1980, the earliest date a ZIP holds
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(DIRECTORY_ENTRY, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0800, 8);
    record.writeUInt16LE(0x21, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(data.length, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    records.push(record, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directorySize = records.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...records, end]);
}
