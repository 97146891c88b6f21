import { formatIdr } from '#shared/common/format.ts';
import { formatPhone } from '#shared/common/phone.ts';
import type { QuoteAnswer } from '#shared/quote/request.ts';
import type { Deps } from '../../deps.ts';
import { notifyNewLead } from '../mail/index.ts';

/** A quote request ('Daftar Penawaran'): a notification to the company (the visitor gives no email). */
export function notifyNewQuote(deps: Deps, quote: QuoteAnswer): Promise<number> {
  const who = quote.customer.name || 'Pengunjung';
  return notifyNewLead(
    deps,
    {
      subject: `Permintaan penawaran baru ${quote.reference}: ${who}${quote.customer.institution ? ` (${quote.customer.institution})` : ''}`,
      text: quoteNotificationText(quote),
    },
    'quote',
  );
}

export function quoteNotificationText(quote: QuoteAnswer): string {
  const { customer } = quote;
  const statusNote: Record<string, string> = {
    available: '',
    limited: ' (stok kurang)',
    out_of_stock: ' (stok habis)',
    unavailable: ' (tidak tersedia)',
  };
  return [
    `Ada permintaan penawaran baru, nomor ${quote.reference}.`,
    '',
    `Nama       : ${customer.name || '-'}`,
    `Instansi   : ${customer.institution || '-'}`,
    `Telepon/WA : ${customer.phone ? formatPhone(customer.phone) : '-'}`,
    `Kota       : ${customer.city || '-'}`,
    '',
    'Produk:',
    ...quote.lines.map(
      (line, index) =>
        `${index + 1}. ${line.name} (${line.sku}) × ${line.quantity}` +
        (line.unit_price === null ? '' : ` @ ${formatIdr(line.unit_price)}`) +
        (statusNote[line.status] ?? ''),
    ),
    '',
    `Total: ${formatIdr(quote.total)}`,
    ...(customer.notes ? ['', 'Catatan:', customer.notes] : []),
    '',
    'Buka Permintaan Penawaran di panel admin untuk menindaklanjuti.',
  ].join('\n');
}
