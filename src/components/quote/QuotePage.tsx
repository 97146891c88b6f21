import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ProductListItem, ProductListPage } from '#shared/api-types.ts';
import { formatIdr } from '#shared/format.ts';
import {
  QUOTE_MAX_QUANTITY,
  clampQuoteQuantity,
  quoteMessage,
  type QuoteAnswer,
  type QuoteCustomer,
} from '#shared/quote.ts';
import { QuoteRequestSchema } from '#shared/quote-schema.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from '#shared/schemas.ts';
import { whatsappUrl } from '#shared/whatsapp.ts';
import { trackWhatsAppClick, visitSeed, visitUtm } from '#lib/browser/analytics.ts';
import { fetchSettings } from '#lib/browser/api.ts';
import { businessHoursNote } from '#shared/business-hours.ts';
import { mountCaptcha, type CaptchaHandle } from '#lib/browser/captcha-widget.ts';
import {
  $quoteList,
  clearQuoteItems,
  followOtherTabs,
  rememberSentQuote,
  removeFromQuote,
  setQuoteCustomer,
  setQuoteQuantity,
  type QuoteListItem,
} from './quote-list.ts';

interface Props {
  turnstileSiteKey?: string;
}

type Fresh = { state: 'loading' } | { state: 'ready'; byId: Map<number, ProductListItem> } | { state: 'failed' };

/** The print view of a sent request. */
export const printPath = (reference: string) => `/penawaran/cetak?ref=${encodeURIComponent(reference)}`;

const FIELDS: Array<{ key: keyof QuoteCustomer; label: string; autoComplete: string; type?: string; max: number }> = [
  { key: 'name', label: 'Nama', autoComplete: 'name', max: 120 },
  { key: 'institution', label: 'Instansi / perusahaan', autoComplete: 'organization', max: 160 },
  { key: 'phone', label: 'Telepon / WhatsApp', autoComplete: 'tel', type: 'tel', max: 40 },
  { key: 'city', label: 'Kota', autoComplete: 'address-level2', max: 80 },
];

