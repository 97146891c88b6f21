import { useEffect, useState, type FocusEvent } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { INDONESIAN_DAY_NAMES } from '#shared/whatsapp/business-hours.ts';
import { normalizePhone } from '#shared/common/phone.ts';
import { DEFAULT_BUSINESS_HOURS, MAX_SALES_NUMBERS } from '#shared/settings/limits.ts';
import type { SettingsSchema } from '#shared/settings/schema.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { Field, Input, NativeSelect, Textarea } from '#admin/components/ui/field.tsx';
import { PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { FormSwitch } from '#admin/components/ui/switch.tsx';
import { useCategories } from '#admin/lib/shared-queries.ts';

type FormInput = z.input<typeof SettingsSchema>;
type FormOutput = z.output<typeof SettingsSchema>;

/** Monday first, as Indonesian calendars print the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * "Rute WhatsApp": a number per category, sales numbers that take turns, and business hours. The
 * product's own number (product form) still wins over all of these.
 */
export function RoutingSettingsCard({ form }: { form: UseFormReturn<FormInput, unknown, FormOutput> }) {
  const { control, register, setValue, formState, watch } = form;
  const errors = formState.errors;
  const categories = useCategories();
  const rows = useFieldArray({ control, name: 'category_whatsapp' });
  const hoursEnabled = watch('business_hours.enabled') ?? false;

  return (
    <Card data-testid="routing-settings">
      <CardHeader
        title="Rute WhatsApp & Jam Kerja"
        description="Ke nomor mana pesan dari situs dikirim. Nomor pada produk tetap didahulukan, lalu nomor kategori, lalu nomor sales bergiliran, lalu nomor utama di atas."
      />
      <div className="grid gap-6 p-4 sm:p-6 lg:grid-cols-2">
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-900">Nomor per kategori</legend>
          {rows.fields.length === 0 && (
            <p className="text-sm text-slate-500">Belum ada. Semua kategori memakai nomor sales atau nomor utama.</p>
          )}
          {rows.fields.map((row, index) => (
            <div key={row.id} className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
              <div className="min-w-40 flex-1">
                <Controller
                  control={control}
                  name={`category_whatsapp.${index}.category_id`}
                  render={({ field, fieldState }) => (
                    <Field label="Kategori" error={fieldState.error?.message}>
                      {(wiring) => (
                        // Controlled: the options arrive after the saved value, which must still show.
                        <NativeSelect
                          {...wiring}
                          name={field.name}
                          ref={field.ref}
                          value={Number.isFinite(field.value) ? String(field.value) : ''}
                          onChange={(event) =>
                            field.onChange(event.target.value ? Number(event.target.value) : Number.NaN)
                          }
                          onBlur={field.onBlur}
                        >
                          <option value="">Pilih kategori</option>
                          {categories.data?.map((category) => (
                            <option key={category.id} value={category.id}>
                              {category.name}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                    </Field>
                  )}
                />
              </div>
              <div className="min-w-40 flex-1">
                <Field label="Nomor WhatsApp" error={errors.category_whatsapp?.[index]?.number?.message}>
                  {(wiring) => (
                    <Input
                      {...wiring}
                      type="tel"
                      {...register(`category_whatsapp.${index}.number`, {
                        onBlur: (event: FocusEvent<HTMLInputElement>) =>
                          setValue(`category_whatsapp.${index}.number`, normalizePhone(event.target.value), {
                            shouldValidate: true,
                          }),
                      })}
                    />
                  )}
                </Field>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Hapus nomor kategori ${index + 1}`}
                onClick={() => rows.remove(index)}
              >
                <TrashIcon className="h-4 w-4" />
              </Button>
            </div>
          ))}
          {errors.category_whatsapp?.message && (
            <p className="text-xs font-medium text-red-600" role="alert">
              {errors.category_whatsapp.message}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => rows.append({ category_id: Number.NaN, number: '' }, { shouldFocus: true })}
          >
            <PlusIcon className="h-4 w-4" /> Tambah nomor kategori
          </Button>
        </fieldset>

        <div className="space-y-6">
          <Controller
            control={control}
            name="sales_numbers"
            render={({ field, fieldState }) => (
              <SalesNumbers
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={
                  fieldState.error?.message ??
                  (Array.isArray(errors.sales_numbers)
                    ? errors.sales_numbers
                        .map((error, index) => (error?.message ? `Baris ${index + 1}: ${error.message}` : null))
                        .find(Boolean)
                    : undefined) ??
                  undefined
                }
              />
            )}
          />

          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Jam kerja (WIB)</legend>
            <FormSwitch
              control={control}
              name="business_hours.enabled"
              label="Tampilkan jam kerja"
              description="Di luar jam kerja tombol pesan tetap berfungsi; halaman memberi tahu kapan tim membalas."
            />
            {hoursEnabled && (
              <>
                <Controller
                  control={control}
                  name="business_hours.days"
                  render={({ field, fieldState }) => (
                    <div role="group" aria-label="Hari kerja">
                      <div className="flex flex-wrap gap-2">
                        {WEEK.map((day) => {
                          const days = field.value ?? [];
                          const checked = days.includes(day);
                          return (
                            <label
                              key={day}
                              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                            >
                              <input
                                type="checkbox"
                                checked={checked}
                                onChange={() =>
                                  field.onChange(checked ? days.filter((d) => d !== day) : [...days, day])
                                }
                              />
                              {INDONESIAN_DAY_NAMES[day]}
                            </label>
                          );
                        })}
                      </div>
                      {fieldState.error?.message && (
                        <p className="mt-1 text-xs font-medium text-red-600" role="alert">
                          {fieldState.error.message}
                        </p>
                      )}
                    </div>
                  )}
                />
                <div className="grid grid-cols-2 gap-4">
                  <Field label="Buka" error={errors.business_hours?.open?.message}>
                    {(wiring) => <Input {...wiring} type="time" {...register('business_hours.open')} />}
                  </Field>
                  <Field label="Tutup" error={errors.business_hours?.close?.message}>
                    {(wiring) => <Input {...wiring} type="time" {...register('business_hours.close')} />}
                  </Field>
                </div>
              </>
            )}
          </fieldset>
        </div>
      </div>
    </Card>
  );
}

/** Sales numbers, one a line; each is normalised to the 62… form when the field is left. */
function SalesNumbers(props: {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [text, setText] = useState(() => props.value.join('\n'));
  const lines = (raw: string) =>
    raw
      .split(/[\n,;]+/)
      .map((line) => line.trim())
      .filter(Boolean);
  // Values set from outside (the saved settings arriving, a restored draft) replace the text.
  const joined = props.value.join('\n');
  useEffect(() => {
    setText((current) => (lines(current).join('\n') === joined ? current : joined));
  }, [joined]);
  return (
    <Field
      label="Nomor sales (bergiliran)"
      hint={`Satu nomor per baris, maksimal ${MAX_SALES_NUMBERS}. Setiap pengunjung mendapat satu nomor yang sama selama kunjungannya.`}
      error={props.error}
    >
      {(wiring) => (
        <Textarea
          {...wiring}
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            props.onChange(lines(event.target.value));
          }}
          onBlur={() => {
            const normalised = lines(text).map(normalizePhone);
            setText(normalised.join('\n'));
            props.onChange(normalised);
            props.onBlur();
          }}
        />
      )}
    </Field>
  );
}

/** Values for a settings record saved before routing existed. */
export const ROUTING_DEFAULTS = {
  category_whatsapp: [],
  sales_numbers: [],
  business_hours: DEFAULT_BUSINESS_HOURS,
};
