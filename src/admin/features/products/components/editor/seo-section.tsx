import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '#shared/product/fields.ts';
import { CharCount, InputField, TextareaField } from '#admin/components/ui/field.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

export function SeoSection({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  const metaTitle = form.watch('meta_title') ?? '';
  const metaDescription = form.watch('meta_description') ?? '';
  return (
    <Section title="SEO Metadata">
      <InputField
        label="Meta Title"
        error={errors.meta_title?.message}
        aside={<CharCount value={metaTitle.length} max={META_TITLE_MAX} />}
        maxLength={META_TITLE_MAX}
        {...form.register('meta_title')}
      />
      <TextareaField
        label="Meta Description"
        error={errors.meta_description?.message}
        hint={`maks ${META_DESCRIPTION_MAX} karakter`}
        aside={<CharCount value={metaDescription.length} max={META_DESCRIPTION_MAX} />}
        rows={3}
        maxLength={META_DESCRIPTION_MAX}
        {...form.register('meta_description')}
      />
      <InputField
        label="Meta Keywords"
        error={errors.meta_keywords?.message}
        hint="Pisahkan dengan koma."
        {...form.register('meta_keywords')}
      />
    </Section>
  );
}
