import type { ProductTranslation, TranslatedField } from './fields.ts';
import { TRANSLATED_FIELDS } from './schema-data.ts';

/*
 * Which of a product's texts are written in one language and empty in the other: the editor's tabs
 * count them and the admin list filters by them ('belum diterjemahkan'). Every translated field
 * counts: the four texts, the tags and the specification rows. A list counts as written when it has
 * at least one entry (a translation with fewer specification rows is the admin's choice, not a gap).
 */

export type Language = 'indonesian' | 'english';

/** The English texts of a product are its main fields: the same names as its `indonesian` texts. */
type Texts = { [K in TranslatedField]?: ProductTranslation[K] | undefined };

const written = (value: Texts[TranslatedField]) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** The fields each language lacks while the other has them, in the tabs' order. */
export function missingTranslations(english: Texts, indonesian: Texts): Record<Language, TranslatedField[]> {
  return {
    indonesian: TRANSLATED_FIELDS.filter((field) => written(english[field]) && !written(indonesian[field])),
    english: TRANSLATED_FIELDS.filter((field) => written(indonesian[field]) && !written(english[field])),
  };
}

/** True when some text is written in one language and empty in the other. */
export function isTranslationMissing(english: Texts, indonesian: Texts): boolean {
  const missing = missingTranslations(english, indonesian);
  return missing.indonesian.length + missing.english.length > 0;
}
