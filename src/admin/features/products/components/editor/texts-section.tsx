import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { ProductTranslation } from '#shared/product/fields.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#shared/product/limits.ts';
import { TRANSLATED_FIELDS } from '#shared/product/schema-data.ts';
import { missingTranslations, type Language } from '#shared/product/translation.ts';
import { CharCount, InputField, TextareaField } from '#admin/components/ui/field.tsx';
import { LanguageTabs, MissingMarker } from '#admin/components/ui/language-tabs.tsx';
import { TagInput } from '../tag-input.tsx';
import { Section } from './section.tsx';
import { SpecificationRows } from './specification-rows.tsx';
import type { ProductForm } from './use-product-editor.ts';

/*
 * The product's texts in its two languages, one tab each: English edits the main fields, Indonesia
 * the `indonesian` ones. Each tab counts the texts it lacks while the other language has them, a
 * marker stands by each such field, and its placeholder shows the other language's text to
 * translate from.
 */

const LANGUAGES: { id: Language; label: string }[] = [
  { id: 'english', label: 'English' },
  { id: 'indonesian', label: 'Indonesia' },
];

type Texts = Partial<ProductTranslation>;

export function TextsSection({ form }: { form: ProductForm }) {
  const [language, setLanguage] = useState<Language>('english');
  // The English texts are the main fields of the same names as the `indonesian` ones.
  const [indonesian, ...englishValues] = useWatch({
    control: form.control,
    name: ['indonesian', ...TRANSLATED_FIELDS],
  });
  const english = Object.fromEntries(TRANSLATED_FIELDS.map((field, index) => [field, englishValues[index]])) as Texts;
  const translated: Texts = (indonesian ?? {}) as Texts;
  const missing = missingTranslations(english, translated);
  const { errors } = form.formState;
  const englishInvalid = TRANSLATED_FIELDS.some((field) => field in errors);
  const tabs = LANGUAGES.map((tab) => ({
    ...tab,
    missing: missing[tab.id].length,
    invalid: tab.id === 'indonesian' ? Boolean(errors.indonesian) : englishInvalid,
  }));

  return (
    <Section
      title="Teks Produk"
      description="English adalah teks utama. Teks Indonesia tampil di halaman berbahasa Indonesia; yang kosong menampilkan teks English."
    >
      <LanguageTabs label="Bahasa teks produk" tabs={tabs} active={language} onChange={setLanguage}>
        {language === 'english' ? (
          <LanguageFields form={form} language="english" own={english} other={translated} missing={missing.english} />
        ) : (
          <LanguageFields
            form={form}
            language="indonesian"
            own={translated}
            other={english}
            missing={missing.indonesian}
          />
        )}
      </LanguageTabs>
    </Section>
  );
}

function LanguageFields({
  form,
  language,
  own,
  other,
  missing,
}: {
  form: ProductForm;
  language: Language;
  own: Texts;
  other: Texts;
  missing: readonly (keyof ProductTranslation)[];
}) {
  const errors = language === 'english' ? form.formState.errors : (form.formState.errors.indonesian ?? {});
  const at = <F extends keyof ProductTranslation>(field: F) =>
    language === 'english' ? field : (`indonesian.${field}` as const);
  const isMissing = (field: keyof ProductTranslation) => missing.includes(field);
  /** The other language's text as the placeholder of a field still to translate. */
  const from = (field: 'short_description' | 'long_description' | 'meta_title' | 'meta_description') =>
    isMissing(field) ? other[field] : undefined;
  const marker = (field: keyof ProductTranslation) => (isMissing(field) ? <MissingMarker /> : null);

  return (
    <>
      <TextareaField
        label="Deskripsi Singkat"
        error={errors.short_description?.message}
        hint="Tampil di kartu produk dan ringkasan."
        aside={marker('short_description')}
        placeholder={from('short_description')}
        rows={3}
        maxLength={500}
        {...form.register(at('short_description'))}
      />
      <TextareaField
        label="Deskripsi Lengkap"
        error={errors.long_description?.message}
        aside={marker('long_description')}
        placeholder={from('long_description')}
        rows={8}
        maxLength={10000}
        {...form.register(at('long_description'))}
      />
      <Controller
        control={form.control}
        name={at('tags')}
        render={({ field }) => (
          <TagInput
            tags={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            error={errors.tags?.message}
            marker={marker('tags')}
            placeholder={isMissing('tags') ? (other.tags ?? []).join(', ') : undefined}
          />
        )}
      />
      <SpecificationRows
        key={language}
        form={form}
        name={at('specifications')}
        errors={errors.specifications}
        marker={marker('specifications')}
        placeholders={other.specifications ?? []}
      />
      <InputField
        label="Judul Meta"
        error={errors.meta_title?.message}
        aside={
          <span className="flex items-center gap-2">
            {marker('meta_title')}
            <CharCount value={(own.meta_title ?? '').length} max={META_TITLE_MAX} />
          </span>
        }
        placeholder={from('meta_title')}
        maxLength={META_TITLE_MAX}
        {...form.register(at('meta_title'))}
      />
      <TextareaField
        label="Deskripsi Meta"
        error={errors.meta_description?.message}
        hint={`maks ${META_DESCRIPTION_MAX} karakter`}
        aside={
          <span className="flex items-center gap-2">
            {marker('meta_description')}
            <CharCount value={(own.meta_description ?? '').length} max={META_DESCRIPTION_MAX} />
          </span>
        }
        placeholder={from('meta_description')}
        rows={3}
        maxLength={META_DESCRIPTION_MAX}
        {...form.register(at('meta_description'))}
      />
    </>
  );
}
