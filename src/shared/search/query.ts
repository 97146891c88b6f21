import type MiniSearch from 'minisearch';
import type { Query, SearchResult } from 'minisearch';
import { BOOST, compact, fuzziness, groups, prefixOf, type SearchDocument } from './documents.ts';
import { normalise } from './words.ts';

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

/** Every term a query looks up: its words, its synonyms' words, words joined in pairs and the whole query as a model number. */
export function queryTerms(text: string): string[] {
  return plan(text)?.terms ?? [];
}
