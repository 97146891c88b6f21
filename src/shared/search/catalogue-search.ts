import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import synonymData from './synonyms.json' with { type: 'json' };
import { indexWords, normalise } from './words.ts';

/*
 * Catalogue search as a lab buyer types it: model numbers in any spelling (`ph700`, `PH-700`,
 * `RL PH 700`), small typos (`turbidty`), Indonesian and English names for the same instrument
 * (synonyms.json, data anyone can extend), ranked so an exact model number comes first and whole
 * words beat parts of words. The same index runs in the browser (built at build time, fetched on the
 * first search) and in the functions (the paged product API).
 */

/** What is indexed of a product, and what a result carries back for its card. */
export interface SearchDocument {
  id: number;
  name: string;
  sku: string;
  category: string;
  tags: string[];
  /**
   * The name's and the category's neighbouring words written as one (`phmeters`, `benchtopph`): buyers join and split
   * compound words (`phmeter`, `micro centrifuge`), searched in the tags field.
   */
  joined: string[];
  /** The words of the specification values and the short description, e.g. "turbidity ntu". */
  specs: string[];
}

const FIELDS = ['name', 'model', 'category', 'tags', 'specs'] as const;
const BOOST = { model: 12, name: 4, category: 3, tags: 1.5, specs: 1 };

/**
 * The one search document of a product, for both indexes: the browser's (built with the site and
 * downloaded at the first search, so kept small) and the server's list search. The name, the model
 * numbers and the category whole; of the tags and specification values only the words (numbers alone
 * are left out, model numbers are indexed on their own), each word once and only where an earlier
 * field does not already have it. `search_words` are the product summary's specification words; the
 * short description's words go with them, so a product an admin adds is found by the words of its
 * name and its description. The long description is not searched: it stays out of the summaries
 * every list reads (10,000 of them on the server), and a buyer's words for a product are in its
 * name, short description, tags and specifications. A product is found by the words of either
 * language, from either language's page: its Indonesian tags go with its tags, its Indonesian short
 * description with the specification words (which hold both languages' values).
 */
export function searchDocument(
  product: {
    id: number;
    name: string;
    sku: string;
    tags: string[];
    search_words: string;
    short_description?: string | null;
    indonesian?: { short_description?: string; tags?: string[] };
  },
  category: string,
): SearchDocument {
  const seen = new Set(indexWords(`${product.name} ${category}`));
  const fresh = (text: string) => {
    const words = [...new Set(indexWords(text))].filter((word) => !seen.has(word));
    for (const word of words) seen.add(word);
    return words.join(' ');
  };
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    category,
    tags: [fresh([...product.tags, ...(product.indonesian?.tags ?? [])].join(' '))],
    joined: [...new Set([...joinedWords(product.name), ...joinedWords(category)])],
    specs: [
      fresh(
        `${product.search_words} ${product.short_description ?? ''} ${product.indonesian?.short_description ?? ''}`,
      ),
    ],
  };
}

