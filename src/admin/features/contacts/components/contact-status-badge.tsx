import { CONTACT_STATUS_LABELS, type ContactStatus } from '#shared/inbox/contact-limits.ts';
import { Badge, type BadgeTone } from '#admin/components/ui/badge.tsx';

const TONES: Record<ContactStatus, BadgeTone> = { new: 'blue', in_progress: 'amber', done: 'green' };

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <Badge tone={TONES[status]}>{CONTACT_STATUS_LABELS[status]}</Badge>;
}
