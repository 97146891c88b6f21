import { formatPhone } from '#shared/common/phone.ts';
import { Link, useParams } from '#admin/lib/navigation.tsx';
import { formatIdDate, formatIdDateTime, formatIdr } from '#shared/common/format.ts';
import { QUOTE_STATUSES, QUOTE_STATUS_LABELS, type QuoteStatus } from '#shared/quote/limits.ts';
import { quoteLineShare, type QuoteLine } from '#shared/quote/request.ts';
import { type AdminQuote } from '#shared/quote/admin.ts';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import { InternalNotes } from '#admin/components/internal-notes.tsx';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { ExternalIcon } from '#admin/components/ui/icons.tsx';
import { ChevronLeftIcon } from '#admin/components/ui/more-icons.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useChangeQuoteStatus, useQuote } from '../api.ts';
import { QuotationCard } from './quotation-card.tsx';
import { QuoteStatusBadge, statusChangeText } from './quote-status.tsx';

const LINE_FLAGS: Record<QuoteLine['status'], string> = {
  available: '',
  limited: 'Stok kurang',
  out_of_stock: 'Stok habis',
  unavailable: 'Tidak tersedia',
};

/** One quote request: the visitor, the priced lines, and its status. */
export function QuoteDetailPage() {
  const { reference = '' } = useParams();
  const quote = useQuote(reference);
  return (
    <>
      <Link
        to={paths.quotes}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        Permintaan Penawaran
      </Link>
      {quote.isPending ? (
        <Card>
          <LoadingState label="Memuat permintaan..." />
        </Card>
      ) : quote.isError ? (
        <Card>
          <QueryErrorState title="Gagal memuat permintaan penawaran" query={quote} />
        </Card>
      ) : (
        <QuoteDetail quote={quote.data} />
      )}
    </>
  );
}

