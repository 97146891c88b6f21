import type { ChangeEvent } from 'react';
import type { AdminCategory } from '#shared/catalogue/category.ts';
import type { AdminProduct } from '#shared/product/views.ts';
import { slugify } from '#shared/common/slug.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Field, Input, InputField, SelectField } from '#admin/components/ui/field.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

interface BasicInfoSectionProps {
  form: ProductForm;
  product: AdminProduct | null;
  categories: AdminCategory[];
  published: boolean;
  slugFollowsName: boolean;
  onSlugEdited: () => void;
}

/** Name, slug (following the name until edited), SKU, category and tags. */
export function BasicInfoSection({
  form,
  product,
  categories,
  published,
  slugFollowsName,
  onSlugEdited,
}: BasicInfoSectionProps) {
  const { register, setValue, watch, formState } = form;
  const { errors } = formState;
  const name = watch('name') ?? '';
  const slug = watch('slug') ?? '';
  const slugChangedOnPublished = published && product !== null && slug !== product.slug;

  return (
    <Section title="Informasi Dasar">
      <InputField
        label="Nama Produk"
        error={errors.name?.message}
        required
        {...register('name', {
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (slugFollowsName) setValue('slug', slugify(event.target.value), { shouldDirty: true });
          },
        })}
      />
      <Field
        label="Slug (URL)"
        error={errors.slug?.message}
        hint={
          slugChangedOnPublished
            ? `Perhatian: produk ini sudah dipublikasikan. Menyimpan slug baru mengubah URL publiknya dari /products/${product?.slug}.`
            : published
              ? 'Produk sudah dipublikasikan: slug tidak ikut berubah saat nama diganti, agar URL publik tetap sama.'
              : slugFollowsName
                ? 'Dibuat otomatis dari nama. Ubah manual bila perlu.'
                : 'Diubah manual: tidak lagi mengikuti nama.'
        }
      >
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} className="font-mono" {...register('slug', { onChange: onSlugEdited })} />
            <Button
              variant="secondary"
              onClick={() => setValue('slug', slugify(name), { shouldDirty: true, shouldValidate: true })}
              title="Buat slug dari nama produk"
            >
              Dari nama
            </Button>
          </div>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="SKU" error={errors.sku?.message} required className="font-mono" {...register('sku')} />
        <SelectField
          label="Kategori"
          error={errors.category_id?.message}
          required
          {...register('category_id', {
            setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
          })}
        >
          <option value="">Pilih kategori</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}
