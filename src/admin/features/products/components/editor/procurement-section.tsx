import { Controller } from 'react-hook-form';
import { Field, InputField, NativeSelect } from '#admin/components/ui/field.tsx';
import { EKATALOG_HOSTS, LEAD_TIME_MAX_WEEKS, TKDN_PREFERENCE } from '#shared/product/procurement-limits.ts';
import { Section } from './section.tsx';
import type { ProductForm } from './use-product-editor.ts';

/** A number box where empty is unknown (null) and a decimal comma reads as a point ('41,5'). */
const optionalNumber = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text.replace(',', '.'));
};

/** The lead time as two controls: ready stock, indent (with its weeks) or unknown. */
function LeadTimeField({ form }: { form: ProductForm }) {
  const error = form.formState.errors.lead_time?.message;
  return (
    <Controller
      control={form.control}
      name="lead_time"
      render={({ field }) => {
        const kind = field.value === 'ready' ? 'ready' : typeof field.value === 'number' ? 'indent' : '';
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Ketersediaan" hint="Tampil di samping stok di halaman produk.">
              {(control) => (
                <NativeSelect
                  {...control}
                  name="lead_time_kind"
                  value={kind}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = event.target.value;
                    field.onChange(next === 'ready' ? 'ready' : next === 'indent' ? Number.NaN : null);
                  }}
                >
                  <option value="">Tidak ditampilkan</option>
                  <option value="ready">Ready stock</option>
                  <option value="indent">Inden</option>
                </NativeSelect>
              )}
            </Field>
            {kind === 'indent' && (
              <InputField
                label="Lama inden (minggu)"
                error={error}
                required
                hint={`1 sampai ${LEAD_TIME_MAX_WEEKS} minggu.`}
                type="number"
                inputMode="numeric"
                min={1}
                max={LEAD_TIME_MAX_WEEKS}
                step={1}
                name="lead_time"
                value={Number.isNaN(field.value) ? '' : String(field.value)}
                onBlur={field.onBlur}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                }
              />
            )}
            {kind !== 'indent' && error && <p className="text-sm text-red-600 sm:col-span-2">{error}</p>}
          </div>
        );
      }}
    />
  );
}

/** Brand and model, GTIN and what government buyers ask for: TKDN, AKL/AKD, SNI, the e-Katalog listing. */
export function ProcurementSection({ form }: { form: ProductForm }) {
  const { errors } = form.formState;
  return (
    <Section
      title="Pengadaan & Merek"
      description={`Untuk pembeli instansi pemerintah: TKDN + BMP ≥ ${TKDN_PREFERENCE} % diutamakan. Kosongkan yang tidak diketahui.`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Merek" error={errors.brand?.message} {...form.register('brand')} />
        <InputField
          label="Model"
          error={errors.model?.message}
          hint="Nomor part dari pabrikan."
          {...form.register('model')}
        />
        <InputField
          label="GTIN"
          error={errors.gtin?.message}
          hint="Angka barcode: 8, 12, 13 atau 14 angka."
          inputMode="numeric"
          {...form.register('gtin')}
        />
        <InputField
          label="Garansi (bulan)"
          error={errors.warranty_months?.message}
          inputMode="numeric"
          {...form.register('warranty_months', { setValueAs: optionalNumber })}
        />
        <InputField
          label="TKDN (%)"
          error={errors.tkdn_percent?.message}
          hint="0–100, satu angka desimal."
          inputMode="decimal"
          {...form.register('tkdn_percent', { setValueAs: optionalNumber })}
        />
        <InputField
          label="BMP (%)"
          error={errors.bmp_percent?.message}
          hint="Bobot Manfaat Perusahaan, 0–15."
          inputMode="decimal"
          {...form.register('bmp_percent', { setValueAs: optionalNumber })}
        />
        <InputField
          label="Nomor sertifikat TKDN"
          error={errors.tkdn_certificate?.message}
          {...form.register('tkdn_certificate')}
        />
        <InputField
          label="Nomor izin edar"
          error={errors.akl_number?.message}
          hint="Alat kesehatan / IVD: AKL atau AKD lalu 11 angka."
          placeholder="AKL 20101812345"
          {...form.register('akl_number')}
        />
        <InputField label="SNI" error={errors.sni?.message} placeholder="SNI …" {...form.register('sni')} />
        <InputField
          label="Tautan Katalog Elektronik"
          error={errors.ekatalog_url?.message}
          hint={`Alamat produk di e-Katalog (${EKATALOG_HOSTS.join(', ')}).`}
          type="url"
          placeholder={`https://${EKATALOG_HOSTS[0]}/…`}
          {...form.register('ekatalog_url')}
        />
      </div>
      <LeadTimeField form={form} />
    </Section>
  );
}