function QuoteDetail({ quote }: { quote: AdminQuote }) {
  const change = useChangeQuoteStatus(quote.reference);
  const { customer } = quote;
  const setStatus = (status: QuoteStatus) =>
    change.mutate(
      { status, from: quote.status },
      {
        onSuccess: () => toastSuccess('Status diperbarui', `${quote.reference}: ${QUOTE_STATUS_LABELS[status]}`),
        onError: (error) => toastApiError(error, 'Gagal mengubah status', 'Terjadi kesalahan.'),
      },
    );
  const chat = customer.phone
    ? whatsappUrl(
        customer.phone,
        `Halo${customer.name ? ` ${customer.name}` : ''}, terima kasih atas permintaan penawaran ${quote.reference} di ${quote.seller.company_name}.`,
      )
    : null;

  return (
    <>
      <PageHeader
        title={quote.reference}
        description={requestDescription(quote)}
        actions={
          chat ? (
            <a href={chat} target="_blank" rel="noopener" className={buttonClass('primary')} data-quote-chat>
              <ExternalIcon className="h-4 w-4" />
              WhatsApp pemohon
            </a>
          ) : undefined
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card className="h-fit">
            <CardHeader title="Produk" description={`${quote.lines.length} produk, harga saat permintaan dikirim`} />
            {quote.incomplete && (
              <p
                className="mx-4 mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800 sm:mx-6"
                data-quote-incomplete
              >
                Rincian produk permintaan ini tidak tersimpan karena gangguan saat dikirim. Hubungi pemohon untuk
                menanyakan produk yang diminta.
              </p>
            )}
            <div className="overflow-x-auto">
              <table className="w-full min-w-[560px] text-left text-sm">
                <caption className="sr-only">Produk dalam permintaan {quote.reference}</caption>
                <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th scope="col" className="px-4 py-2 sm:pl-6">
                      Produk
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Jumlah
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      Harga satuan
                    </th>
                    <th scope="col" className="px-4 py-2 text-right sm:pr-6">
                      Subtotal
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {quote.lines.map((line) => (
                    <tr key={line.product_id} data-quote-line={line.sku}>
                      <td className="px-4 py-3 sm:pl-6">
                        <p className="font-medium text-slate-900">{line.name}</p>
                        <p className="font-mono text-xs text-slate-500">SKU {line.sku}</p>
                        {line.status !== 'available' && (
                          <p className="text-xs font-medium text-amber-700">
                            {LINE_FLAGS[line.status]}
                            {line.status === 'limited' && ` (tersedia ${line.stock})`}
                          </p>
                        )}
                      </td>
                      <td className="px-3 py-3 text-right tabular-nums">{line.quantity}</td>
                      <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">
                        {line.unit_price === null ? '—' : formatIdr(line.unit_price)}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums sm:pr-6">
                        <LineSubtotal line={line} />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t border-slate-200">
                    <th scope="row" colSpan={3} className="px-3 py-3 text-right font-semibold">
                      Total
                    </th>
                    <td
                      className="whitespace-nowrap px-4 py-3 text-right font-bold tabular-nums sm:pr-6"
                      data-quote-total
                    >
                      {formatIdr(quote.total)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </Card>
          <QuotationCard quote={quote} />
        </div>

        <div className="space-y-6">
          <Card>
            <CardHeader title="Status" />
            <div className="space-y-3 p-4 sm:p-6">
              <div className="flex items-center gap-2">
                <QuoteStatusBadge status={quote.status} />
                <span className="text-xs text-slate-500">{statusChangeText(quote)}</span>
              </div>
              <div className="flex flex-wrap gap-2" role="group" aria-label="Ubah status">
                {QUOTE_STATUSES.filter((status) => status !== quote.status).map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant="secondary"
                    busy={change.isPending && change.variables?.status === status}
                    disabled={change.isPending}
                    onClick={() => setStatus(status)}
                  >
                    {QUOTE_STATUS_LABELS[status]}
                  </Button>
                ))}
              </div>
              {quote.history.length > 0 && (
                <ol className="space-y-1 border-t border-slate-100 pt-3 text-xs text-slate-500">
                  {[...quote.history].reverse().map((entry) => (
                    <li key={`${entry.at}-${entry.status}`}>
                      {QUOTE_STATUS_LABELS[entry.status]} · {entry.by} · {formatIdDateTime(entry.at)}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </Card>
          <Card>
            <CardHeader title="Pemohon" />
            <dl className="grid gap-3 p-4 text-sm sm:p-6">
              {(
                [
                  ['Nama', customer.name],
                  ['Instansi / perusahaan', customer.institution],
                  ['Telepon / WhatsApp', formatPhone(customer.phone)],
                  ['Email', customer.email ?? ''],
                  ['Kota', customer.city],
                  ['Catatan', customer.notes],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="whitespace-pre-line break-words text-slate-900">{value || '-'}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <InternalNotes path={`/api/admin/quotes/${encodeURIComponent(quote.reference)}`} />
        </div>
      </div>
    </>
  );
}

/**
 * When the request came and, once a quotation is sent, until when its newest revision holds: the one
 * validity a buyer is held to (the request's own letter date is the visitor's printout, not an offer).
 */
function requestDescription(quote: AdminQuote): string {
  const latest = quote.quotation.revisions.at(-1);
  const sent = `Dikirim ${formatIdDateTime(quote.created_at)}`;
  if (!latest) return sent;
  return `${sent} · penawaran berlaku sampai ${formatIdDate(`${latest.valid_until}T12:00:00+07:00`)}`;
}

/**
 * What a line adds to the total: as on the visitor's quote list, the quantity in stock now; the rest
 * (asked beyond the stock, or out of stock) is shown under it as outside the total, so the rows add
 * up to the total.
 */
function LineSubtotal({ line }: { line: QuoteLine }) {
  if (line.unit_price === null || line.status === 'unavailable') return <>—</>;
  const share = quoteLineShare(line);
  return (
    <>
      <span data-quote-line-counted>{share.countedQuantity > 0 ? formatIdr(share.counted) : '—'}</span>
      {share.leftOutQuantity > 0 && (
        <span className="block whitespace-normal text-xs font-normal text-amber-700" data-quote-line-left-out>
          {formatIdr(share.leftOut)} di luar total ({share.leftOutQuantity} tidak tersedia)
        </span>
      )}
    </>
  );
}
