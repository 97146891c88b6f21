import MiniSearch from 'minisearch';
import synonymData from './synonyms.json' with { type: 'json' };
import { indexWords, normalise } from './words.ts';

/* What is indexed of a product, and how: its words, model numbers in every spelling, synonyms. */

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
export const BOOST = { model: 12, name: 4, category: 3, tags: 1.5, specs: 1 };

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

export const compact = (text: string) => normalise(text).replace(/[^a-z0-9]/g, '');

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

export const groups: string[][] = synonymData.groups.map((group) => group.map(normalise));

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
export const fuzziness = (term: string) =>
  /\d/.test(term) ? false : term.length >= 8 ? 2 : term.length >= 5 ? 1 : false;
/** Parts of words only from 4 letters: `ph` must not find "phosphate" or "photometric". */
export const prefixOf = (term: string) => term.length >= 4;

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
