import { inflateSync } from 'node:zlib';

/*
 * Active content in an uploaded PDF. Product PDFs are datasheets, manuals and certificates a visitor
 * opens in the browser's viewer: none needs a script, so a file that carries one is refused rather
 * than served. What runs by itself in a PDF is an action: JavaScript (`/JS`, `/JavaScript`, the
 * document's `/OpenAction` or a named script) or an additional-actions trigger (`/AA`, on opening a
 * page, focusing a field, …). Those keys are names in the file's objects, found either in the file as
 * written or inside a compressed object stream (`/Type /ObjStm`), which is inflated to be read. Names
 * may be written with `#xx` escapes (`/J#61vaScript` is `/JavaScript`), so names are decoded first.
 * An object stream that cannot be read (encrypted, or not zlib) cannot be checked, and is refused too.
 */

export type PdfScriptFinding = { kind: 'script'; name: string } | { kind: 'unreadable' };

/** Keys that mean an action runs without the reader asking: any JavaScript, and additional-actions triggers. */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'AA']);
/** Inflated object streams read per file, at most: a datasheet's are a few hundred KB. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const NAME = /\/([^\s/[\]<>(){}%]*)/g;

/** The names in a stretch of PDF syntax, `#xx` escapes decoded. */
function* names(text: string): Generator<string> {
  for (const match of text.matchAll(NAME)) {
    yield match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

function activeName(text: string): string | undefined {
  for (const name of names(text)) if (ACTIVE_NAMES.has(name)) return name;
  return undefined;
}

/**
 * Each stream's dictionary (the text from the object's start to `stream`) and its bytes, and the
 * file's syntax between streams. Stream bodies (compressed images, fonts) are never read as syntax:
 * their bytes could spell a name by chance.
 */
function* parts(
  bytes: Uint8Array,
  text: string,
): Generator<{ syntax: string; dictionary?: string; data?: Uint8Array }> {
  const keyword = /\bstream(\r\n|\n|\r)/g;
  let from = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end === -1) break;
    const objectStart = text.lastIndexOf(' obj', match.index);
    yield {
      syntax: text.slice(from, match.index),
      dictionary: text.slice(Math.max(from, objectStart), match.index),
      data: bytes.subarray(start, end),
    };
    from = end;
    keyword.lastIndex = end + 'endstream'.length;
  }
  yield { syntax: text.slice(from) };
}

/** The first active content found in the PDF, or null for a file with none. */
export function findPdfScript(bytes: Uint8Array): PdfScriptFinding | null {
  const text = new TextDecoder('latin1').decode(bytes);
  let budget = MAX_INFLATED_BYTES;
  for (const { syntax, dictionary, data } of parts(bytes, text)) {
    const written = activeName(syntax);
    if (written) return { kind: 'script', name: written };
    if (!dictionary || !data || ![...names(dictionary)].includes('ObjStm')) continue;
    let inflated: Buffer;
    try {
      inflated = inflateSync(data, { maxOutputLength: Math.max(1, budget) });
    } catch {
      // Encrypted, another filter, or beyond what a datasheet holds: it cannot be checked.
      return { kind: 'unreadable' };
    }
    budget -= inflated.length;
    const inside = activeName(inflated.toString('latin1'));
    if (inside) return { kind: 'script', name: inside };
  }
  return null;
}
