import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminQuote } from '#shared/quote/admin.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import { Input, InputField } from '#admin/components/ui/field.tsx';
import { Modal, ModalFormActions } from '#admin/components/ui/dialog.tsx';
import { ApiError, api } from '#admin/lib/api-client.ts';
import { toastSuccess } from '#admin/lib/toast.ts';

type Revision = AdminQuote['quotation']['revisions'][number];

/** One field per unit sold: a quotation line of 3 pH meters gives three serial number fields. */
function unitSlots(revision: Revision) {
  return revision.lines.flatMap((line) =>
    line.product_id === null
      ? []
      : Array.from({ length: line.quantity }, (_, index) => ({
          key: `${line.product_id}-${index}`,
          product_id: line.product_id!,
          label: `${line.description} (${index + 1}/${line.quantity})`,
        })),
  );
}

/**
 * 'Catat unit terkirim': the serial numbers of the units delivered against the accepted quotation,
 * each becoming an instrument (docs/after-sales.md). Empty fields are units not delivered yet; units
 * recorded before are kept as they are, so sending again is safe.
 */
export function DeliveredUnitsDialog({
  reference,
  revision,
  onClose,
}: {
  reference: string;
  revision: Revision;
  onClose: () => void;
}) {
  const slots = unitSlots(revision);
  const [deliveredOn, setDeliveredOn] = useState(() => jakartaTime(new Date()).date);
  const [serials, setSerials] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api.post<{ created: number }>(`/api/admin/quotes/${encodeURIComponent(reference)}/instruments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['instruments'] }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = slots.filter((slot) => (serials[slot.key] ?? '').trim());
    setProblem('');
    setErrors({});
    if (filled.length === 0) {
      setProblem('Isi nomor seri minimal satu unit.');
      return;
    }
    const units = filled.map((slot) => ({ product_id: slot.product_id, serial_number: serials[slot.key]! }));
    save.mutate(
      { delivered_on: deliveredOn, units },
      {
        onSuccess: ({ created }) => {
          toastSuccess('Unit terkirim dicatat', `${created} instrumen baru`);
          onClose();
        },
        onError: (failure) => {
          setProblem(failure instanceof Error ? failure.message : 'Gagal menyimpan');
          const found: Record<string, string> = {};
          for (const [path, messages] of Object.entries(failure instanceof ApiError ? (failure.errors ?? {}) : {})) {
            const index = /^units\.(\d+)\./.exec(path)?.[1];
            if (index !== undefined && filled[Number(index)]) found[filled[Number(index)]!.key] = messages[0]!;
            if (path === 'delivered_on') found.delivered_on = messages[0]!;
          }
          setErrors(found);
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title="Catat unit terkirim"
      description="Nomor seri tiap unit yang dikirim; kosongkan unit yang belum dikirim."
      size="lg"
      locked={save.isPending}
      footer={<ModalFormActions form="delivered-units-form" busy={save.isPending} onCancel={onClose} />}
    >
      <form id="delivered-units-form" noValidate onSubmit={submit} className="space-y-4">
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        )}
        <InputField
          label="Tanggal kirim"
          type="date"
          required
          value={deliveredOn}
          onChange={(event) => setDeliveredOn(event.target.value)}
          error={errors.delivered_on}
        />
        {slots.map((slot) => (
          <label key={slot.key} className="block space-y-1.5 text-sm font-medium text-slate-700">
            <span>Nomor seri {slot.label}</span>
            <Input
              value={serials[slot.key] ?? ''}
              invalid={Boolean(errors[slot.key])}
              onChange={(event) => setSerials((current) => ({ ...current, [slot.key]: event.target.value }))}
            />
            {errors[slot.key] && <span className="block text-xs text-red-700">{errors[slot.key]}</span>}
          </label>
        ))}
      </form>
    </Modal>
  );
}
