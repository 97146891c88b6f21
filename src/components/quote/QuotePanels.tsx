import { formatIdr } from '#shared/format.ts';
import { quoteMessage, type QuoteAnswer } from '#shared/quote.ts';
import { whatsappUrl } from '#shared/whatsapp.ts';

/** The print view of a sent request. */
export const printPath = (reference: string) => `/penawaran/cetak?ref=${encodeURIComponent(reference)}`;

/** After sending: the reference, 'Buka WhatsApp' (in case the new tab was blocked) and the letter. */
export function SentPanel({ quote }: { quote: QuoteAnswer }) {
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
