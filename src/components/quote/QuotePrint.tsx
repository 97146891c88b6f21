import { useEffect, useState } from 'react';
import { formatIdr } from '#shared/common/format.ts';
import { formatPhone, normalizePhone } from '#shared/common/phone.ts';
import { quoteLineNote, quoteLineShare, quoteTotals, type QuoteAnswer } from '#shared/quote/request.ts';
import { sentQuote } from './quote-list.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { quoteListPath } from '#shared/i18n/paths.ts';
import { QUOTE_PRINT_TEXT as TEXT, letterDate } from './quote-print-text.ts';

/** The word the logo image spells. */
const LOGO_WORD = 'RawLab';

type View = { state: 'loading' } | { state: 'missing'; reference: string } | { state: 'ready'; quote: QuoteAnswer };

/** The quotation letter of a request this browser sent, found by `?ref=`. */
export default function QuotePrint({ lang }: { lang: Lang }) {
  const t = TEXT[lang];
  const [view, setView] = useState<View>({ state: 'loading' });

  useEffect(() => {
    const reference = new URLSearchParams(location.search).get('ref') ?? '';
    const quote = reference ? sentQuote(reference) : null;
    setView(quote ? { state: 'ready', quote } : { state: 'missing', reference });
    if (quote) document.title = t.documentTitle(quote.reference, quote.seller.company_name);
  }, [t]);

  if (view.state === 'loading') return <div className="quote-sheet mx-auto h-[60vh] max-w-[210mm] bg-white" />;
  if (view.state === 'missing') {
    return (
      <section className="container-site py-12 text-center" data-quote-print-missing>
        <h1 className="text-2xl font-semibold text-slate-900">{t.missing}</h1>
        <p className="mx-auto mt-3 max-w-lg text-slate-600">
          {view.reference ? t.notStored(view.reference) : t.noReference} {t.missingLead}
        </p>
        <a href={quoteListPath(lang)} className="btn-primary mt-6">
          {t.toList}
        </a>
      </section>
    );
  }
  return <Letter quote={view.quote} lang={lang} />;
}

