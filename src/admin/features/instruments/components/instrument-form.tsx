import { useState, type FormEvent } from 'react';
import { formatPhone } from '#shared/common/phone.ts';
import type { InstrumentView } from '#shared/service/instrument.ts';
import { InputField, SelectField } from '#admin/components/ui/field.tsx';
import { Modal, ModalFormActions } from '#admin/components/ui/dialog.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { toastSuccess } from '#admin/lib/toast.ts';
import { useProductChoices, useSaveInstrument } from '../api.ts';
import { CertificatesSection } from './certificates-section.tsx';

/** The form's fields as typed (texts; numbers and ids as the inputs hold them). */
interface Draft {
  product_id: string;
  serial_number: string;
  name: string;
  institution: string;
  email: string;
  phone: string;
  delivered_on: string;
  warranty_months: string;
  calibration_interval_months: string;
  last_calibrated_on: string;
  quotation_reference: string;
}

const draftOf = (instrument: InstrumentView | null): Draft => ({
  product_id: instrument ? String(instrument.product_id) : '',
  serial_number: instrument?.serial_number ?? '',
  name: instrument?.customer.name ?? '',
  institution: instrument?.customer.institution ?? '',
  email: instrument?.customer.email ?? '',
  // Shown as people write it (0812-…); the server keeps 62….
  phone: instrument?.customer.phone ? formatPhone(instrument.customer.phone) : '',
  delivered_on: instrument?.delivered_on ?? '',
  warranty_months: instrument ? String(instrument.warranty_months) : '12',
  calibration_interval_months: instrument ? String(instrument.calibration_interval_months) : '12',
  last_calibrated_on: instrument?.last_calibrated_on ?? '',
  quotation_reference: instrument?.quotation_reference ?? '',
});

const number = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/**
 * Adding or editing an instrument. An edit is saved at the version the form opened: when someone
 * saved it meanwhile the server refuses (409) and the form says so, keeping what was typed.
 */
export function InstrumentFormDialog({
  open,
  instrument,
  onClose,
}: {
  open: boolean;
  instrument: InstrumentView | null;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(instrument));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState('');
  const products = useProductChoices();
  const save = useSaveInstrument();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const error = (field: string) => errors[field]?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    save.mutate(
      {
        id: instrument?.id,
        version: instrument?.version,
        product_id: number(draft.product_id) as number,
        serial_number: draft.serial_number,
        customer: { name: draft.name, institution: draft.institution, email: draft.email, phone: draft.phone },
        delivered_on: draft.delivered_on,
        warranty_months: number(draft.warranty_months) as number,
        calibration_interval_months: number(draft.calibration_interval_months) as number,
        last_calibrated_on: draft.last_calibrated_on || null,
        quotation_reference: draft.quotation_reference || null,
      },
      {
        onSuccess: ({ data }) => {
          toastSuccess(instrument ? 'Instrumen disimpan' : 'Instrumen ditambahkan', `SN ${data.serial_number}`);
          onClose();
        },
        onError: (failure) => {
          setErrors(failure instanceof ApiError ? (failure.errors ?? {}) : {});
          setProblem(failure instanceof Error ? failure.message : 'Gagal menyimpan');
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={instrument ? `Ubah instrumen SN ${instrument.serial_number}` : 'Tambah instrumen'}
      size="lg"
      locked={save.isPending}
      footer={<ModalFormActions form="instrument-form" busy={save.isPending} onCancel={onClose} />}
    >
      <form id="instrument-form" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
            {problem}
          </p>
        )}
        <SelectField
          label="Produk"
          required
          value={draft.product_id}
          onChange={set('product_id')}
          error={error('product_id')}
        >
          <option value="">Pilih produk…</option>
          {(products.data ?? []).map((product) => (
            <option key={product.id} value={product.id}>
              {product.name} ({product.sku})
            </option>
          ))}
        </SelectField>
        <InputField
          label="Nomor seri"
          required
          value={draft.serial_number}
          onChange={set('serial_number')}
          error={error('serial_number')}
        />
        <InputField
          label="Nama pelanggan"
          required
          value={draft.name}
          onChange={set('name')}
          error={error('customer.name')}
        />
        <InputField
          label="Institusi"
          value={draft.institution}
          onChange={set('institution')}
          error={error('customer.institution')}
        />
        <InputField
          label="Email pelanggan"
          type="email"
          value={draft.email}
          onChange={set('email')}
          error={error('customer.email')}
        />
        <InputField
          label="Telepon/WhatsApp"
          value={draft.phone}
          onChange={set('phone')}
          error={error('customer.phone')}
        />
        <InputField
          label="Tanggal kirim"
          required
          type="date"
          value={draft.delivered_on}
          onChange={set('delivered_on')}
          error={error('delivered_on')}
        />
        <InputField
          label="Masa garansi (bulan)"
          required
          inputMode="numeric"
          value={draft.warranty_months}
          onChange={set('warranty_months')}
          error={error('warranty_months')}
        />
        <InputField
          label="Interval kalibrasi (bulan)"
          hint="0 bila tidak perlu kalibrasi"
          inputMode="numeric"
          value={draft.calibration_interval_months}
          onChange={set('calibration_interval_months')}
          error={error('calibration_interval_months')}
        />
        <InputField
          label="Kalibrasi terakhir"
          type="date"
          value={draft.last_calibrated_on}
          onChange={set('last_calibrated_on')}
          error={error('last_calibrated_on')}
        />
        <InputField
          label="Nomor penawaran"
          value={draft.quotation_reference}
          onChange={set('quotation_reference')}
          error={error('quotation_reference')}
        />
      </form>
      {instrument && <CertificatesSection instrument={instrument} />}
    </Modal>
  );
}
