import { useEffect, useRef, type Ref } from 'react';
import { formatIdr } from '#shared/common/format.ts';
import { quoteMessage, type QuoteAnswer, type QuoteLineStatus } from '#shared/quote/request.ts';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { cataloguePath, quotePrintPath } from '#shared/i18n/paths.ts';
import { QUOTE_TEXT } from './quote-text.ts';

const FLAGGED: Exclude<QuoteLineStatus, 'available'>[] = ['limited', 'out_of_stock', 'unavailable'];

/** Why lines were flagged, in the words of their real reason: "1 produk diminta melebihi stok (sisanya inden), 1 produk stok habis". */
export function flaggedSummary(lines: QuoteAnswer['lines'], lang: Lang): string {
  const t = QUOTE_TEXT[lang];
  return FLAGGED.map((status) => [lines.filter((line) => line.status === status).length, t.flags[status]] as const)
    .filter(([count]) => count > 0)
    .map(([count, words]) => t.flagCount(count, words))
    .join(', ');
}

/** The print view of a sent request, in `lang`. */
export const printPath = (reference: string, lang: Lang) =>
  `${quotePrintPath(lang).replace(/\/$/, '')}?ref=${encodeURIComponent(reference)}`;

/** After sending: the reference, 'Buka WhatsApp' (in case the new tab was blocked) and the letter. */
export function SentPanel({ quote, lang }: { quote: QuoteAnswer; lang: Lang }) {
  const t = QUOTE_TEXT[lang];
  const url = whatsappUrl(quote.whatsapp_number, quoteMessage(quote, lang));
  const flagged = flaggedSummary(quote.lines, lang);
  const card = useRef<HTMLElement>(null);
  // The form it replaces was far taller: bring the confirmation on screen and move the focus to it, so
  // neither a phone (left looking at the footer) nor a screen reader misses it.
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={card}
      tabIndex={-1}
      aria-labelledby="quote-sent-title"
      className="card mx-auto max-w-2xl scroll-mt-24 p-6 text-center focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-10"
      data-quote-sent={quote.reference}
    >
      <p id="quote-sent-title" className="text-sm font-semibold tracking-wide text-teal-700 uppercase">
        {t.sent}
      </p>
      <h2 className="mt-2 text-2xl font-semibold text-slate-900">
        {t.reference} <span className="font-mono">{quote.reference}</span>
      </h2>
      <p className="mt-3 text-slate-600">
        {t.sentLead(quote.lines.length, formatIdr(quote.total))}
        {flagged && t.sentFlagged(flagged)}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={url} target="_blank" rel="noopener" className="btn-whatsapp">
          {t.openWhatsApp}
        </a>
        <a href={printPath(quote.reference, lang)} className="btn-secondary">
          {t.letter}
        </a>
      </div>
      <a
        href={cataloguePath(lang)}
        className="mt-6 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        {t.backToCatalogue}
      </a>
    </section>
  );
}

/** No products on the list yet. */
export function EmptyList({ lang }: { lang: Lang }) {
  const t = QUOTE_TEXT[lang];
  return (
    <section className="card mx-auto max-w-xl px-6 py-14 text-center" data-quote-empty>
      <h2 className="text-xl font-semibold text-slate-900">{t.empty}</h2>
      <p className="mt-2 text-slate-600">{t.emptyLead}</p>
      <a href={cataloguePath(lang)} className="btn-primary mt-6">
        {t.browse}
      </a>
    </section>
  );
}

/**
 * Until the list is read from this browser's storage (never in the prerendered page): the list's
 * skeleton, or, when the page's first script found no products (`<html data-quote-list="empty">`,
 * quote-list-early.ts), the empty list itself, which is then all the page shows: the island does not
 * start for an empty list (client-quote-list.ts).
 */
export function QuoteSkeleton({ lang }: { lang: Lang }) {
  return (
    <>
      <div
        className="grid gap-8 lg:grid-cols-12 [[data-quote-list=empty]_&]:hidden"
        aria-busy="true"
        aria-label={QUOTE_TEXT[lang].loading}
      >
        <div className="h-64 animate-skeleton rounded-2xl bg-slate-100 lg:col-span-7" />
        <div className="h-96 animate-skeleton rounded-2xl bg-slate-100 lg:col-span-5" />
      </div>
      <div className="hidden [[data-quote-list=empty]_&]:block">
        <EmptyList lang={lang} />
      </div>
    </>
  );
}

/** Said after a line is removed, with the way back; its button takes the focus when the list empties. */
export function UndoRemoval({
  name,
  onUndo,
  buttonRef,
  lang,
}: {
  name: string;
  onUndo: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  lang: Lang;
}) {
  const t = QUOTE_TEXT[lang];
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700"
      data-quote-undo
    >
      <span className="min-w-0 break-words">{t.removed(name)}</span>
      <button
        ref={buttonRef}
        type="button"
        onClick={onUndo}
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t.undo}
      </button>
    </div>
  );
}
