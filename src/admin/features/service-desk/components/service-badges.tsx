import { SERVICE_STATUS_LABELS, type ServiceStatus } from '#shared/service/status.ts';
import { Badge, type BadgeTone } from '#admin/components/ui/badge.tsx';

const TONES: Record<ServiceStatus, BadgeTone> = {
  diterima: 'blue',
  dijadwalkan: 'violet',
  dikerjakan: 'teal',
  menunggu_suku_cadang: 'amber',
  selesai: 'green',
  dikirim: 'green',
  batal: 'slate',
};

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  return <Badge tone={TONES[status]}>{SERVICE_STATUS_LABELS.id[status]}</Badge>;
}

/** Not answered within one working day (the shared overdue rule). */
export function OverdueBadge() {
  return (
    <Badge tone="red" className="font-semibold">
      Terlambat
    </Badge>
  );
}
