import { Controller } from 'react-hook-form';
import { InputField } from '#admin/components/ui/field.tsx';
import { RupiahField } from '../rupiah-field.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

export function PriceStockSection({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <Section title="Harga & Stok">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <RupiahField
              label="Harga (Rp)"
              name={field.name}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.price?.message}
            />
          )}
        />
        <InputField
          label="Stok"
          error={errors.stock?.message}
          required
          hint="Stok 2 atau kurang ditandai Stok Sedikit."
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register('stock', { valueAsNumber: true })}
        />
      </div>
    </Section>
  );
}
