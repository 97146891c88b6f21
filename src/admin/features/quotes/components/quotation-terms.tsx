import { InputField, TextareaField } from '#admin/components/ui/field.tsx';
import type { TermsState } from '../quotation-form.ts';

interface Props {
  terms: TermsState;
  errors: Record<string, string>;
  onChange: (terms: TermsState) => void;
}

/** PPN, validity, payment and delivery terms, notes and the signatory of the letter. */
export function QuotationTerms({ terms, errors, onChange }: Props) {
  const set = (change: Partial<TermsState>) => onChange({ ...terms, ...change });
  return (
    <div className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
      <InputField
        label="Tarif PPN (%)"
        inputMode="decimal"
        value={terms.tax_rate}
        error={errors.tax_rate}
        onChange={(event) => set({ tax_rate: event.target.value })}
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={terms.prices_include_tax}
          onChange={(event) => set({ prices_include_tax: event.target.checked })}
        />
        Harga sudah termasuk PPN
      </label>
      <InputField
        label="Berlaku sampai"
        type="date"
        required
        value={terms.valid_until}
        error={errors.valid_until}
        onChange={(event) => set({ valid_until: event.target.value })}
      />
      <InputField
        label="Waktu pengiriman"
        value={terms.delivery_time}
        error={errors.delivery_time}
        onChange={(event) => set({ delivery_time: event.target.value })}
      />
      <TextareaField
        label="Syarat pembayaran"
        value={terms.payment_terms}
        error={errors.payment_terms}
        onChange={(event) => set({ payment_terms: event.target.value })}
      />
      <TextareaField
        label="Catatan"
        value={terms.notes}
        error={errors.notes}
        onChange={(event) => set({ notes: event.target.value })}
      />
      <InputField
        label="Penanda tangan"
        autoComplete="off"
        value={terms.signatory_name}
        error={errors['signatory.name']}
        onChange={(event) => set({ signatory_name: event.target.value })}
      />
      <InputField
        label="Jabatan penanda tangan"
        autoComplete="off"
        value={terms.signatory_title}
        error={errors['signatory.title']}
        onChange={(event) => set({ signatory_title: event.target.value })}
      />
    </div>
  );
}
