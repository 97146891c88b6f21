import { FormSwitch } from '#admin/components/ui/switch.tsx';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

/** Draft or published, and the active switch: only published and active products are public. */
export function PublicationSection({ form }: { form: ProductForm }) {
  return (
    <Section title="Status Publikasi">
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Status</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(['draft', 'published'] as const).map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
            >
              <input type="radio" value={value} className="accent-brand-700" {...form.register('status')} />
              {value === 'draft' ? 'Draft' : 'Published'}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-500">Hanya produk Published dan aktif yang tampil di katalog publik.</p>
      </fieldset>
      <FormSwitch
        control={form.control}
        name="is_active"
        label="Produk aktif"
        description="Nonaktifkan untuk menyembunyikan sementara."
      />
    </Section>
  );
}
