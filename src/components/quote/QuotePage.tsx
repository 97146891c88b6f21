import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductListItem } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import { quoteMessage, quoteTotals, type QuoteAnswer, type QuoteCustomer } from '#shared/quote.ts';
import { QuoteRequestSchema } from '#shared/quote-schema.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from '#shared/captcha-message.ts';
import { whatsappUrl } from '#shared/whatsapp.ts';
import { trackWhatsAppClick, visitSeed, visitUtm } from '#lib/browser/analytics.ts';
import { ApiError, type ApiProblem } from '#lib/browser/api-client.ts';
import { fetchProductsByIds, fetchSettings, sendQuote } from '#lib/browser/api.ts';
import { fieldErrors, fieldMessages } from '#shared/field-messages.ts';
import { businessHoursNote } from '#shared/business-hours.ts';
import { mountCaptcha, type CaptchaHandle } from '#lib/browser/captcha-widget.ts';
import { QuoteItemRow, quoteRowLine } from './QuoteItemRow.tsx';
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
}

type Fresh = { state: 'loading' } | { state: 'ready'; byId: Map<number, ProductListItem> } | { state: 'failed' };

const FIELDS: Array<{
  key: keyof QuoteCustomer;
  label: string;
  autoComplete: string;
  type?: string;
  max: number;
  required?: boolean;
}> = [
  { key: 'name', label: 'Nama', autoComplete: 'name', max: 120, required: true },
  { key: 'institution', label: 'Instansi / perusahaan', autoComplete: 'organization', max: 160 },
  { key: 'phone', label: 'Telepon / WhatsApp', autoComplete: 'tel', type: 'tel', max: 40 },
  { key: 'city', label: 'Kota', autoComplete: 'address-level2', max: 80 },
  // Where the formal quotation (its link and PDF) is emailed; a phone or this one is needed.
  { key: 'email', label: 'Email (untuk penawaran resmi)', autoComplete: 'email', type: 'email', max: 254 },
];

/** Shown when the send finds no network: nothing was sent, and the solved check is kept for the retry. */
export const QUOTE_OFFLINE_MESSAGE =
  'Anda sedang offline: permintaan belum terkirim. Periksa koneksi internet, lalu tekan kirim lagi (verifikasi keamanan tidak perlu diulang).';
const QUOTE_UNREACHABLE_MESSAGE =
  'Server tidak dapat dihubungi: permintaan belum terkirim. Periksa koneksi, lalu tekan kirim lagi (verifikasi keamanan tidak perlu diulang).';
const QUOTE_DETAILS_MESSAGE = 'Lengkapi data pemohon: nama, serta telepon/WhatsApp atau email.';

/** Fresh prices and stock for the listed products (never the ones kept in the browser). */
async function freshProducts(ids: number[]): Promise<Map<number, ProductListItem>> {
  const page = await fetchProductsByIds(ids);
  return new Map(page.data.map((item) => [item.id, item]));
}

/**
 * 'Daftar Penawaran': the visitor's list with fresh prices, quantities and details, sent as one
 * request: stored first (captcha, server prices), then WhatsApp opens with the server's answer.
 */
