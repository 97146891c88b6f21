export { deliverQuotation } from './delivery.ts';
export { quotationLetter, quotationPdfName } from './letters.ts';
export { isBuyerView, openQuotation, privately } from './page/access.ts';
export { type FormState, PAGE_CSP, quotationErrorHtml, quotationPageHtml } from './page/html.ts';
export { quotationPipeline } from './pipeline.ts';
export { notifyQuotationAccepted, notifyRevisionRequested } from './quotation-mails.ts';
export {
  acceptQuotation,
  adminQuotation,
  buyerQuotation,
  markOpened,
  missingLetterSettings,
  type OpenedQuotation,
  readQuotation,
  requestQuotationRevision,
  saveQuotationDraft,
  starterDraft,
} from './quotations.ts';
export { listQuoteRequests, quoteCounts, quoteRequest, storeQuoteRequest } from './requests.ts';
export { changeQuoteStatus } from './request-status.ts';
export { notifyNewQuote } from './request-mail.ts';
