import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductListItem } from '#shared/product/views.ts';
import { formatIdr } from '#shared/common/format.ts';
import { quoteTotals } from '#shared/quote/request.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from '#shared/common/captcha-message.ts';
import { fetchProductsByIds, fetchSettings } from '#lib/browser/api.ts';
import { fieldMessages } from '#shared/common/field-messages.ts';
import { businessHoursNote } from '#shared/whatsapp/business-hours.ts';
import CaptchaFacade from './CaptchaFacade.tsx';
import { FIELDS } from './quote-fields.ts';
import { useQuoteCaptcha } from './use-quote-captcha.ts';
import { useQuoteSend, warmRequestSchema } from './use-quote-send.ts';
import { QuoteItemRow, quoteRowLine } from './QuoteItemRow.tsx';
import type { Lang } from '#shared/i18n/lang.ts';
import { validationMessage } from '#shared/i18n/messages/validation.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { EmptyList, QuoteSkeleton, SentPanel, UndoRemoval } from './QuotePanels.tsx';
import {
  $quoteList,
  followOtherTabs,
  removeFromQuote,
  restoreQuoteItem,
  setQuoteCustomer,
  type QuoteListItem,
} from './quote-list.ts';

interface Props {
  turnstileSiteKey?: string;
  lang: Lang;
}

type Fresh = { state: 'loading' } | { state: 'ready'; byId: Map<number, ProductListItem> } | { state: 'failed' };

/** Shown when the send finds no network: nothing was sent, and the solved check is kept for the retry. */
export const QUOTE_OFFLINE_MESSAGE = QUOTE_TEXT.id.offline;

/** Fresh prices and stock for the listed products (never the ones kept in the browser). */
async function freshProducts(ids: number[]): Promise<Map<number, ProductListItem>> {
  const page = await fetchProductsByIds(ids);
  return new Map(page.data.map((item) => [item.id, item]));
}

/**
 * 'Daftar Penawaran': the visitor's list with fresh prices, quantities and details, sent as one
 * request (use-quote-send.ts) behind the human check (use-quote-captcha.ts).
 */
