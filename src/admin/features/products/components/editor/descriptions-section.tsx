import { TextareaField } from '#admin/components/ui/field.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

export function DescriptionsSection({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <Section title="Deskripsi">
      <TextareaField
        label="Deskripsi Singkat"
        error={errors.short_description?.message}
        hint="Tampil di kartu produk dan ringkasan."
        rows={3}
        maxLength={500}
        {...form.register('short_description')}
      />
      <TextareaField
        label="Deskripsi Lengkap"
        error={errors.long_description?.message}
        rows={8}
        maxLength={10000}
        {...form.register('long_description')}
      />
    </Section>
  );
}
