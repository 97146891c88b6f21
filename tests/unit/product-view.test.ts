import { describe, expect, it } from 'vitest';
import { productMetaDescription } from '#lib/browser/product-view.ts';

const base = {
  name: 'RawLab SP-1600 UV-Vis Spectrophotometer',
  sku: 'RL-SP-1600',
  meta_description: '',
  short_description: '',
  description: '',
};

describe('productMetaDescription', () => {
  it.each([
    ['the admin meta description first', { meta_description: 'Written for search.' }, 'Written for search.'],
    ['else the short description', { short_description: 'Short text.', description: 'Long text.' }, 'Short text.'],
    ['else the long description', { description: 'Long\n\n text.' }, 'Long text.'],
    [
      'else a sentence from name and SKU',
      {},
      'RawLab SP-1600 UV-Vis Spectrophotometer (RL-SP-1600) from RawLab, official distributor in Indonesia: price, stock and specifications. Order on WhatsApp.',
    ],
    ['whitespace-only text counts as none', { meta_description: '   ', short_description: ' \n ' }, undefined],
  ])('%s', (_name, changes, expected) => {
    const description = productMetaDescription({ ...base, ...changes }, 'RawLab');
    if (expected !== undefined) expect(description).toBe(expected);
    else expect(description).toContain('(RL-SP-1600)');
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const description = productMetaDescription({ ...base, description: 'word '.repeat(60) }, 'RawLab');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });
});
