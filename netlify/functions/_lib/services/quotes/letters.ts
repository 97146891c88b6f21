import { quotationPdfStore } from '../../store.ts';
import type { QuotationRevision } from '#shared/quote/quotation/schema.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/*
 * A sent revision's letter is made once and kept: a revision never changes, so its PDF never does,
 * and a link opened (or probed) many times costs a read, not a render. The letter is made when the
 * revision is sent (the buyer's mail carries it) and stored then; a letter missing from the store (a
 * store emptied, a layout version changed) is made again on its first download. Downloads of one
 * letter that arrive together share one render.
 */

/** The letter's file name as the buyer downloads it: "Penawaran-RL-2611-0042-R1.pdf". */
export const quotationPdfName = (reference: string, revision: number) => `Penawaran-${reference}-R${revision}.pdf`;

/** Bumped when the letter's layout changes, so letters are made again in the new layout. */
const LAYOUT = 'v1';

const letterKey = (reference: string, revision: number) => `${LAYOUT}/${reference}/R${revision}.pdf`;

const rendering = new Map<string, Promise<Buffer>>();
forgetOnStoreChange(() => rendering.clear());

/** Makes the letter and stores it (a failed store is logged: the buyer still gets the letter). */
async function renderAndKeep(reference: string, revision: QuotationRevision): Promise<Buffer> {
  // pdfkit and the letter's fonts load when a letter is first made, not with every function that
  // imports the quotes door (a quote request, the inbox): they cost a cold start about 0.2 s.
  const { quotationPdf } = await import('./pdf/letter-pdf.ts');
  const bytes = await quotationPdf(reference, revision);
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  await quotationPdfStore()
    .put(letterKey(reference, revision.revision), data, 'application/pdf')
    .catch((error: unknown) => console.error(`Quotation letter ${reference}/R${revision.revision} not kept:`, error));
  return bytes;
}

/** The letter of a sent revision: the kept one, or made (once, however many ask at the same moment). */
export async function quotationLetter(reference: string, revision: QuotationRevision): Promise<Buffer> {
  const key = letterKey(reference, revision.revision);
  const kept = await quotationPdfStore()
    .get(key)
    .catch(() => null);
  if (kept) return Buffer.from(kept.data);
  const pending = rendering.get(key);
  if (pending) return pending;
  const made = renderAndKeep(reference, revision).finally(() => rendering.delete(key));
  rendering.set(key, made);
  return made;
}