export default function QuotePage({ turnstileSiteKey }: Props) {
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
  useEffect(() => {
    const slot = captchaSlot.current;
    if (!hasItems || !slot || captchaHandle.current) return;
    mountCaptcha(slot, { turnstileSiteKey, onToken: setCaptcha })
      .then((handle) => (captchaHandle.current = handle))
      .catch((error: unknown) => console.error('Captcha widget failed to load:', error));
  }, [hasItems, turnstileSiteKey]);

  // Outside business hours the request still goes; the page says when the team replies.
  const [hoursNote, setHoursNote] = useState<string | null>(null);
  useEffect(() => {
    void fetchSettings().then((settings) =>
      setHoursNote(businessHoursNote(settings?.business_hours, new Date(), 'id')),
    );
  }, []);

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
    setProblem(null);
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
        message: customerField ? QUOTE_DETAILS_MESSAGE : (errors.captcha?.[0] ?? parsed.error.issues[0]!.message),
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
      window.open(whatsappUrl(quote.whatsapp_number, quoteMessage(quote)), '_blank', 'noopener');
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        keepCaptcha = true;
        setProblem({ message: navigator.onLine ? QUOTE_UNREACHABLE_MESSAGE : QUOTE_OFFLINE_MESSAGE });
      } else if (error instanceof ApiError && error.status > 0 && (error.message || error.status < 500)) {
        setProblem({ message: error.message || 'Gagal mengirim, coba lagi.', errors: error.errors });
      } else {
        // No answer, or a server error with nothing to say (a proxy's error page).
        console.error('Quote request failed:', error);
        setProblem({ message: 'Terjadi error server. Periksa koneksi lalu coba lagi.' });
      }
    } finally {
      setSending(false);
      if (!keepCaptcha) {
        setCaptcha('');
        captchaHandle.current?.reset();
      }
    }
  };

  if (!mounted) return <QuoteSkeleton />;
  if (sent) return <SentPanel quote={sent} />;
  if (list.items.length === 0) {
    return (
      <>
        {removed && <UndoRemoval name={removed.item.name} onUndo={undo} buttonRef={undoButton} />}
        <EmptyList />
      </>
    );
  }

  const customerErrors = fieldMessages(problem?.errors, 'customer.');
  const fieldError = (key: string) => customerErrors[key];

  return (
    <form id={formId} onSubmit={submit} noValidate className="grid gap-8 lg:grid-cols-12" data-quote-form>
      <section className="lg:col-span-7" aria-labelledby="quote-items-title">
        <h2 id="quote-items-title" className="sr-only">
          Produk dalam daftar
        </h2>
        {fresh.state === 'failed' && (
          <p
            role="status"
            className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            Harga terbaru belum dapat dimuat. Harga tetap dihitung ulang oleh server saat permintaan dikirim.
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
            />
          ))}
        </ul>
        {removed && <UndoRemoval name={removed.item.name} onUndo={undo} buttonRef={undoButton} />}
        <div className="mt-4 rounded-2xl bg-slate-50 px-5 py-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="text-sm font-medium text-slate-600">Total perkiraan (stok tersedia)</span>
            <span
              className="text-xl font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:text-2xl"
              data-quote-total
            >
              {totals === null ? '…' : formatIdr(totals.total)}
            </span>
          </div>
          {totals && totals.leftOutLines > 0 && (
            <p className="mt-2 text-sm text-slate-700" data-quote-left-out={totals.leftOut}>
              Di luar total{totals.leftOut > 0 ? `: ${formatIdr(totals.leftOut)}` : ''}, {totals.leftOutLines} produk
              ditandai di atas (diminta melebihi stok, stok habis, atau tidak tersedia lagi). Harga dan waktu indennya
              dikonfirmasi tim kami dalam penawaran.
            </p>
          )}
        </div>
        <p className="mt-2 text-xs text-slate-500">
          Anda boleh meminta lebih dari stok yang tersedia. Total menghitung jumlah yang ada di stok saat ini; harga dan
          stok dibaca ulang saat permintaan dikirim.
        </p>
      </section>

      <section className="card h-fit p-5 sm:p-6 lg:col-span-5" aria-labelledby="quote-details-title">
        <h2 id="quote-details-title" className="text-lg font-semibold text-slate-900">
          Data pemohon
        </h2>
        <p className="mt-1 text-sm text-slate-600" id={`${formId}-needed`}>
          Wajib: nama, serta telepon/WhatsApp atau email agar penawaran dapat kami kirim. Lainnya opsional.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {FIELDS.map((field) => (
            <div key={field.key}>
              <label htmlFor={`${formId}-${field.key}`} className="field-label">
                {field.label}
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
              Catatan
            </label>
            <textarea
              id={`${formId}-notes`}
              name="notes"
              rows={3}
              maxLength={1000}
              className="field-input"
              placeholder="Mis. kebutuhan kalibrasi, jadwal pengiriman, nomor anggaran"
              value={list.customer.notes}
              onChange={(event) => setQuoteCustomer({ ...list.customer, notes: event.target.value })}
            />
          </div>
          <div className="sm:col-span-2 lg:col-span-1 xl:col-span-2">
            <p className="field-label" id={`${formId}-captcha`}>
              Verifikasi keamanan
            </p>
            <div ref={captchaSlot} className="min-h-[74px]" aria-labelledby={`${formId}-captcha`}>
              <p className="flex h-[74px] items-center rounded-lg border border-dashed border-slate-300 bg-white px-4 text-sm text-slate-500">
                Memuat verifikasi…
              </p>
            </div>
          </div>
        </div>
        {hoursNote && (
          <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" data-hours-note>
            {hoursNote}
          </p>
        )}
        <button type="submit" className="btn-whatsapp mt-6 w-full" disabled={sending}>
          {sending ? 'Mengirim...' : 'Kirim permintaan via WhatsApp'}
        </button>
        <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-red-700" data-quote-status>
          {problem
            ? problem.message === CAPTCHA_REQUIRED_MESSAGE
              ? problem.message.replace(/^⚠️\s*/, '')
              : problem.message
            : ''}
        </p>
        <p className="text-xs text-slate-500">
          Permintaan disimpan oleh tim kami lebih dulu, lalu WhatsApp terbuka dengan pesan berisi semua produk dan nomor
          referensi.
        </p>
      </section>
    </form>
  );
}
