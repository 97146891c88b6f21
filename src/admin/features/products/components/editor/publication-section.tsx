import { Controller, useWatch } from 'react-hook-form';
import { InputField } from '#admin/components/ui/field.tsx';
import { FormSwitch } from '#admin/components/ui/switch.tsx';
import { isoFromWibInput, wibInputValue } from '#shared/product/schedule.ts';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

/** A scheduled time, typed as WIB wall-clock time and held as an ISO 8601 instant (`…+07:00`). */
function ScheduleField({
  form,
  name,
  label,
  hint,
}: {
  form: ProductForm;
  name: 'publish_at' | 'unpublish_at';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <InputField
          ref={field.ref}
          type="datetime-local"
          name={field.name}
          label={label}
          hint={hint}
          error={fieldState.error?.message}
          value={wibInputValue(field.value ?? '')}
          onChange={(event) => field.onChange(isoFromWibInput(event.target.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/**
 * Draft or published, the active switch, and the schedule: only published and active products are
 * public; a publish time keeps the product a draft ('Terjadwal') until it comes.
 */
export function PublicationSection({ form }: { form: ProductForm }) {
  const publishAt = useWatch({ control: form.control, name: 'publish_at' });
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
              {value === 'draft' ? 'Draf' : 'Tayang'}
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-500">Hanya produk Tayang dan aktif yang tampil di katalog publik.</p>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Jadwal (WIB)</legend>
        <ScheduleField
          form={form}
          name="publish_at"
          label="Tayang otomatis pada"
          hint={
            publishAt
              ? 'Produk disimpan sebagai Draf (Terjadwal) dan tayang sendiri dalam satu menit setelah waktu ini.'
              : 'Kosongkan untuk menerbitkan sekarang atau nanti secara manual.'
          }
        />
        <ScheduleField
          form={form}
          name="unpublish_at"
          label="Berhenti tayang pada"
          hint="Pada waktu ini produk kembali menjadi Draf. Kosongkan bila tidak perlu."
        />
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
