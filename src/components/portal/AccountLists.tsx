import type { ReactNode } from 'react';
import { formatIdr } from '#shared/common/format.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import type { PortalAccount } from '#shared/portal/account.ts';
import { badge, instrumentRows, linkButton, serviceRequestRows } from './AfterSalesLists.tsx';
import { PORTAL_TEXT, portalDate } from './portal-text.ts';

/** One section of the account: its heading, its rows, or a sentence saying there is nothing yet. */
function Section({ id, title, empty, children }: { id: string; title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby={`portal-${id}`} className="card p-5 sm:p-6" data-portal-section={id}>
      <h2 id={`portal-${id}`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">{children}</ul>
      )}
    </section>
  );
}

/** The signed-in customer's quotations, quotation requests, instruments and service requests. */
export function AccountLists({ account, lang }: { account: PortalAccount; lang: Lang }) {
  const t = PORTAL_TEXT[lang];
  return (
    <div className="grid gap-6">
      <Section id="quotations" title={t.quotations} empty={t.quotationsEmpty}>
        {account.quotations.map((quotation) => (
          <li
            key={quotation.reference}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
            data-portal-quotation={quotation.reference}
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold text-slate-900">{quotation.number}</span>
                <span className={badge}>{t.quotationStatus[quotation.status]}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t.total} <span className="font-semibold text-slate-900">{formatIdr(quotation.total)}</span> ·{' '}
                {t.validUntil} {portalDate(quotation.valid_until, lang)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <a href={quotation.url} className={linkButton} aria-label={t.viewLabel(quotation.number)}>
                {t.view}
              </a>
              <a href={quotation.pdf_url} className={linkButton} aria-label={t.pdfLabel(quotation.number)}>
                {t.pdf}
              </a>
            </div>
          </li>
        ))}
      </Section>
      <Section id="quotes" title={t.quotes} empty={t.quotesEmpty}>
        {account.quotes.map((quote) => (
          <li key={quote.reference} className="py-4" data-portal-quote={quote.reference}>
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold text-slate-900">{quote.reference}</span>
              <span className={badge}>{t.quoteStatus[quote.status]}</span>
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t.requestedOn} {portalDate(quote.created_at, lang)} · {t.total}{' '}
              <span className="font-semibold text-slate-900">{formatIdr(quote.total)}</span>
            </p>
            <p className="mt-1 text-sm break-words text-slate-700">
              {quote.items.map((item) => `${item.name} × ${item.quantity}`).join(', ')}
            </p>
          </li>
        ))}
      </Section>
      <Section id="instruments" title={t.instruments} empty={t.instrumentsEmpty}>
        {instrumentRows(account, lang)}
      </Section>
      <Section id="service-requests" title={t.serviceRequests} empty={t.serviceRequestsEmpty}>
        {serviceRequestRows(account, lang)}
      </Section>
    </div>
  );
}
