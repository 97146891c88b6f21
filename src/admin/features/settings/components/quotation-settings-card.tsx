import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_BANK_ACCOUNTS } from '#shared/settings/limits.ts';
import type { SettingsSchema } from '#shared/settings/schema.ts';
import { PPN_MODE_LABELS, PPN_MODES, type PpnMode } from '#shared/quote/quotation/ppn.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { InputField, SelectField, TextareaField } from '#admin/components/ui/field.tsx';
import { PlusIcon, TrashIcon } from '#admin/components/ui/icons.tsx';
import { FormSwitch } from '#admin/components/ui/switch.tsx';
import { QUOTATION_CARD_DESCRIPTION, QUOTATION_CARD_TITLE } from './quotation-settings-text.ts';

type FormInput = z.input<typeof SettingsSchema>;
type FormOutput = z.output<typeof SettingsSchema>;

/** What each way of writing PPN puts on the letter, in one line under the choice. */
const PPN_MODE_HINTS: Record<PpnMode, string> = {
  flat: 'PPN = tarif di bawah × harga, seperti sebelum 2025.',
  dpp_nilai_lain:
    'Sesuai PMK 131/2024, surat menulis DPP nilai lain (11/12 harga) dan PPN 12% darinya, seperti faktur Coretax.',
};

/**
 * "Penawaran resmi": what a formal quotation letter carries (NPWP, letterhead address, bank accounts,
 * default terms and signatory), how PPN is written and its rate, and whether Staff may send quotations.
 */
export function QuotationSettingsCard({ form }: { form: UseFormReturn<FormInput, unknown, FormOutput> }) {
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const ppnMode = watch('ppn_mode') ?? 'flat';
  // The regulation fixes the rate in DPP nilai lain: the flat rate stays stored, shown but not editable.
  const dpp = ppnMode === 'dpp_nilai_lain';
  const banks = useFieldArray({ control, name: 'bank_accounts' });
  return (
    <Card data-testid="quotation-settings">
      <CardHeader title={QUOTATION_CARD_TITLE} description={QUOTATION_CARD_DESCRIPTION} />
      <div className="grid gap-4 p-4 sm:p-6 lg:grid-cols-2">
        <InputField
          label="NPWP"
          placeholder="01.234.567.8-901.000"
          error={errors.npwp?.message}
          {...register('npwp')}
        />
        <div className="space-y-4" data-ppn-settings>
          <SelectField
            label="Cara menulis PPN"
            hint={PPN_MODE_HINTS[ppnMode]}
            error={errors.ppn_mode?.message}
            {...register('ppn_mode')}
          >
            {PPN_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {PPN_MODE_LABELS[mode]}
              </option>
            ))}
          </SelectField>
          <InputField
            label="Tarif PPN (%)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={100}
            hint={dpp ? 'Hanya untuk cara Tarif × harga; DPP nilai lain selalu 12% dari 11/12 harga.' : undefined}
            error={errors.ppn_rate?.message}
            {...register('ppn_rate', { valueAsNumber: true, disabled: dpp })}
          />
        </div>
        <TextareaField
          label="Alamat kop surat"
          hint="Kosong: memakai alamat perusahaan."
          error={errors.letterhead_address?.message}
          {...register('letterhead_address')}
        />
        <div className="space-y-4">
          <FormSwitch
            control={control}
            name="prices_include_ppn"
            label="Harga sudah termasuk PPN"
            description="Harga yang diketik di penawaran baru dianggap sudah termasuk PPN."
          />
          <FormSwitch
            control={control}
            name="staff_can_send_quotations"
            label="Staff boleh mengirim penawaran"
            description="Tanpa ini hanya Manager dan Super Admin yang dapat mengirim; Staff menyiapkan draf."
          />
        </div>
        <TextareaField
          label="Syarat pembayaran bawaan"
          error={errors.quotation_payment_terms?.message}
          {...register('quotation_payment_terms')}
        />
        <InputField
          label="Waktu pengiriman bawaan"
          error={errors.quotation_delivery_time?.message}
          {...register('quotation_delivery_time')}
        />
        <InputField label="Penanda tangan" error={errors.signatory_name?.message} {...register('signatory_name')} />
        <InputField
          label="Jabatan penanda tangan"
          error={errors.signatory_title?.message}
          {...register('signatory_title')}
        />
        <fieldset className="space-y-3 lg:col-span-2">
          <legend className="text-sm font-semibold text-slate-900">Rekening bank</legend>
          {banks.fields.length === 0 && (
            <p className="text-sm text-slate-500">Belum ada rekening di surat penawaran.</p>
          )}
          {banks.fields.map((row, index) => (
            <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_1.5fr_auto]">
              <InputField
                label="Bank"
                error={errors.bank_accounts?.[index]?.bank?.message}
                {...register(`bank_accounts.${index}.bank`)}
              />
              <InputField
                label="Nomor rekening"
                error={errors.bank_accounts?.[index]?.account_number?.message}
                {...register(`bank_accounts.${index}.account_number`)}
              />
              <InputField
                label="Atas nama"
                error={errors.bank_accounts?.[index]?.account_name?.message}
                {...register(`bank_accounts.${index}.account_name`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Hapus rekening ${index + 1}`}
                onClick={() => banks.remove(index)}
              >
                <TrashIcon className="h-4 w-4" />
              </Button>
            </div>
          ))}
          {banks.fields.length < MAX_BANK_ACCOUNTS && (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => banks.append({ bank: '', account_number: '', account_name: '' })}
            >
              <PlusIcon className="h-4 w-4" />
              Tambah rekening
            </Button>
          )}
        </fieldset>
      </div>
    </Card>
  );
}
