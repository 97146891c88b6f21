import { useState } from 'react';
import { Link } from '#admin/lib/navigation.tsx';
import { formatIdDateTime, formatIdr } from '#shared/common/format.ts';
import type { AdminQuote } from '#shared/quote/admin.ts';
import { QUOTATION_STATUS_LABELS, quotationNumber, type QuotationStatus } from '#shared/quote/quotation/status.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { cx } from '#admin/lib/cx.ts';
import { paths } from '#admin/paths.ts';
import { DeliveredUnitsDialog } from './delivered-units-dialog.tsx';

const TONES: Record<QuotationStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  sent: 'bg-sky-50 text-sky-800',
  opened: 'bg-indigo-50 text-indigo-800',
  accepted: 'bg-emerald-50 text-emerald-800',
  revision_requested: 'bg-amber-50 text-amber-800',
  expired: 'bg-red-50 text-red-800',
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  return (
    <span
      className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}
      data-quotation-status={status}
    >
      {QUOTATION_STATUS_LABELS[status]}
    </span>
  );
}

/** The request's formal quotation: its status, 'Buat penawaran resmi', and every sent revision. */
export function QuotationCard({ quote }: { quote: AdminQuote }) {
  const { quotation } = quote;
  const started = quotation.draft !== null || quotation.revisions.length > 0;
  const accepted = quotation.revisions.findLast((revision) => revision.accepted);
  const [delivering, setDelivering] = useState(false);
  return (
    <Card className="h-fit" data-quotation-card>
      <CardHeader
        title="Penawaran resmi"
        description={started ? undefined : 'Surat penawaran dengan harga, diskon, PPN, PDF dan tautan pribadi pembeli.'}
        actions={
          <Link to={`${paths.quote(quote.reference)}/penawaran`} className={buttonClass('primary', 'sm')}>
            {started ? 'Ubah penawaran' : 'Buat penawaran resmi'}
          </Link>
        }
      />
      {started && (
        <div className="space-y-3 p-4 text-sm sm:p-6">
          <div className="flex items-center gap-2">
            <QuotationStatusBadge status={quotation.status} />
            {quotation.draft && quotation.revisions.length === 0 && (
              <span className="text-xs text-slate-500">Draf {formatIdr(quotation.draft.total)}</span>
            )}
          </div>
          <ol className="divide-y divide-slate-100" aria-label="Revisi terkirim">
            {[...quotation.revisions].reverse().map((revision) => (
              <li key={revision.revision} className="py-2" data-quotation-revision={revision.revision}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">
                    {quotationNumber(quote.reference, revision.revision)} · {formatIdr(revision.total)}
                  </span>
                  <QuotationStatusBadge status={revision.status} />
                </div>
                <p className="text-xs text-slate-500">
                  Dikirim {formatIdDateTime(revision.sent_at)} oleh {revision.sent_by}
                  {revision.opened_at && ` · dibuka ${formatIdDateTime(revision.opened_at)}`}
                </p>
                {revision.accepted && (
                  <p className="text-xs font-medium text-emerald-800">
                    Diterima {revision.accepted.name}
                    {revision.accepted.position && `, ${revision.accepted.position}`}
                    {revision.accepted.po_number && ` · PO ${revision.accepted.po_number}`} ·{' '}
                    {formatIdDateTime(revision.accepted.at)}
                  </p>
                )}
                {revision === accepted && (
                  <Button size="sm" variant="secondary" className="mt-2" onClick={() => setDelivering(true)}>
                    Catat unit terkirim
                  </Button>
                )}
                {revision.revision_requests.map((request) => (
                  <p key={request.at} className="text-xs text-amber-800">
                    Minta revisi ({formatIdDateTime(request.at)}): {request.message}
                  </p>
                ))}
                <p className="mt-1 flex gap-3 text-xs">
                  <a href={revision.url} target="_blank" rel="noopener" className="text-brand-700 hover:underline">
                    Halaman pembeli
                  </a>
                  <a href={revision.pdf_url} target="_blank" rel="noopener" className="text-brand-700 hover:underline">
                    PDF
                  </a>
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {delivering && accepted && (
        <DeliveredUnitsDialog reference={quote.reference} revision={accepted} onClose={() => setDelivering(false)} />
      )}
    </Card>
  );
}
