import { useEffect, useRef, type Ref } from 'react';
import { formatIdr } from '#shared/format.ts';
import { quoteMessage, type QuoteAnswer, type QuoteLineStatus } from '#shared/quote.ts';
import { whatsappUrl } from '#shared/whatsapp.ts';

const FLAG_WORDS: Record<Exclude<QuoteLineStatus, 'available'>, string> = {
  limited: 'diminta melebihi stok (sisanya inden)',
  out_of_stock: 'stok habis',
  unavailable: 'tidak tersedia lagi di katalog',
};

/** Why lines were flagged, in the words of their real reason: "1 produk diminta melebihi stok (sisanya inden), 1 produk stok habis". */
export function flaggedSummary(lines: QuoteAnswer['lines']): string {
  return (Object.keys(FLAG_WORDS) as (keyof typeof FLAG_WORDS)[])
    .map((status) => [lines.filter((line) => line.status === status).length, FLAG_WORDS[status]] as const)
    .filter(([count]) => count > 0)
    .map(([count, words]) => `${count} produk ${words}`)
    .join(', ');
}

/** The print view of a sent request. */
export const printPath = (reference: string) => `/penawaran/cetak?ref=${encodeURIComponent(reference)}`;

/** After sending: the reference, 'Buka WhatsApp' (in case the new tab was blocked) and the letter. */
export function SentPanel({ quote }: { quote: QuoteAnswer }) {
  const url = whatsappUrl(quote.whatsapp_number, quoteMessage(quote));
  const flagged = flaggedSummary(quote.lines);
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
        Permintaan terkirim
      </p>
      <h2 className="mt-2 text-2xl font-semibold text-slate-900">
        Nomor referensi <span className="font-mono">{quote.reference}</span>
      </h2>
      <p className="mt-3 text-slate-600">
        {quote.lines.length} produk, total {formatIdr(quote.total)}. Tim kami sudah menerima permintaan ini; WhatsApp
        terbuka di tab baru dengan pesan lengkapnya.
        {flagged && ` Di luar total: ${flagged}; tim kami mengonfirmasi harga dan waktu indennya.`}
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

/** No products on the list yet. */
export function EmptyList() {
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

/** Until the list is read from this browser's storage (never in the prerendered page). */
export function QuoteSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-12" aria-busy="true" aria-label="Memuat daftar penawaran">
      <div className="h-64 animate-skeleton rounded-2xl bg-slate-100 lg:col-span-7" />
      <div className="h-96 animate-skeleton rounded-2xl bg-slate-100 lg:col-span-5" />
    </div>
  );
}

/** Said after a line is removed, with the way back; its button takes the focus when the list empties. */
export function UndoRemoval({
  name,
  onUndo,
  buttonRef,
}: {
  name: string;
  onUndo: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700"
      data-quote-undo
    >
      <span className="min-w-0 break-words">{name} dihapus dari daftar.</span>
      <button
        ref={buttonRef}
        type="button"
        onClick={onUndo}
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Urungkan
      </button>
    </div>
  );
}
