/*
 * How the catalogue's search splits text into words, shared by the search index and the product
 * summaries that carry a product's specification words (no search library here: the summaries are
 * made where no index is needed).
 */

/** Lower case, accents dropped: `Ölçer` and `olcer` are one word. */
export const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words worth indexing: two characters or more, with a letter (numbers alone say little). */
export const indexWords = (text: string) =>
  normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && /[a-z]/.test(word));
