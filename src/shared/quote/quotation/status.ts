/*
 * A quotation's status, its labels and its number, without the schema library: the admin's quote
 * list shows them and loads no zod for it (the schemas are in schema.ts, which re-exports these).
 */

export const QUOTATION_STATUSES = ['draft', 'sent', 'opened', 'accepted', 'revision_requested', 'expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: 'Draf',
  sent: 'Terkirim',
  opened: 'Dibuka',
  accepted: 'Diterima',
  revision_requested: 'Minta revisi',
  expired: 'Kedaluwarsa',
};

/** The end of the valid-until day in Jakarta (UTC+7): after it the quotation has expired. */
export function validUntilEnd(validUntil: string): number {
  return Date.parse(`${validUntil}T23:59:59.999+07:00`);
}

/** Where a sent revision stands now. */
export function revisionStatus(
  revision: {
    accepted: unknown;
    revision_requests: readonly unknown[];
    opened_at: string | null;
    valid_until: string;
  },
  now: Date,
): QuotationStatus {
  if (revision.accepted) return 'accepted';
  if (revision.revision_requests.length > 0) return 'revision_requested';
  if (now.getTime() > validUntilEnd(revision.valid_until)) return 'expired';
  return revision.opened_at ? 'opened' : 'sent';
}

/** "RL-2611-0042/R1": the letter's number, the request's reference and its revision. */
export const quotationNumber = (reference: string, revision: number) => `${reference}/R${revision}`;