export default function QuotePage({ turnstileSiteKey, lang }: Props) {
  const t = QUOTE_TEXT[lang];
  const list = useStore($quoteList);
  const [mounted, setMounted] = useState(false);
  const [fresh, setFresh] = useState<Fresh>({ state: 'loading' });
  const [removed, setRemoved] = useState<{ item: QuoteListItem; index: number } | null>(null);
  const itemsList = useRef<HTMLUListElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  /** After a removal, the row whose remove button takes the focus (-1: the undo button). */
  const focusAfterRemoval = useRef<number | null>(null);
  const formId = useId();

  useEffect(() => {
    followOtherTabs();
    setMounted(true);
  }, []);

  const ids = list.items.map((item) => item.id);
  const idsKey = [...ids].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!mounted || !idsKey) return;
    let cancelled = false;
    freshProducts(idsKey.split(',').map(Number))
      .then((byId) => !cancelled && setFresh({ state: 'ready', byId }))
      .catch((error: unknown) => {
        console.error('Gagal mengambil produk', error);
        if (!cancelled) setFresh({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [mounted, idsKey]);

  const captcha = useQuoteCaptcha({ enabled: mounted && list.items.length > 0, turnstileSiteKey, lang });
  const { submit, sending, problem, sent } = useQuoteSend({ list, lang, formId, captcha });
  const touchForm = () => {
    warmRequestSchema();
    captcha.want();
  };

  // Outside business hours the request still goes; the page says when the team replies.
  const [hoursNote, setHoursNote] = useState<string | null>(null);
  useEffect(() => {
    void fetchSettings().then((settings) =>
      setHoursNote(businessHoursNote(settings?.business_hours, new Date(), lang)),
    );
  }, [lang]);

  // The same rule as the server's: the total is what stock covers now; the rest is shown as left out.
  const totals = useMemo(() => {
    if (fresh.state !== 'ready') return null;
    const lines = list.items.map((item) => quoteRowLine(item, fresh.byId.get(item.id) ?? null)!);
    const leftOutLines = lines.filter((line) => line.status !== 'available').length;
    return { ...quoteTotals(lines), leftOutLines };
  }, [fresh, list.items]);

  // Removing a line by keyboard keeps the focus in the list: on the next line's remove button, the
  // previous one's for the last line, or the undo button once the list is empty.
  useEffect(() => {
    const target = focusAfterRemoval.current;
    if (target === null) return;
    focusAfterRemoval.current = null;
    const buttons = itemsList.current?.querySelectorAll<HTMLButtonElement>('[data-quote-remove]') ?? [];
    const button = target >= 0 ? buttons[Math.min(target, buttons.length - 1)] : undefined;
    (button ?? undoButton.current)?.focus();
  }, [list.items.length, removed]);

  const remove = (id: number) => {
    const taken = removeFromQuote(id);
    if (!taken) return;
    focusAfterRemoval.current = list.items.length > 1 ? taken.index : -1;
    setRemoved(taken);
  };
  const undo = () => {
    if (!removed) return;
    restoreQuoteItem(removed.item, removed.index);
    setRemoved(null);
    // Back on the restored line's remove button, where the visitor was.
    focusAfterRemoval.current = removed.index;
  };

  if (!mounted) return <QuoteSkeleton lang={lang} />;
  if (sent) return <SentPanel quote={sent} lang={lang} />;
  if (list.items.length === 0) {
    return (
      <>
        {removed && <UndoRemoval name={removed.item.name} onUndo={undo} buttonRef={undoButton} lang={lang} />}
        <EmptyList lang={lang} />
      </>
    );
  }

  const customerErrors = fieldMessages(problem?.errors, 'customer.');
  // The schema's and the server's messages are Indonesian; an English page shows their English.
  const fieldError = (key: string) => {
    const message = customerErrors[key];
    return message && validationMessage(message, lang);
  };

  return (
    <form
      id={formId}
      onSubmit={submit}
      onFocus={touchForm}
      onInput={touchForm}
      onPointerDown={touchForm}
      noValidate
      className="grid gap-8 lg:grid-cols-12"
      data-quote-form
    >
      <section className="lg:col-span-7" aria-labelledby="quote-items-title">
        <h2 id="quote-items-title" className="sr-only">
          {t.itemsTitle}
        </h2>
        {fresh.state === 'failed' && (
          <p
            role="status"
            className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {t.pricesFailed}
          </p>
        )}
        {/* role="list": a list styled without bullets is still announced as one, by its name. */}
        <ul
          ref={itemsList}
          role="list"
          aria-labelledby="quote-items-title"
          className="rounded-2xl border border-slate-200 bg-white"
          data-quote-items
        >
          {list.items.map((item) => (
            <QuoteItemRow
              key={item.id}
              item={item}
              product={fresh.state === 'ready' ? (fresh.byId.get(item.id) ?? null) : undefined}
              onRemove={remove}
              lang={lang}
            />
          ))}
        </ul>
        {removed && <UndoRemoval name={removed.item.name} onUndo={undo} buttonRef={undoButton} lang={lang} />}
        <div className="mt-4 rounded-2xl bg-slate-50 px-5 py-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="text-sm font-medium text-slate-600">{t.total}</span>
            <span
              className="text-xl font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:text-2xl"
              data-quote-total
            >
              {totals === null ? '…' : formatIdr(totals.total)}
            </span>
          </div>
          {totals && totals.leftOutLines > 0 && (
            <p className="mt-2 text-sm text-slate-700" data-quote-left-out={totals.leftOut}>
              {t.leftOut(totals.leftOut > 0 ? formatIdr(totals.leftOut) : '', totals.leftOutLines)}
            </p>
          )}
        </div>
        <p className="mt-2 text-xs text-slate-500">{t.moreThanStock}</p>
      </section>

      <section className="card h-fit p-5 sm:p-6 lg:col-span-5" aria-labelledby="quote-details-title">
        <h2 id="quote-details-title" className="text-lg font-semibold text-slate-900">
          {t.applicant}
        </h2>
        <p className="mt-1 text-sm text-slate-600" id={`${formId}-needed`}>
          {t.needed}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {FIELDS.map((field) => (
            <div key={field.key}>
              <label htmlFor={`${formId}-${field.key}`} className="field-label">
                {t.fields[field.key]}
              </label>
              <input
                id={`${formId}-${field.key}`}
                name={field.key}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                maxLength={field.max}
                className="field-input"
                value={list.customer[field.key] ?? ''}
                aria-required={field.required || undefined}
                aria-invalid={fieldError(field.key) ? true : undefined}
                aria-describedby={fieldError(field.key) ? `${formId}-${field.key}-error` : undefined}
                onChange={(event) => setQuoteCustomer({ ...list.customer, [field.key]: event.target.value })}
              />
              {fieldError(field.key) && (
                <p id={`${formId}-${field.key}-error`} className="mt-1 text-xs text-red-700">
                  {fieldError(field.key)}
                </p>
              )}
            </div>
          ))}
          <div className="sm:col-span-2 lg:col-span-1 xl:col-span-2">
            <label htmlFor={`${formId}-notes`} className="field-label">
              {t.notes}
            </label>
            <textarea
              id={`${formId}-notes`}
              name="notes"
              rows={3}
              maxLength={1000}
              className="field-input"
              placeholder={t.notesPlaceholder}
              value={list.customer.notes}
              onChange={(event) => setQuoteCustomer({ ...list.customer, notes: event.target.value })}
            />
          </div>
          <div className="sm:col-span-2 lg:col-span-1 xl:col-span-2">
            <p className="field-label" id={`${formId}-captcha`}>
              {t.captcha}
            </p>
            <div ref={captcha.slot} className="min-h-[74px]" aria-labelledby={`${formId}-captcha`}>
              {/* Replaced by the widget itself once the form is touched; never re-rendered by React. */}
              <CaptchaFacade
                label={t.captchaLabel}
                onPress={() => {
                  warmRequestSchema();
                  captcha.press();
                }}
              />
            </div>
          </div>
        </div>
        {hoursNote && (
          <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" data-hours-note>
            {hoursNote}
          </p>
        )}
        <button type="submit" className="btn-whatsapp mt-6 w-full" disabled={sending}>
          {sending ? t.sending : t.send}
        </button>
        <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-red-700" data-quote-status>
          {problem
            ? validationMessage(
                problem.message === CAPTCHA_REQUIRED_MESSAGE ? problem.message.replace(/^⚠️\s*/, '') : problem.message,
                lang,
              )
            : ''}
        </p>
        <p className="text-xs text-slate-500">{t.sendNote}</p>
      </section>
    </form>
  );
}
