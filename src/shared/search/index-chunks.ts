import type MiniSearch from 'minisearch';
import { loadSearchIndex, type SearchDocument } from './documents.ts';
import { queryTerms } from './query.ts';

/*
 * The browser's index in chunks. A search needs the documents' field lengths (for ranking) and the
 * posting lists of the terms it looks up, not the whole vocabulary: the build writes a small base
 * (ids, field lengths, category per document) and the terms in chunks by their first two letters,
 * posting lists delta-encoded. A query fetches the base once and the chunks of its own words. Fuzzy
 * matches are found within a word's chunk: a typo in the first two letters is not forgiven.
 */

/** The part every search needs. Documents are in the catalogue's listing order (newest first). */
export interface SearchBase {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Product ids, each as the difference from the one before. */
  ids: number[];
  /** Field lengths, `fields` numbers per document. */
  lengths: number[];
  /** Category slugs, and each document's index into them. */
  categories: string[];
  category: number[];
  /** The chunk keys that exist. */
  chunks: string[];
}

/** A term and its postings per field: field id, document numbers as differences, counts (absent when all 1). */
export type EncodedEntry = [string, ...Array<[number, number[]] | [number, number[], number[]]>];

type SerialisedIndex = {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: Array<[string, Record<string, Record<string, number>>]>;
};

/** The chunk a term lives in: its first two letters (a one-letter term has its own). */
export const chunkKey = (term: string) => (term.length > 1 ? term.slice(0, 2) : `${term}_`);

const deltas = (values: number[]) => values.map((value, index) => (index ? value - values[index - 1]! : value));
const undelta = (values: number[]) => {
  const out: number[] = [];
  let last = 0;
  for (const value of values) out.push((last += value));
  return out;
};

/** Splits an index (documents added in listing order) into the base and its chunks. */
export function splitSearchIndex(
  index: MiniSearch<SearchDocument>,
  categoryOf: (id: number) => string,
): { base: SearchBase; chunks: Map<string, EncodedEntry[]> } {
  const js = index.toJSON() as unknown as SerialisedIndex;
  const shortIds = Object.keys(js.documentIds)
    .map(Number)
    .sort((a, b) => a - b);
  const fields = Object.keys(js.fieldIds).length;
  const categories: string[] = [];
  const category = shortIds.map((shortId) => {
    const slug = categoryOf(js.documentIds[shortId]!);
    const at = categories.indexOf(slug);
    return at >= 0 ? at : categories.push(slug) - 1;
  });
  const chunks = new Map<string, EncodedEntry[]>();
  for (const [term, byField] of js.index) {
    const entry: EncodedEntry = [term];
    for (const [fieldId, docs] of Object.entries(byField)) {
      const ids = Object.keys(docs)
        .map(Number)
        .sort((a, b) => a - b);
      const counts = ids.map((id) => docs[id]!);
      entry.push(
        counts.every((count) => count === 1) ? [Number(fieldId), deltas(ids)] : [Number(fieldId), deltas(ids), counts],
      );
    }
    const key = chunkKey(term);
    const list = chunks.get(key) ?? [];
    list.push(entry);
    chunks.set(key, list);
  }
  return {
    base: {
      documentCount: js.documentCount,
      fieldIds: js.fieldIds,
      averageFieldLength: js.averageFieldLength,
      ids: deltas(shortIds.map((shortId) => js.documentIds[shortId]!)),
      lengths: shortIds.flatMap((shortId) => js.fieldLength[shortId] ?? Array<number>(fields).fill(0)),
      categories,
      category,
      chunks: [...chunks.keys()].sort(),
    },
    chunks,
  };
}

/** The chunks a query needs, among those that exist. */
export function queryChunkKeys(text: string, existing: readonly string[]): string[] {
  const have = new Set(existing);
  return [...new Set(queryTerms(text).map(chunkKey))].filter((key) => have.has(key));
}

/** Product ids of the base's documents, in order (its document numbers). */
export const baseIds = (base: SearchBase) => undelta(base.ids);

/** The posting lists of chunk entries, as MiniSearch holds them: field id → document number → count. */
function decodeEntry([term, ...postings]: EncodedEntry): [string, Map<number, Map<number, number>>] {
  const byField = new Map<number, Map<number, number>>();
  for (const [fieldId, gaps, counts] of postings) {
    const docs = new Map<number, number>();
    let shortId = 0;
    gaps.forEach((gap, at) => docs.set((shortId += gap), counts?.[at] ?? 1));
    byField.set(fieldId, docs);
  }
  return [term, byField];
}

export interface ChunkedIndex {
  index: MiniSearch<SearchDocument>;
  /** Adds the terms of loaded chunks; afterwards the index searches exactly like the whole one for them. */
  add(entries: Iterable<EncodedEntry>): void;
}

/**
 * An index over the base's documents that holds the terms of the chunks added so far. The documents
 * are loaded once; chunks go straight into MiniSearch's term map (its serialised form holds the same
 * maps), so a new chunk costs only its own terms. `tests/unit/catalogue-search.test.ts` checks that
 * the results equal the whole index's.
 */
export function chunkedIndex(base: SearchBase): ChunkedIndex {
  const fields = Object.keys(base.fieldIds).length;
  const ids = baseIds(base);
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  ids.forEach((id, shortId) => {
    documentIds[shortId] = id;
    fieldLength[shortId] = base.lengths.slice(shortId * fields, shortId * fields + fields);
  });
  const index = loadSearchIndex({
    documentCount: base.documentCount,
    nextId: ids.length,
    documentIds,
    fieldIds: base.fieldIds,
    fieldLength,
    averageFieldLength: base.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  });
  const terms = (index as unknown as { _index: { set(term: string, data: Map<number, Map<number, number>>): void } })
    ._index;
  return {
    index,
    add(entries) {
      for (const entry of entries) terms.set(...decodeEntry(entry));
    },
  };
}
