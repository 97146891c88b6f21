import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import synonymData from './synonyms.json' with { type: 'json' };

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
  /** Specification names and values, e.g. "Range 0 to 1000 NTU". */
  specs: string[];
  description?: string;
}

const FIELDS = ['name', 'model', 'category', 'tags', 'specs', 'description'] as const;
const BOOST = { model: 12, name: 4, category: 3, tags: 1.5, specs: 1, description: 0.5 };

const wordsOf = (text: string) =>
  normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && /[a-z]/.test(word));

/**
 * What the browser's index holds of a product, kept small (it is downloaded at the first search):
 * the name, the model numbers and the category whole; of the key features and specification values
 * only the words (numbers alone are left out, model numbers are indexed on their own), each word once
 * and only where an earlier field does not already have it.
 */
export function compactDocument(product: {
  id: number;
  name: string;
  sku: string;
  category: string;
  tags: string[];
  specValues: string[];
}): SearchDocument {
  const seen = new Set(wordsOf(`${product.name} ${product.category}`));
  const fresh = (text: string) => {
    const words = [...new Set(wordsOf(text))].filter((word) => !seen.has(word));
    for (const word of words) seen.add(word);
    return words.join(' ');
  };
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    category: product.category,
    tags: [fresh(product.tags.join(' '))],
    specs: [fresh(product.specValues.join(' '))],
  };
}

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

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

/** Typos scale with the word: none under 5 letters, one up to 7, two from 8. */
const fuzziness = (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false);
/** Parts of words only from 4 letters: `ph` must not find "phosphate" or "photometric". */
const prefixOf = (term: string) => term.length >= 4;

const indexOptions = {
  fields: [...FIELDS],
  storeFields: [],
  extractField: (document: SearchDocument, field: string) => {
    if (field === 'model') return modelTokens(document.sku, document.name).join(' ');
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

/** The MiniSearch query for what a buyer typed. */
export function buildQuery(text: string): Query | null {
  const words = normalise(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (!words.length) return null;
  const queries: Query[] = [
    // The words themselves: all of them where possible, typos and word starts allowed.
    { queries: [words.join(' ')], combineWith: 'AND', fuzzy: fuzziness, prefix: prefixOf, boost: { ...BOOST } },
    { queries: [words.join(' ')], combineWith: 'OR', fuzzy: fuzziness, prefix: prefixOf, boost: { ...BOOST } },
    // The whole query as one model number: `RL PH 700`, `PH-700`, `ph700`.
    { queries: [compact(text)], fields: ['model'], boostDocument: () => 3 },
  ];
  const synonyms = expandSynonyms(text);
  if (synonyms.length) {
    queries.push({
      queries: synonyms,
      combineWith: 'OR',
      fuzzy: fuzziness,
      prefix: prefixOf,
      boostDocument: () => 0.8,
    });
  }
  return { queries, combineWith: 'OR' };
}

export function searchCatalogue(index: MiniSearch<SearchDocument>, text: string): SearchResult[] {
  const query = buildQuery(text);
  return query ? index.search(query) : [];
}
