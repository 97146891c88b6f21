import { describe, expect, it } from 'vitest';
import { productMetaDescription } from '#components/product/product-view.ts';

const base = {
  name: 'RawLab SP-1600 UV-Vis Spectrophotometer',
  sku: 'RL-SP-1600',
  meta_description: '',
  short_description: '',
  description: '',
  meta_title: '',
  indonesian: { meta_description: '', short_description: '', long_description: '' },
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
    const description = productMetaDescription({ ...base, ...changes }, 'RawLab', 'en');
    if (expected !== undefined) expect(description).toBe(expected);
    else expect(description).toContain('(RL-SP-1600)');
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('cuts a long description at a word, within 160 characters', () => {
    const description = productMetaDescription({ ...base, description: 'word '.repeat(60) }, 'RawLab', 'en');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });

  describe.each([
    ['en', { meta_description: 'English meta.' }, {}, 'English meta.'],
    ['id', { meta_description: 'English meta.' }, { short_description: 'Ringkasan.' }, 'Ringkasan.'],
    ['id', { short_description: 'English summary.' }, { meta_description: 'Meta Indonesia.' }, 'Meta Indonesia.'],
    ['id', { short_description: 'English summary.' }, {}, 'English summary.'],
    ['en', {}, { long_description: 'Deskripsi panjang.' }, 'Deskripsi panjang.'],
  ] as const)('in %s, %j and Indonesian %j', (lang, english, indonesian, expected) => {
    it(`gives ${expected}`, () => {
      const product = { ...base, ...english, indonesian: { ...base.indonesian, ...indonesian } };
      expect(productMetaDescription(product, 'RawLab', lang)).toBe(expected);
    });
  });

  it('builds the Indonesian sentence for a product with no text at all', () => {
    expect(productMetaDescription(base, 'RawLab', 'id')).toBe(
      'RawLab SP-1600 UV-Vis Spectrophotometer (RL-SP-1600) dari RawLab, distributor resmi di Indonesia: harga, stok, dan spesifikasi. Pesan via WhatsApp.',
    );
  });
});
