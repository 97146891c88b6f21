import { formatIdDateTime } from '#shared/common/format.ts';
import { QUOTE_STATUS_LABELS, type QuoteStatus } from '#shared/quote/limits.ts';
import { type QuoteSummary } from '#shared/quote/admin.ts';
import { Badge, type BadgeTone } from '#admin/components/ui/badge.tsx';

const TONES: Record<QuoteStatus, BadgeTone> = { baru: 'blue', diproses: 'amber', selesai: 'green', batal: 'slate' };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge tone={TONES[status]} className="whitespace-nowrap">
      <span data-quote-status={status}>{QUOTE_STATUS_LABELS[status]}</span>
    </Badge>
  );
}

/** "oleh Sari, 23 Nov 2026, 15.04" */
export function statusChangeText(quote: Pick<QuoteSummary, 'status_by' | 'status_at'>): string {
  return quote.status_by && quote.status_at ? `oleh ${quote.status_by}, ${formatIdDateTime(quote.status_at)}` : '';
}
