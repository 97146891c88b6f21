import { useEffect, useState } from 'react';
import { formatIdDate, formatIdr } from '#shared/format.ts';
import { formatPhone, normalizePhone } from '#shared/phone.ts';
import { quoteLineNote, quoteLineShare, quoteTotals, type QuoteAnswer } from '#shared/quote.ts';
import { sentQuote } from './quote-list.ts';

/** The word the logo image spells. */
const LOGO_WORD = 'RawLab';

type View = { state: 'loading' } | { state: 'missing'; reference: string } | { state: 'ready'; quote: QuoteAnswer };

/** The quotation letter of a request this browser sent, found by `?ref=`. */
export default function QuotePrint() {
  const [view, setView] = useState<View>({ state: 'loading' });

  useEffect(() => {
    const reference = new URLSearchParams(location.search).get('ref') ?? '';
    const quote = reference ? sentQuote(reference) : null;
    setView(quote ? { state: 'ready', quote } : { state: 'missing', reference });
    if (quote) document.title = `Surat Penawaran ${quote.reference} | ${quote.seller.company_name}`;
  }, []);

  if (view.state === 'loading') return <div className="quote-sheet mx-auto h-[60vh] max-w-[210mm] bg-white" />;
  if (view.state === 'missing') {
    return (
      <section className="container-site py-12 text-center" data-quote-print-missing>
        <h1 className="text-2xl font-semibold text-slate-900">Surat penawaran tidak ditemukan</h1>
        <p className="mx-auto mt-3 max-w-lg text-slate-600">
          {view.reference
            ? `Permintaan ${view.reference} tidak tersimpan di peramban ini.`
            : 'Nomor referensi tidak ada.'}{' '}
          Surat penawaran dapat dibuka di peramban yang dipakai untuk mengirim permintaan, atau hubungi kami dengan
          nomor referensinya.
        </p>
        <a href="/penawaran" className="btn-primary mt-6">
          Ke Daftar Penawaran
        </a>
      </section>
    );
  }
  return <Letter quote={view.quote} />;
}

function Letter({ quote }: { quote: QuoteAnswer }) {
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
          href="/penawaran"
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          ← Daftar Penawaran
        </a>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Simpan PDF / Cetak
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
            Telp. {sellerPhone} · {seller.company_email}
          </address>
        </header>

        <h1 className="mt-5 text-center text-base font-bold tracking-wide uppercase">Surat Penawaran Harga</h1>
        <table className="mt-3 text-sm">
          <tbody>
            <tr>
              <th scope="row" className="pr-4 text-left font-normal text-slate-600">
                Nomor
              </th>
              <td className="font-mono font-semibold">{quote.reference}</td>
            </tr>
            <tr>
              <th scope="row" className="pr-4 text-left font-normal text-slate-600">
                Tanggal
              </th>
              <td>{formatIdDate(quote.created_at)}</td>
            </tr>
            <tr>
              <th scope="row" className="pr-4 text-left font-normal text-slate-600">
                Berlaku hingga
              </th>
              <td>
                {formatIdDate(quote.valid_until)} ({quote.validity_days} hari)
              </td>
            </tr>
          </tbody>
        </table>

        <div className="mt-4">
          <p>Kepada Yth.</p>
          {recipient.length ? (
            recipient.map((line) => (
              <p key={line} className="font-semibold">
                {line}
              </p>
            ))
          ) : (
            <p className="font-semibold">Bapak/Ibu Pemohon</p>
          )}
          {customer.phone && <p data-letter-phone>Telp./WhatsApp: {formatPhone(customer.phone)}</p>}
          {customer.email && <p>Email: {customer.email}</p>}
        </div>

        <p className="mt-4">
          Dengan hormat, bersama ini kami sampaikan penawaran harga untuk produk-produk berikut sesuai permintaan Anda:
        </p>

        <table className="mt-4 w-full border-collapse text-left text-[12px]">
          <thead>
            <tr className="border-y border-slate-400 bg-slate-50">
              <th scope="col" className="hidden px-2 py-2 text-center sm:table-cell">
                No
              </th>
              <th scope="col" className="px-2 py-2">
                Produk
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Jumlah
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right sm:table-cell">
                Harga satuan
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => {
              const note = quoteLineNote(line);
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
                      <span className={`whitespace-nowrap ${share.counted === 0 ? 'text-slate-400 line-through' : ''}`}>
                        {formatIdr(line.subtotal)}
                      </span>
                    )}
                    {line.subtotal !== null && share.leftOutQuantity > 0 && share.counted > 0 && (
                      <span className="block text-[11px] whitespace-nowrap text-slate-600">
                        dalam total {formatIdr(share.counted)}
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
                Total (stok tersedia)
              </th>
              <th scope="row" colSpan={4} className="hidden px-2 py-2 text-right sm:table-cell">
                Total (stok tersedia)
              </th>
              <td className="px-2 py-2 text-right font-bold whitespace-nowrap tabular-nums" data-letter-total>
                {formatIdr(quote.total)}
              </td>
            </tr>
            {leftOut > 0 && (
              <tr>
                <td colSpan={5} className="px-2 pt-1 text-right text-[11px] text-slate-600">
                  Di luar total: {formatIdr(leftOut)} (inden / stok habis; harga dan waktunya dikonfirmasi kembali)
                </td>
              </tr>
            )}
          </tfoot>
        </table>

        {customer.notes && (
          <div className="mt-4">
            <p className="font-semibold">Catatan pemohon</p>
            <p className="whitespace-pre-line">{customer.notes}</p>
          </div>
        )}

        <div className="mt-4">
          <p className="font-semibold">Ketentuan</p>
          <ol className="list-decimal pl-5">
            <li>Harga dalam Rupiah (IDR).</li>
            <li>
              Penawaran berlaku {quote.validity_days} hari sejak tanggal surat, sampai {formatIdDate(quote.valid_until)}
              .
            </li>
            <li>Ketersediaan stok dan waktu pengiriman dikonfirmasi kembali saat pemesanan.</li>
            <li>Garansi resmi dan layanan purna jual dari kami.</li>
          </ol>
        </div>

        <div className="mt-6 flex justify-end">
          <div className="w-56 max-w-full text-center">
            <p>Hormat kami,</p>
            <p className="mt-14 border-t border-slate-400 pt-1 font-semibold">Bagian Penjualan</p>
          </div>
        </div>
      </article>
    </>
  );
}
