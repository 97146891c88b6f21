import { useState } from 'react';
import type { AdminServiceRequest } from '#shared/service/admin.ts';
import { SERVICE_STATUS_LABELS, SERVICE_STATUSES, type ServiceStatus } from '#shared/service/status.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { controlClass } from '#admin/components/ui/field.tsx';
import { ApiError, errorText } from '#admin/lib/api-client.ts';
import { toastSuccess } from '#admin/lib/toast.ts';
import { useUpdateServiceRequest } from '../api.ts';

/**
 * The status, the assignee and the internal notes, saved together against the status this screen
 * last read: when another admin moved it meanwhile, the server refuses (409) and the card says so
 * where the admin is looking, with the request read again underneath.
 */
export function ServiceStatusCard({ request }: { request: AdminServiceRequest }) {
  const update = useUpdateServiceRequest(request.reference);
  const [status, setStatus] = useState<ServiceStatus>(request.status);
  const [assignee, setAssignee] = useState(request.assignee);
  const [notes, setNotes] = useState(request.internal_notes);
  const [problem, setProblem] = useState<{ conflict: boolean; text: string } | null>(null);

  const save = () => {
    setProblem(null);
    update.mutate(
      { status, expected_status: request.status, assignee, internal_notes: notes },
      {
        onSuccess: (saved) =>
          toastSuccess('Tersimpan', `${saved.reference}: ${SERVICE_STATUS_LABELS.id[saved.status]}`),
        onError: (error) =>
          setProblem({
            conflict: error instanceof ApiError && error.status === 409,
            text: errorText(error, 'Gagal menyimpan. Coba lagi.'),
          }),
      },
    );
  };

  return (
    <Card className="h-fit">
      <CardHeader
        title="Status & petugas"
        description={`Status saat ini: ${SERVICE_STATUS_LABELS.id[request.status]}`}
      />
      <div className="space-y-4 px-4 pb-5 sm:px-6">
        <div className="block text-sm font-medium text-slate-700">
          <label className="block" htmlFor="service-status">
            Status
          </label>
          <select
            id="service-status"
            className={controlClass(false, 'mt-1')}
            value={status}
            onChange={(event) => setStatus(event.target.value as ServiceStatus)}
          >
            {SERVICE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SERVICE_STATUS_LABELS.id[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="block text-sm font-medium text-slate-700">
          <label className="block" htmlFor="service-petugas">
            Petugas
          </label>
          <input
            id="service-petugas"
            className={controlClass(false, 'mt-1')}
            value={assignee}
            maxLength={120}
            onChange={(event) => setAssignee(event.target.value)}
          />
        </div>
        <div className="block text-sm font-medium text-slate-700">
          <label className="block" htmlFor="service-catatan-internal">
            Catatan internal
          </label>
          <textarea
            id="service-catatan-internal"
            className={controlClass(false, 'mt-1 min-h-24')}
            value={notes}
            maxLength={4000}
            onChange={(event) => setNotes(event.target.value)}
          />
          <span className="mt-1 block text-xs font-normal text-slate-500">Tidak terlihat oleh pelanggan.</span>
        </div>
        {problem && (
          <div
            role="alert"
            className={
              problem.conflict
                ? 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900'
                : 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800'
            }
            data-service-conflict={problem.conflict ? 'true' : undefined}
          >
            {problem.conflict && <strong className="block">Diubah oleh admin lain</strong>}
            {problem.text}
          </div>
        )}
        <Button onClick={save} busy={update.isPending} className="w-full">
          Simpan
        </Button>
      </div>
    </Card>
  );
}
