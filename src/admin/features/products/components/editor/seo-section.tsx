import { InputField } from '#admin/components/ui/field.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

/** Meta keywords; the meta title and description are texts of each language (texts-section.tsx). */
export function SeoSection({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <Section title="Metadata SEO">
      <InputField
        label="Kata Kunci Meta"
        error={errors.meta_keywords?.message}
        hint="Pisahkan dengan koma."
        {...form.register('meta_keywords')}
      />
    </Section>
  );
}
