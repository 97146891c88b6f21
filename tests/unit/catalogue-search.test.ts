import { describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from '#seed/catalog-data.ts';
import {
  createSearchIndex,
  expandSynonyms,
  chunkedIndex,
  loadSearchIndex,
  modelTokens,
  queryChunkKeys,
  splitSearchIndex,
  type EncodedEntry,
  searchCatalogue,
  searchDocument,
  type SearchDocument,
} from '#shared/search/catalogue-search.ts';
import { specificationWords } from '#shared/product/record.ts';

/*
 * The demo catalogue searched the way lab buyers type: model numbers in any spelling, typos,
 * Indonesian words for the instruments. Each query must find the intended product in the top 3.
 */

// The same documents the build writes into the browser's index and the server's list search builds.
const documents: SearchDocument[] = seedProducts.map((product, position) =>
  searchDocument(
    {
      id: position + 1,
      name: product.name,
      sku: product.sku,
      tags: product.tags,
      search_words: specificationWords(product.specifications),
      short_description: product.short_description,
    },
    seedCategories.find((category) => category.slug === product.category)!.name,
  ),
);
const skuOf = (id: number) => documents[id - 1]!.sku;
const categoryOf = (id: number) => documents[id - 1]!.category;
const index = createSearchIndex(documents);
const top = (query: string, count = 3) =>
  searchCatalogue(index, query)
    .slice(0, count)
    .map((result) => skuOf(result.id as number));

const buyerQueries: Array<[string, string]> = [
  ['ph700', 'RL-PH-700'],
  ['PH-700', 'RL-PH-700'],
  ['RL PH 700', 'RL-PH-700'],
  ['rl-ph-700', 'RL-PH-700'],
  ['CT 24', 'CT-MC-24'],
  ['sp mv2', 'RL-SP-MV2'],
  ['turbidty portable', 'RL-TB-200'],
  ['multiparamter sonde', 'RL-MP-7'],
  ['spektrofotometer double beam', 'RL-SP-1900'],
  ['oksigen terlarut portabel', 'RL-DO-300'],
  ['kekeruhan ISO 7027', 'RL-TB-500'],
  ['mikroskop trinokuler', 'OV-BX-400'],
  ['sentrifus berpendingin', 'CT-RF-16R'],
  ['konduktivitas benchtop', 'RL-EC-800'],
  ['DO meter galvanic', 'TM-DO-50'],
  ['BOD', 'RL-DO-850'],
  ['salinitas', 'TM-ST-40'],
  ['mini centrifuge', 'CT-MINI-6'],
  ['mikroskop fluoresensi', 'OV-FL-600'],
  ['mikro volume', 'RL-SP-MV2'],
  ['stereo zoom', 'OV-SZ-45'],
  ['resistivitas air murni', 'RL-EC-950'],
  ['ph orp portable', 'RL-PH-450'],
];

describe('buyer queries find the intended product in the top 3', () => {
  it.each(buyerQueries)('%j → %s', (query, sku) => {
    expect(top(query)).toContain(sku);
  });
});

describe('ranking', () => {
  it('an exact model number comes first', () => {
    expect(top('PH-20', 1)).toEqual(['RL-PH-20']);
    expect(top('TB-1000', 1)).toEqual(['RL-TB-1000']);
  });

  it('forgives no typo in a model number: one digit off is another instrument', () => {
    expect(top('ph900', 1)).toEqual(['RL-PH-900']);
    expect(top('ph900', 36)).not.toContain('RL-PH-700');
    expect(top('ph800', 36)).toEqual([]);
  });

  it('"pH meter" lists pH meters before anything else, never spectrophotometers first', () => {
    const results = searchCatalogue(index, 'pH meter')
      .slice(0, 5)
      .map((result) => categoryOf(result.id as number));
    expect(results.slice(0, 3)).toEqual(['pH Meters', 'pH Meters', 'pH Meters']);
    expect(results).not.toContain('Spectrophotometers');
  });

  it('"DO meter" lists dissolved-oxygen meters first, not the Double Beam spectrophotometer', () => {
    const results = searchCatalogue(index, 'DO meter')
      .slice(0, 3)
      .map((result) => categoryOf(result.id as number));
    expect(results).toEqual(['Dissolved Oxygen Meters', 'Dissolved Oxygen Meters', 'Dissolved Oxygen Meters']);
  });

  it.each([
    ['spektrofotometer', 'Spectrophotometers'],
    ['sentrifus', 'Centrifuges'],
    ['kekeruhan', 'Turbidity Meters'],
    ['mikroskop', 'Microscopes'],
  ])('the landing page word %j finds %s', (query, category) => {
    const results = searchCatalogue(index, query)
      .slice(0, 3)
      .map((result) => categoryOf(result.id as number));
    expect(results).toEqual([category, category, category]);
  });

  it('finds nothing for nonsense rather than everything', () => {
    expect(searchCatalogue(index, 'qwzx')).toEqual([]);
  });
});

describe('search while typing: every word must match, in one of its forms', () => {
  const categoriesOf = (query: string) =>
    searchCatalogue(index, query).map((result) => categoryOf(result.id as number));

  it.each([
    ['mikros', 'Microscopes'],
    ['spektro', 'Spectrophotometers'],
    ['turbidi', 'Turbidity Meters'],
  ])('the part word %j finds what it starts: %s', (query, category) => {
    const found = categoriesOf(query);
    // Most of the first five are of the category ('mikros' also starts "mikrosentrifus", 'turbidi'
    // also finds the multiparameter sondes that measure turbidity).
    expect(found.slice(0, 5).filter((name) => name === category).length).toBeGreaterThanOrEqual(3);
  });

  it.each(['phmeter', 'ph meter', 'pH-meter'])('%j finds pH meters, joined or split', (query) => {
    const found = categoriesOf(query);
    expect(found.slice(0, 3)).toEqual(['pH Meters', 'pH Meters', 'pH Meters']);
    expect(found).not.toContain('Spectrophotometers');
  });

  it('two words written as one product word find it: "spectro photometer", "micro centrifuge"', () => {
    expect(categoriesOf('spectro photometer').slice(0, 3)).toEqual([
      'Spectrophotometers',
      'Spectrophotometers',
      'Spectrophotometers',
    ]);
    expect(top('micro centrifuge')).toContain('CT-MC-24');
  });

  it('a query that matches nothing finds nothing, even when one of its words is common', () => {
    expect(searchCatalogue(index, 'portable').length).toBeGreaterThan(3);
    expect(searchCatalogue(index, 'meter').length).toBeGreaterThan(10);
    expect(searchCatalogue(index, 'portable xylophone')).toEqual([]);
    expect(searchCatalogue(index, 'meter zzyzx')).toEqual([]);
    expect(searchCatalogue(index, 'digital lab')).toEqual([]);
  });

  it('every word narrows: "ph meter portable" lists only portable pH meters', () => {
    const found = searchCatalogue(index, 'ph meter portable').map((result) => documents[(result.id as number) - 1]!);
    expect(found.length).toBeGreaterThan(0);
    for (const document of found) {
      expect(`${document.name} ${document.tags} ${document.specs}`.toLowerCase()).toMatch(/portable|handheld|genggam/);
    }
  });

  it('filler words and numbers are not required: "meter for ph" still finds pH meters', () => {
    expect(searchCatalogue(index, 'meter for ph').length).toBeGreaterThan(0);
  });

  it('a product an admin adds is found by the words of its name and its short description', () => {
    const added = searchDocument(
      {
        id: 999,
        name: 'E2E Kolorimeter Klorin Bebas',
        sku: 'E2E-CL-1',
        tags: [],
        search_words: '',
        short_description: 'Mengukur sisa klorin pada air kolam renang dan air minum.',
      },
      'Water Testing',
    );
    const withAdded = createSearchIndex([...documents, added]);
    for (const query of ['kolorimeter', 'kolori', 'klorin bebas', 'kolam renang', 'sisa klorin']) {
      expect(searchCatalogue(withAdded, query)[0]?.id, query).toBe(999);
    }
    expect(searchCatalogue(withAdded, 'klorin xylophone')).toEqual([]);
  });

  it('a product is found by its Indonesian summary and tags as well as its English ones', () => {
    const bilingual = searchDocument(
      {
        id: 998,
        name: 'E2E Salinity Refractometer',
        sku: 'E2E-SR-1',
        tags: ['Automatic temperature compensation'],
        search_words: 'garam',
        short_description: 'Measures the salt content of brine.',
        indonesian: {
          short_description: 'Mengukur kadar garam air laut tambak udang.',
          tags: ['Kompensasi suhu otomatis'],
        },
      },
      'Refraktometer',
    );
    const withBilingual = createSearchIndex([...documents, bilingual]);
    for (const query of ['brine', 'tambak udang', 'kompensasi suhu', 'temperature compensation', 'garam']) {
      expect(searchCatalogue(withBilingual, query)[0]?.id, query).toBe(998);
    }
  });
});

describe('pieces', () => {
  it('derives model numbers from the SKU and the name', () => {
    expect(modelTokens('RL-PH-700', 'RawLab PH-700 Benchtop pH Meter')).toEqual(
      expect.arrayContaining(['rlph700', 'ph700', '700']),
    );
    expect(modelTokens('CT-MC-24', 'CentraTek CT-24 High Speed Microcentrifuge')).toContain('ct24');
  });

  it('expands Indonesian and English synonyms both ways', () => {
    expect(expandSynonyms('oksigen terlarut')).toContain('dissolved oxygen');
    expect(expandSynonyms('Turbidity meter')).toContain('kekeruhan');
    expect(expandSynonyms('microscope')).toContain('mikroskop');
  });

  it('searches the same after a round trip through JSON (the index the browser fetches)', () => {
    const loaded = loadSearchIndex(JSON.stringify(index));
    expect(searchCatalogue(loaded, 'RL PH 700')[0]?.id).toBe(searchCatalogue(index, 'RL PH 700')[0]?.id);
  });
});

describe('the browser index in chunks', () => {
  const { base, chunks } = splitSearchIndex(index, (id) => categoryOf(id));
  const roundTrip = JSON.parse(JSON.stringify({ base, chunks: [...chunks] })) as {
    base: typeof base;
    chunks: Array<[string, EncodedEntry[]]>;
  };
  const stored = new Map(roundTrip.chunks);

  it.each([
    ...buyerQueries.map(([query]) => query),
    'mikros',
    'spektro',
    'turbidi',
    'phmeter',
    'micro centrifuge',
    'spectro photometer',
    'portable xylophone',
  ])('%j: only its own chunks, the same top 10 as the whole index', (query) => {
    const keys = queryChunkKeys(query, roundTrip.base.chunks);
    expect(keys.length).toBeLessThan(stored.size / 4);
    const chunked = chunkedIndex(roundTrip.base);
    chunked.add(keys.flatMap((key) => stored.get(key)!));
    const ids = (results: ReturnType<typeof searchCatalogue>) => results.slice(0, 10).map((result) => result.id);
    expect(ids(searchCatalogue(chunked.index, query))).toEqual(ids(searchCatalogue(index, query)));
  });

  it("keeps each document's category and every term exactly once", () => {
    expect(roundTrip.base.documentCount).toBe(documents.length);
    const slugs = roundTrip.base.category.map((at) => roundTrip.base.categories[at]);
    expect(slugs).toEqual(documents.map((document) => document.category));
    const terms = [...stored.values()].flat().map(([term]) => term);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.length).toBe(index.termCount);
  });
});