function Letter({ quote, lang }: { quote: QuoteAnswer; lang: Lang }) {
  const t = TEXT[lang];
  const { seller, customer } = quote;
  const recipient = [customer.name, customer.institution, customer.city].filter(Boolean);
  const { leftOut } = quoteTotals(quote.lines);
  // Settings keep the company phone as typed: written the way every other number on the site is.
  const sellerPhone = formatPhone(normalizePhone(seller.company_phone));
  const nameIsLogo = seller.company_name.trim().toLowerCase() === LOGO_WORD.toLowerCase();
  return (
    <>
      <div className="container-site mb-6 flex flex-wrap items-center justify-between gap-3" data-no-print>
        <a
          href={quoteListPath(lang)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          {t.backToList}
        </a>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      <article
        className="quote-sheet mx-auto w-full max-w-[210mm] bg-white px-4 py-6 text-[13px] leading-normal break-words text-slate-900 shadow-lg sm:px-[16mm] sm:py-[14mm]"
        data-quote-letter={quote.reference}
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand-800 pb-4">
          <div>
            {/* The letterhead names the company once, and the rest of the letter says 'kami'. When the
                name is the logo's own word the logo says it (as its alt text); otherwise the name
                (a legal name, say) follows the logo. */}
            <img
              src="/logo.svg"
              alt={nameIsLogo ? seller.company_name : ''}
              width={100}
              height={28}
              className="h-7 w-[100px]"
              data-letter-company={nameIsLogo ? '' : undefined}
            />
            {!nameIsLogo && (
              <p className="mt-2 text-lg font-bold tracking-tight text-brand-900" data-letter-company>
                {seller.company_name}
              </p>
            )}
          </div>
          <address className="min-w-0 text-xs leading-snug text-slate-600 not-italic sm:max-w-[60%] sm:text-right">
            {seller.company_address}
            <br />
            {t.phone} {sellerPhone} · {seller.company_email}
          </address>
        </header>

        <h1 className="mt-5 text-center text-base font-bold tracking-wide uppercase">{t.heading}</h1>
        <table className="mt-3 text-sm">
          <tbody>
            <tr>
              <th scope="row" className="pr-4 text-left font-normal text-slate-600">
                {t.number}
              </th>
              <td className="font-mono font-semibold">{quote.reference}</td>
            </tr>
            <tr>
              <th scope="row" className="pr-4 text-left font-normal text-slate-600">
                {t.date}
              </th>
              <td>{letterDate(quote.created_at, lang)}</td>
            </tr>
            <tr>
              <th scope="row" className="pr-4 text-left font-normal text-slate-600">
                {t.validUntil}
              </th>
              <td>
                {letterDate(quote.valid_until, lang)} ({t.days(quote.validity_days)})
              </td>
            </tr>
          </tbody>
        </table>

        <div className="mt-4">
          <p>{t.to}</p>
          {recipient.length ? (
            recipient.map((line) => (
              <p key={line} className="font-semibold">
                {line}
              </p>
            ))
          ) : (
            <p className="font-semibold">{t.applicant}</p>
          )}
          {customer.phone && (
            <p data-letter-phone>
              {t.phoneWa}: {formatPhone(customer.phone)}
            </p>
          )}
          {customer.email && <p>Email: {customer.email}</p>}
        </div>

        <p className="mt-4">{t.opening}</p>

        <table className="mt-4 w-full border-collapse text-left text-[12px]">
          <thead>
            <tr className="border-y border-slate-400 bg-slate-50">
              <th scope="col" className="hidden px-2 py-2 text-center sm:table-cell">
                No
              </th>
              <th scope="col" className="px-2 py-2">
                {t.product}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                {t.quantity}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                {t.unitPrice}
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => {
              const note = quoteLineNote(line, lang);
              const share = quoteLineShare(line);
              return (
                <tr key={line.product_id} className="border-b border-slate-200 align-top" data-letter-line={line.sku}>
                  <td className="hidden px-2 py-1.5 text-center tabular-nums sm:table-cell">{index + 1}</td>
                  <td className="px-2 py-1.5">
                    <span className="font-medium">{line.name}</span>
                    <span className="block font-mono text-[11px] text-slate-500">SKU {line.sku}</span>
                    {line.unit_price !== null && (
                      <span className="block text-[11px] text-slate-600 tabular-nums sm:hidden">
                        @ {formatIdr(line.unit_price)}
                      </span>
                    )}
                    {note && <span className="block text-[11px] font-medium text-amber-800">{note}</span>}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{line.quantity}</td>
                  <td className="hidden px-2 py-1.5 text-right whitespace-nowrap tabular-nums sm:table-cell">
                    {line.unit_price === null ? '—' : formatIdr(line.unit_price)}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">
                    {line.subtotal === null ? (
                      '—'
                    ) : (
                      <span className={`whitespace-nowrap ${share.counted === 0 ? 'text-slate-600 line-through' : ''}`}>
                        {formatIdr(line.subtotal)}
                      </span>
                    )}
                    {line.subtotal !== null && share.leftOutQuantity > 0 && share.counted > 0 && (
                      <span className="block text-[11px] whitespace-nowrap text-slate-600">
                        {t.inTotal} {formatIdr(share.counted)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-400">
              {/* Under 640 px two columns are hidden: the label spans what is left. */}
              <th scope="row" colSpan={2} className="px-2 py-2 text-right sm:hidden">
                {t.total}
              </th>
              <th scope="row" colSpan={4} className="hidden px-2 py-2 text-right sm:table-cell">
                {t.total}
              </th>
              <td className="px-2 py-2 text-right font-bold whitespace-nowrap tabular-nums" data-letter-total>
                {formatIdr(quote.total)}
              </td>
            </tr>
            {leftOut > 0 && (
              <tr>
                <td colSpan={5} className="px-2 pt-1 text-right text-[11px] text-slate-600">
                  {t.leftOut(formatIdr(leftOut))}
                </td>
              </tr>
            )}
          </tfoot>
        </table>

        {customer.notes && (
          <div className="mt-4">
            <p className="font-semibold">{t.notes}</p>
            <p className="whitespace-pre-line">{customer.notes}</p>
          </div>
        )}

        <div className="mt-4">
          <p className="font-semibold">{t.terms}</p>
          <ol className="list-decimal pl-5">
            <li>{t.termPrices}</li>
            <li>{t.termValidity(quote.validity_days, letterDate(quote.valid_until, lang))}</li>
            <li>{t.termStock}</li>
            <li>{t.termWarranty}</li>
          </ol>
        </div>

        <div className="mt-6 flex justify-end">
          <div className="w-56 max-w-full text-center">
            <p>{t.regards}</p>
            <p className="mt-14 border-t border-slate-400 pt-1 font-semibold">{t.sales}</p>
          </div>
        </div>
      </article>
    </>
  );
}