/** Fresh prices and stock for the listed products (never the ones kept in the browser). */
async function freshProducts(ids: number[]): Promise<Map<number, ProductListItem>> {
  const response = await fetch(`/api/products?ids=${ids.join(',')}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const page = (await response.json()) as ProductListPage;
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
  const [problem, setProblem] = useState<{ message: string; errors?: Record<string, string[]> } | null>(null);
  const [sent, setSent] = useState<QuoteAnswer | null>(null);
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

  const total = useMemo(() => {
    if (fresh.state !== 'ready') return null;
    return list.items.reduce((sum, item) => {
      const product = fresh.byId.get(item.id);
      return product && product.stock > 0 ? sum + product.price * item.quantity : sum;
    }, 0);
  }, [fresh, list.items]);

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
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
      setProblem({ message: errors.captcha?.[0] ?? parsed.error.issues[0]!.message, errors });
      return;
    }
    setSending(true);
    try {
      const response = await fetch('/api/quotes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json()) as {
        success?: boolean;
        quote?: QuoteAnswer;
        message?: string;
        errors?: Record<string, string[]>;
      };
      if (!response.ok || !body.quote) {
        setProblem({ message: body.message ?? 'Gagal mengirim, coba lagi.', errors: body.errors });
        return;
      }
      const quote = body.quote;
      rememberSentQuote(quote);
      clearQuoteItems();
      setSent(quote);
      trackWhatsAppClick({
        kind: 'quote',
        productIds: quote.lines.filter((line) => line.status !== 'unavailable').map((line) => line.product_id),
      });
      window.open(whatsappUrl(quote.whatsapp_number, quoteMessage(quote)), '_blank', 'noopener');
    } catch (error) {
      console.error('Quote request failed:', error);
      setProblem({ message: 'Terjadi error server. Periksa koneksi lalu coba lagi.' });
    } finally {
      setSending(false);
      setCaptcha('');
      captchaHandle.current?.reset();
    }
  };

  if (!mounted) return <QuoteSkeleton />;
  if (sent) return <SentPanel quote={sent} />;
  if (list.items.length === 0) return <EmptyList />;

  const fieldError = (key: string) => problem?.errors?.[`customer.${key}`]?.[0];

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
        <ul className="rounded-2xl border border-slate-200 bg-white" data-quote-items>
          {list.items.map((item) => (
            <QuoteItemRow
              key={item.id}
              item={item}
              product={fresh.state === 'ready' ? (fresh.byId.get(item.id) ?? null) : undefined}
            />
          ))}
        </ul>
        <div className="mt-4 flex items-baseline justify-between rounded-2xl bg-slate-50 px-5 py-4">
          <span className="text-sm font-medium text-slate-600">Total perkiraan</span>
          <span className="text-2xl font-semibold text-slate-900 tabular-nums" data-quote-total>
            {total === null ? '…' : formatIdr(total)}
          </span>
        </div>
        <p className="mt-2 text-xs text-slate-500">
          Harga dan stok dibaca ulang saat permintaan dikirim. Produk yang stoknya habis atau tidak tersedia tetap
          dicantumkan dan ditandai, tetapi tidak dihitung dalam total.
        </p>
      </section>

      <section className="card h-fit p-5 sm:p-6 lg:col-span-5" aria-labelledby="quote-details-title">
        <h2 id="quote-details-title" className="text-lg font-semibold text-slate-900">
          Data pemohon <span className="text-sm font-normal text-slate-500">(opsional)</span>
        </h2>
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
                value={list.customer[field.key]}
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

function QuoteItemRow({ item, product }: { item: QuoteListItem; product: ProductListItem | null | undefined }) {
  const [text, setText] = useState(String(item.quantity));
  const quantityId = useId();
  useEffect(() => setText(String(item.quantity)), [item.quantity]);
  const setQuantity = (value: number) => {
    const next = clampQuoteQuantity(value);
    setQuoteQuantity(item.id, next);
    setText(String(next));
  };
  const unavailable = product === null;
  const price = product ? product.price : null;
  const note = unavailable
    ? 'Tidak tersedia lagi di katalog'
    : product && product.stock <= 0
      ? 'Stok habis'
      : product && product.stock < item.quantity
        ? `Stok tersedia ${product.stock}`
        : null;
  return (
    <li
      className="grid grid-cols-[1fr_auto] items-center gap-3 border-b border-slate-200 p-4 last:border-b-0 sm:grid-cols-[1fr_auto_9.5rem_auto] sm:gap-4 sm:p-5"
      data-quote-item={item.slug}
    >
      <div className="order-1 min-w-0">
        <a href={`/products/${item.slug}`} className="font-semibold text-slate-900 hover:text-brand-700">
          {product?.name ?? item.name}
        </a>
        <p className="mt-0.5 font-mono text-xs text-slate-500">SKU {product?.sku ?? item.sku}</p>
        <p className="mt-1 text-sm text-slate-600 tabular-nums">
          {price === null ? (unavailable ? '—' : '…') : `${formatIdr(price)} / unit`}
        </p>
        {note && (
          <p className="mt-1 text-xs font-medium text-amber-800" data-quote-flag>
            {note}
          </p>
        )}
      </div>
      {/* Under 640 px the stepper and subtotal share the second row; from 640 px they are grid cells. */}
      <div className="order-3 col-span-2 flex items-center justify-between gap-3 sm:contents">
        <div className="order-3 inline-flex w-fit items-center rounded-lg border border-slate-300 bg-white shadow-sm sm:order-2">
          <button
            type="button"
            className="grid size-11 place-items-center rounded-l-lg text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
            aria-label={`Kurangi jumlah ${item.name}`}
            disabled={item.quantity <= 1}
            onClick={() => setQuantity(item.quantity - 1)}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
              <path d="M3 8h10" />
            </svg>
          </button>
          <label htmlFor={quantityId} className="sr-only">
            Jumlah {item.name}
          </label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={QUOTE_MAX_QUANTITY}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const parsed = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(parsed)) setQuoteQuantity(item.id, clampQuoteQuantity(parsed));
            }}
            onBlur={() => setQuantity(Number.parseInt(text, 10))}
            className="h-11 w-16 border-x border-slate-300 text-center text-base font-semibold tabular-nums [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            className="grid size-11 place-items-center rounded-r-lg text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
            aria-label={`Tambah jumlah ${item.name}`}
            disabled={item.quantity >= QUOTE_MAX_QUANTITY}
            onClick={() => setQuantity(item.quantity + 1)}
          >
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" stroke="currentColor" strokeWidth="2">
              <path d="M3 8h10M8 3v10" />
            </svg>
          </button>
        </div>
        <p
          className="order-4 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums sm:order-3"
          data-quote-subtotal
        >
          {price === null ? '—' : formatIdr(price * item.quantity)}
        </p>
      </div>
      <button
        type="button"
        className="order-2 grid size-11 place-items-center justify-self-end rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-700 sm:order-4"
        aria-label={`Hapus ${item.name} dari daftar`}
        title="Hapus"
        onClick={() => removeFromQuote(item.id)}
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
        </svg>
      </button>
    </li>
  );
}

function SentPanel({ quote }: { quote: QuoteAnswer }) {
  const url = whatsappUrl(quote.whatsapp_number, quoteMessage(quote));
  const flagged = quote.lines.filter((line) => line.status !== 'available').length;
  return (
    <section className="card mx-auto max-w-2xl p-6 text-center sm:p-10" data-quote-sent={quote.reference}>
      <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Permintaan terkirim</p>
      <h2 className="mt-2 text-2xl font-semibold text-slate-900">
        Nomor referensi <span className="font-mono">{quote.reference}</span>
      </h2>
      <p className="mt-3 text-slate-600">
        {quote.lines.length} produk, total {formatIdr(quote.total)}. Tim kami sudah menerima permintaan ini; WhatsApp
        terbuka di tab baru dengan pesan lengkapnya.
        {flagged > 0 && ` ${flagged} produk ditandai karena stok atau ketersediaannya berubah.`}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={url} target="_blank" rel="noopener" className="btn-whatsapp">
          Buka WhatsApp
        </a>
        <a href={printPath(quote.reference)} className="btn-secondary">
          Lihat surat penawaran (PDF)
        </a>
      </div>
      <a
        href="/products"
        className="mt-6 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
      >
        Kembali ke katalog
      </a>
    </section>
  );
}

function EmptyList() {
  return (
    <section className="card mx-auto max-w-xl px-6 py-14 text-center" data-quote-empty>
      <h2 className="text-xl font-semibold text-slate-900">Daftar penawaran masih kosong</h2>
      <p className="mt-2 text-slate-600">
        Pilih produk di katalog lalu tekan ‘Tambah ke penawaran’. Semua produk dikirim dalam satu permintaan.
      </p>
      <a href="/products" className="btn-primary mt-6">
        Lihat katalog produk
      </a>
    </section>
  );
}

function QuoteSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-12" aria-busy="true" aria-label="Memuat daftar penawaran">
      <div className="h-64 animate-skeleton rounded-2xl bg-slate-100 lg:col-span-7" />
      <div className="h-96 animate-skeleton rounded-2xl bg-slate-100 lg:col-span-5" />
    </div>
  );
}
