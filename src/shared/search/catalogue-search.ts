/*
 * Catalogue search as a lab buyer types it: model numbers in any spelling (`ph700`, `PH-700`,
 * `RL PH 700`), small typos (`turbidty`), Indonesian and English names for the same instrument
 * (synonyms.json, data anyone can extend), ranked so an exact model number comes first and whole
 * words beat parts of words. The same index runs in the browser (built at build time, fetched on the
 * first search, in chunks) and in the functions (the paged product API).
 *
 * Its parts: what is indexed of a product and how (documents.ts), what a query must match and how it
 * is ranked (query.ts), and the browser's index in chunks (index-chunks.ts). This file is their one
 * door.
 */
export {
  createSearchIndex,
  expandSynonyms,
  joinedWords,
  loadSearchIndex,
  modelTokens,
  searchDocument,
  type SearchDocument,
} from './documents.ts';
export { buildQuery, queryTerms, searchCatalogue } from './query.ts';
export {
  baseIds,
  chunkedIndex,
  chunkKey,
  queryChunkKeys,
  splitSearchIndex,
  type ChunkedIndex,
  type EncodedEntry,
  type SearchBase,
} from './index-chunks.ts';
