import type { Deps } from '#server/deps.ts';
import { indexQuoteEmail, requestsMissingFromEmailIndex } from '../../quotes/email-index.ts';
import { quoteRowsWithoutRequest, storeStandInRequest } from '../../quotes/requests.ts';
import { repairIf, type CheckOptions, type Finding } from './findings.ts';

/*
 * The store check's part on quote requests: an inbox row whose request details were never stored
 * gets a stand-in request made from the row, so the customer is not lost; a request with an email
 * missing from the email index (stored before it existed) is indexed, so the customer portal finds it.
 */

export async function checkQuoteRows(
  deps: Deps,
  options: CheckOptions,
  note: (finding: Finding) => Finding,
): Promise<void> {
  for (const row of await quoteRowsWithoutRequest(deps, options)) {
    const finding = note({
      kind: 'quote-row-without-request',
      detail: `quote request ${row.reference} (${row.name || 'no name'}) is listed but its details were never stored; a stand-in from its inbox row keeps the customer`,
    });
    await repairIf(options, finding, () => storeStandInRequest(deps, row));
  }
  for (const { reference, email } of await requestsMissingFromEmailIndex(deps)) {
    const finding = note({
      kind: 'quote-without-email-index',
      detail: `quote request ${reference} has an email the customer portal's index does not list`,
    });
    await repairIf(options, finding, () => indexQuoteEmail(deps, email, reference));
  }
}
