import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductListItem } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import { quoteMessage, quoteTotals, type QuoteAnswer, type QuoteCustomer } from '#shared/quote.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from '#shared/captcha-message.ts';
import { whatsappUrl } from '#shared/whatsapp.ts';
import { trackWhatsAppClick, visitSeed, visitUtm } from '#lib/browser/analytics.ts';
import { ApiError, type ApiProblem } from '#lib/browser/api-client.ts';
import { fetchProductsByIds, fetchSettings, sendQuote } from '#lib/browser/api.ts';
import { fieldErrors, fieldMessages } from '#shared/field-messages.ts';
import { businessHoursNote } from '#shared/business-hours.ts';
import { mountCaptcha, type CaptchaHandle } from '#lib/browser/captcha-widget.ts';
import CaptchaFacade from './CaptchaFacade.tsx';
import { QuoteItemRow, quoteRowLine } from './QuoteItemRow.tsx';
import type { Lang } from '#shared/i18n/lang.ts';
import { validationMessage } from '#shared/i18n/messages/validation.ts';
import { QUOTE_TEXT } from './quote-text.ts';
import { EmptyList, QuoteSkeleton, SentPanel, UndoRemoval } from './QuotePanels.tsx';
import {
  $quoteList,
  clearQuoteItems,
  followOtherTabs,
  rememberSentQuote,
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

/** The customer's fields; their labels are the page language's (quote-text.ts). */
const FIELDS: Array<{
  key: Exclude<keyof QuoteCustomer, 'notes'>;
  autoComplete: string;
  type?: string;
  max: number;
  required?: boolean;
}> = [
  { key: 'name', autoComplete: 'name', max: 120, required: true },
  { key: 'institution', autoComplete: 'organization', max: 160 },
  { key: 'phone', autoComplete: 'tel', type: 'tel', max: 40 },
  { key: 'city', autoComplete: 'address-level2', max: 80 },
  // Where the formal quotation (its link and PDF) is emailed; a phone or this one is needed.
  { key: 'email', autoComplete: 'email', type: 'email', max: 254 },
];

/** Shown when the send finds no network: nothing was sent, and the solved check is kept for the retry. */
export const QUOTE_OFFLINE_MESSAGE = QUOTE_TEXT.id.offline;

/**
 * The request's schema (zod, about 24 KB gzip) loads when the visitor first touches the form, not
 * with the page: the list itself needs only React. Submitting waits for it, so the form checks and
 * words its messages exactly as before; a failed load is forgotten, so the next attempt fetches it again.
 */
let requestSchema: Promise<typeof import('#shared/quote-schema.ts')> | null = null;
function loadRequestSchema() {
  requestSchema ??= import('#shared/quote-schema.ts').catch((error: unknown) => {
    requestSchema = null;
    throw error;
  });
  return requestSchema;
}
const warmRequestSchema = () => void loadRequestSchema().catch(() => undefined);

/** Fresh prices and stock for the listed products (never the ones kept in the browser). */
async function freshProducts(ids: number[]): Promise<Map<number, ProductListItem>> {
  const page = await fetchProductsByIds(ids);
  return new Map(page.data.map((item) => [item.id, item]));
}

/**
 * 'Daftar Penawaran': the visitor's list with fresh prices, quantities and details, sent as one
 * request: stored first (captcha, server prices), then WhatsApp opens with the server's answer.
 */
export default function QuotePage({ turnstileSiteKey, lang }: Props) {
  const t = QUOTE_TEXT[lang];
  const list = useStore($quoteList);
  const [mounted, setMounted] = useState(false);
  const [fresh, setFresh] = useState<Fresh>({ state: 'loading' });
  const [captcha, setCaptcha] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Omit<ApiProblem, 'status'> | null>(null);
  const [sent, setSent] = useState<QuoteAnswer | null>(null);
  const [removed, setRemoved] = useState<{ item: QuoteListItem; index: number } | null>(null);
  const itemsList = useRef<HTMLUListElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  /** After a removal, the row whose remove button takes the focus (-1: the undo button). */
  const focusAfterRemoval = useRef<number | null>(null);
  const captchaSlot = useRef<HTMLDivElement>(null);
  const captchaHandle = useRef<CaptchaHandle | null>(null);
  const formId = useId();
  /** A press while the checks' code is still loading: the first press goes on, a second is dropped. */
  const loadingChecks = useRef(false);

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

  const hasItems = mounted && list.items.length > 0;
  /**
   * The human check's code (about 34 KB gzip) loads when the visitor first touches the form, not with
   * the page: until then the slot shows the check as it first looks, its box unticked. A press on
   * that box starts the check as soon as the code is in, so the visitor presses once.
   */
  const [captchaWanted, setCaptchaWanted] = useState(false);
  const verifyOnMount = useRef(false);
  const touchForm = () => {
    warmRequestSchema();
    setCaptchaWanted(true);
  };
  useEffect(() => {
    const slot = captchaSlot.current;
    if (!hasItems || !captchaWanted || !slot || captchaHandle.current) return;
    mountCaptcha(slot, { turnstileSiteKey, onToken: setCaptcha, lang })
      .then((handle) => {
        captchaHandle.current = handle;
        if (verifyOnMount.current) {
          verifyOnMount.current = false;
          handle.start();
        }
      })
      .catch((error: unknown) => console.error('Captcha widget failed to load:', error));
  }, [hasItems, captchaWanted, turnstileSiteKey, lang]);

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

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (loadingChecks.current) return;
    setProblem(null);
    let QuoteRequestSchema;
    loadingChecks.current = true;
    try {
      ({ QuoteRequestSchema } = await loadRequestSchema());
    } catch (error) {
      // The checks' code did not arrive: said like a send that found no network, nothing is lost.
      console.error('Quote form checks failed to load:', error);
      setProblem({ message: navigator.onLine ? t.unreachable : t.offline });
      return;
    } finally {
      loadingChecks.current = false;
    }
    const parsed = QuoteRequestSchema.safeParse({
      items: list.items.map((item) => ({ product_id: item.id, quantity: item.quantity })),
      customer: list.customer,
      captcha,
      seed: visitSeed(),
      utm: visitUtm(),
    });
    if (!parsed.success) {
      // The same field errors the server would answer, so the form shows both one way.
      const errors = fieldErrors(parsed.error);
      const customerField = Object.keys(errors).find((key) => key.startsWith('customer.'));
      setProblem({
        message: customerField ? t.details : (errors.captcha?.[0] ?? parsed.error.issues[0]!.message),
        errors,
      });
      if (customerField) document.getElementById(`${formId}-${customerField.slice('customer.'.length)}`)?.focus();
      return;
    }
    setSending(true);
    // No answer at all: the captcha never reached the server, so the solved one stays for the retry.
    let keepCaptcha = false;
    try {
      const { quote } = await sendQuote(parsed.data);
      rememberSentQuote(quote);
      clearQuoteItems();
      setSent(quote);
      trackWhatsAppClick({
        kind: 'quote',
        productIds: quote.lines.filter((line) => line.status !== 'unavailable').map((line) => line.product_id),
      });
      window.open(whatsappUrl(quote.whatsapp_number, quoteMessage(quote, lang)), '_blank', 'noopener');
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        keepCaptcha = true;
        setProblem({ message: navigator.onLine ? t.unreachable : t.offline });
      } else if (error instanceof ApiError && error.status > 0 && (error.message || error.status < 500)) {
        setProblem({ message: error.message || t.failure, errors: error.errors });
      } else {
        // No answer, or a server error with nothing to say (a proxy's error page).
        console.error('Quote request failed:', error);
        setProblem({ message: t.serverError });
      }
    } finally {
      setSending(false);
      if (!keepCaptcha) {
        setCaptcha('');
        captchaHandle.current?.reset();
      }
    }
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
            <div ref={captchaSlot} className="min-h-[74px]" aria-labelledby={`${formId}-captcha`}>
              {/* Replaced by the widget itself once the form is touched; never re-rendered by React. */}
              <CaptchaFacade
                label={t.captchaLabel}
                onPress={() => {
                  verifyOnMount.current = true;
                  touchForm();
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
