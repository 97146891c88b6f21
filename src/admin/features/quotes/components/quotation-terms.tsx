import { DPP_NILAI_LAIN_RATE, PPN_MODE_LABELS, PPN_MODES, type PpnMode } from '#shared/quote/quotation/ppn.ts';
import { InputField, SelectField, TextareaField } from '#admin/components/ui/field.tsx';
import type { TermsState } from '../quotation-form.ts';

interface Props {
  terms: TermsState;
  errors: Record<string, string>;
  onChange: (terms: TermsState) => void;
}

/** How PPN is written and its rate, validity, payment and delivery terms, notes and the signatory of the letter. */
export function QuotationTerms({ terms, errors, onChange }: Props) {
  const set = (change: Partial<TermsState>) => onChange({ ...terms, ...change });
  const dpp = terms.ppn_mode === 'dpp_nilai_lain';
  return (
    <div className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
      <SelectField
        label="Cara menulis PPN"
        value={terms.ppn_mode}
        error={errors.ppn_mode}
        onChange={(event) => set({ ppn_mode: event.target.value as PpnMode })}
      >
        {PPN_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {PPN_MODE_LABELS[mode]}
          </option>
        ))}
      </SelectField>
      <InputField
        label="Tarif PPN (%)"
        inputMode="decimal"
        value={dpp ? String(DPP_NILAI_LAIN_RATE) : terms.tax_rate}
        disabled={dpp}
        hint={dpp ? 'DPP nilai lain: 12% dari 11/12 harga (PMK 131/2024).' : undefined}
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