/** Neighbouring words of a name written as one, where both have a letter: "pH Meter" → `phmeter`. */
export function joinedWords(name: string): string[] {
  const words = normalise(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const wordy = (word: string) => /^[a-z]/.test(word) && word.length > 1;
  const joined = new Set<string>();
  for (let at = 1; at < words.length; at++) {
    if (wordy(words[at - 1]!) && wordy(words[at]!)) joined.add(`${words[at - 1]}${words[at]}`);
  }
  return [...joined];
}

const compact = (text: string) => normalise(text).replace(/[^a-z0-9]/g, '');

/**
 * Model numbers of a product: the SKU and every hyphenated code in its name (`PH-700`, `SP-MV2`),
 * each compacted and with every tail that starts at a segment (`rlph700`, `ph700`, `700`), so a
 * buyer who drops the brand prefix or the hyphens still hits it.
 */
export function modelTokens(sku: string, name: string): string[] {
  const codes = [sku, ...(name.match(/[A-Za-z]+[-\s]?\d+[A-Za-z0-9-]*/g) ?? [])];
  const tokens = new Set<string>();
  for (const code of codes) {
    const segments = normalise(code)
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    for (let start = 0; start < segments.length; start++) tokens.add(segments.slice(start).join(''));
  }
  return [...tokens].filter((token) => token.length >= 2);
}

const groups: string[][] = synonymData.groups.map((group) => group.map(normalise));

/** The query's words plus, for every synonym group one of its phrases appears in, the others. */
export function expandSynonyms(query: string): string[] {
  const text = ` ${normalise(query)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  const extra = new Set<string>();
  for (const group of groups) {
    if (group.some((phrase) => text.includes(` ${phrase} `))) {
      for (const phrase of group) if (!text.includes(` ${phrase} `)) extra.add(phrase);
    }
  }
  return [...extra];
}

/**
 * Typos scale with the word: none under 5 letters, one up to 7, two from 8. None in a word with a
 * digit: a model number or SKU one character off (`ph900` for `ph700`) names another product.
 */
const fuzziness = (term: string) => (/\d/.test(term) ? false : term.length >= 8 ? 2 : term.length >= 5 ? 1 : false);
/** Parts of words only from 4 letters: `ph` must not find "phosphate" or "photometric". */
const prefixOf = (term: string) => term.length >= 4;

const indexOptions = {
  fields: [...FIELDS],
  storeFields: [],
  extractField: (document: SearchDocument, field: string) => {
    if (field === 'model') return modelTokens(document.sku, document.name).join(' ');
    if (field === 'tags') return [...document.tags, ...(document.joined ?? [])].join(' ');
    const value = (document as unknown as Record<string, unknown>)[field];
    return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
  },
  processTerm: (term: string) => {
    const clean = normalise(term);
    return clean.length ? clean : null;
  },
  tokenize: (text: string, field?: string) =>
    field === 'model'
      ? text.split(' ')
      : normalise(text)
          .split(/[^a-z0-9]+/)
          .filter(Boolean),
  searchOptions: { boost: BOOST },
};

export function createSearchIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

/** An index serialised at build time (`JSON.stringify(index)`), loaded where it is searched. */
export function loadSearchIndex(serialised: string | object): MiniSearch<SearchDocument> {
  return typeof serialised === 'string'
    ? MiniSearch.loadJSON<SearchDocument>(serialised, indexOptions)
    : MiniSearch.loadJS<SearchDocument>(serialised as Parameters<typeof MiniSearch.loadJS>[0], indexOptions);
}

/*
 * The matching rule: every word the buyer typed must be found in a product (name, model numbers,
 * category, tags, specifications or short description), each in one of its forms: the word itself,
 * a word it starts (from 4 letters: `mikros`, `spektro`, `turbidi` while typing), a word within the
 * typo allowance, or a synonym of a phrase it belongs to (or, from 4 letters, starts). Two
 * neighbouring words may also be found written as one (`micro centrifuge` → microcentrifuge), and
 * one word as the name's two (`phmeter` → "pH Meter"). The whole query, compacted, is also tried
 * as one model number (`RL PH 700`). Pure numbers and a few filler words (and, for, dan, untuk…)
 * are not required: numbers alone are not indexed outside model numbers. So a query that matches
 * nothing finds nothing, instead of every product sharing a common word ('meter', 'portable').
 */

/** Words a query may contain that a product need not: they join words rather than name things. */
const FILLERS = new Set(['and', 'or', 'the', 'for', 'with', 'of', 'a', 'an', 'dan', 'atau', 'untuk', 'yang', 'dengan']);

const queryWords = (text: string) =>
  normalise(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Synonym groups a query's word at `at` belongs to: a phrase of the group covers it, or the word starts one. */
function groupsAt(words: string[], at: number): string[][] {
  const word = words[at]!;
  return groups.filter((group) =>
    group.some((phrase) => {
      const parts = phrase.split(' ');
      for (let start = Math.max(0, at - parts.length + 1); start <= at; start++) {
        if (parts.every((part, offset) => words[start + offset] === part)) return true;
      }
      // While typing: `spektro` is on its way to "spektrofotometer".
      return prefixOf(word) && parts.length === 1 && phrase.startsWith(word);
    }),
  );
}

/** The forms one typed word may take: itself (typos, word starts) or a phrase of one of its synonym groups. */
function slot(words: string[], at: number): Query {
  const alternatives = groupsAt(words, at).flatMap((group) => group);
  const phrases = [...new Set(alternatives)].filter((phrase) => phrase !== words[at]);
  if (!phrases.length) return words[at]!;
  return {
    combineWith: 'OR',
    queries: [
      words[at]!,
      // A synonym is a dictionary word: no typo allowance, which would also reach into chunks
      // the query did not fetch.
      ...phrases.map((phrase): Query => ({
        queries: [phrase],
        combineWith: 'AND',
        fuzzy: false,
        boostDocument: () => 0.8,
      })),
    ],
  };
}

const required = (words: string[]) => {
  const kept = words.filter((word) => /[a-z]/.test(word) && !FILLERS.has(word));
  return kept.length ? kept : words.filter((word) => /[a-z]/.test(word));
};

const withOptions = (alternative: { combineWith: 'AND'; queries: Query[] }): Query => ({
  ...alternative,
  fuzzy: fuzziness,
  prefix: prefixOf,
  boost: { ...BOOST },
});

/**
 * The query's plan: what must match (every word, in one of its forms, or the whole query as a model
 * number), a second try with two neighbouring words as one for when that finds nothing, and every
 * term either looks up (the chunks the browser fetches).
 */
function plan(text: string): { query: Query; joined: Query | null; terms: string[] } | null {
  const words = queryWords(text).slice(0, 12);
  if (!words.length) return null;
  const needed = required(words);
  const terms = new Set<string>([...words, compact(text)]);
  // The whole query as one model number: `RL PH 700`, `PH-700`, `ph700`.
  const model: Query = { queries: [compact(text)], fields: ['model'], boostDocument: () => 3 };
  const queries: Query[] = [model];
  const joined: Query[] = [];
  if (needed.length) {
    queries.unshift(withOptions({ combineWith: 'AND', queries: needed.map((_, at) => slot(needed, at)) }));
    for (let at = 0; at < needed.length; at++) {
      for (const group of groupsAt(needed, at)) {
        for (const phrase of group) phrase.split(' ').forEach((part) => terms.add(part));
      }
    }
    // Two neighbouring words written as one: `spectro photometer` finds "Spectrophotometer". Tried
    // only when the words apart find nothing (word starts already cover `micro centrifuge`), so it
    // costs nothing in the common case.
    for (let at = 1; at < needed.length && at < 6; at++) {
      const pair = `${needed[at - 1]}${needed[at]}`;
      terms.add(pair);
      const rest = [...needed.slice(0, at - 1), pair, ...needed.slice(at + 1)];
      joined.push(withOptions({ combineWith: 'AND', queries: rest.map((_, position) => slot(rest, position)) }));
    }
  }
  return {
    query: { combineWith: 'OR', queries },
    joined: joined.length ? { combineWith: 'OR', queries: [...joined, model] } : null,
    terms: [...terms].filter(Boolean),
  };
}

/** The MiniSearch query for what a buyer typed. */
export function buildQuery(text: string): Query | null {
  return plan(text)?.query ?? null;
}

export function searchCatalogue(index: MiniSearch<SearchDocument>, text: string): SearchResult[] {
  const planned = plan(text);
  if (!planned) return [];
  let results = index.search(planned.query);
  if (!results.length && planned.joined) results = index.search(planned.joined);
  // Equal scores in the catalogue's order (newest, the highest id, first), whatever order the
  // index's maps hold them in: the browser's chunks and the whole index then list the same.
  return results.sort((a, b) => b.score - a.score || (b.id as number) - (a.id as number));
}

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

/** Every term a query looks up: its words, its synonyms' words, words joined in pairs and the whole query as a model number. */
export function queryTerms(text: string): string[] {
  return plan(text)?.terms ?? [];
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
