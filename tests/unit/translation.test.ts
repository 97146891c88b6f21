import { describe, expect, it } from 'vitest';
import type { ProductTranslation, TranslatedField } from '#shared/product/fields.ts';
import { isTranslationMissing, missingTranslations } from '#shared/product/translation.ts';

type Texts = Partial<ProductTranslation>;

const spec = { name: 'Garansi', value: '1 tahun' };

describe('missingTranslations', () => {
  it.each([
    ['nothing written', {}, {}, [], []],
    ['the same texts in both', { short_description: 'A' }, { short_description: 'B' }, [], []],
    ['English only', { short_description: 'A', tags: ['Lab'] }, {}, ['short_description', 'tags'], []],
    [
      'Indonesian only',
      {},
      { long_description: 'Panjang', specifications: [spec] },
      [],
      ['long_description', 'specifications'],
    ],
    ['blank text counts as empty', { meta_title: 'Title' }, { meta_title: '   ' }, ['meta_title'], []],
    ['fewer specification rows is not a gap', { specifications: [spec, spec] }, { specifications: [spec] }, [], []],
    ['each way at once', { meta_description: 'M' }, { meta_title: 'J' }, ['meta_description'], ['meta_title']],
  ] as [string, Texts, Texts, TranslatedField[], TranslatedField[]][])(
    '%s',
    (_name, english, indonesian, missingInIndonesian, missingInEnglish) => {
      const missing = missingTranslations(english, indonesian);
      expect(missing).toEqual({ indonesian: missingInIndonesian, english: missingInEnglish });
      expect(isTranslationMissing(english, indonesian)).toBe(missingInIndonesian.length + missingInEnglish.length > 0);
    },
  );
});
