import { previousQuoteMonth, quoteMonth } from '#shared/quote/request.ts';
import { type QuoteSummary } from '#shared/quote/admin.ts';
import type { QuotationPipeline } from '#shared/quote/quotation/schema.ts';
import type { Deps } from '../../deps.ts';
import { allQuoteRows } from './requests.ts';

/*
 * The dashboard's pipeline: requests → quotations sent → accepted, this month and last (Jakarta
 * months), read from the inbox rows, which carry each quotation's state.
 */

const monthOf = (iso: string | null | undefined) => (iso ? quoteMonth(new Date(iso)) : null);

function pipelineMonth(rows: readonly QuoteSummary[], month: string): QuotationPipeline['this_month'] {
  const requested = rows.filter((row) => monthOf(row.created_at) === month);
  const accepted = rows.filter((row) => monthOf(row.quotation?.accepted_at) === month);
  const requestedAndAccepted = requested.filter((row) => row.quotation?.accepted_at).length;
  return {
    month,
    requests: requested.length,
    sent: rows.filter((row) => monthOf(row.quotation?.first_sent_at) === month).length,
    accepted: accepted.length,
    accepted_value: accepted.reduce((sum, row) => sum + (row.quotation?.total ?? 0), 0),
    request_to_accepted_rate:
      requested.length === 0 ? null : Math.round((requestedAndAccepted / requested.length) * 1000) / 10,
  };
}

export async function quotationPipeline(deps: Deps): Promise<QuotationPipeline> {
  const rows = await allQuoteRows(deps);
  const now = deps.now();
  const thisMonth = quoteMonth(now);
  const lastMonth = previousQuoteMonth(now);
  return { this_month: pipelineMonth(rows, thisMonth), last_month: pipelineMonth(rows, lastMonth) };
}
