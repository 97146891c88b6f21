import { formatIdr } from '../common/format.ts';
import { formatPhone } from '../common/phone.ts';
import type { Lang } from '../i18n/lang.ts';
import { QUOTE_MAX_QUANTITY } from './limits.ts';

/*
 * The quote basket ('Daftar Penawaran'): the shapes the quote function answers with, and the one
 * WhatsApp message built from that answer. No zod here: the product page's button imports this
 * module and must stay light (the schemas live in request-schema.ts, the limits in limits.ts).
 */

/**
 * How the server found a line at submit: `available` in stock for the quantity; `limited` priced but
 * fewer in stock than asked; `out_of_stock` priced, nothing in stock; `unavailable` no longer in the
 * public catalogue (unknown, unpublished or deleted): listed, never priced.
 */
export type QuoteLineStatus = 'available' | 'limited' | 'out_of_stock' | 'unavailable';

export interface QuoteLine {
  product_id: number;
  name: string;
  sku: string;
  /** The product page's slug, when the product is still public. */
  slug: string | null;
  quantity: number;
  unit_price: number | null;
  /** unit_price × quantity, counted in the total only for available and limited lines. */
  subtotal: number | null;
  stock: number | null;
  status: QuoteLineStatus;
}

export interface QuoteCustomer {
  name: string;
  institution: string;
  phone: string;
  city: string;
  /** Optional; where a formal quotation is emailed (absent in requests made before it was asked). */
  email?: string;
  notes: string;
}

/** The seller's letterhead as Settings held it when the request was made. */
export interface QuoteSeller {
  company_name: string;
  company_address: string;
  company_phone: string;
  company_email: string;
}

/** POST /api/quotes (201): the request as stored, priced by the server. */
export interface QuoteAnswer {
  reference: string;
  created_at: string;
  valid_until: string;
  validity_days: number;
  lines: QuoteLine[];
  total: number;
  customer: QuoteCustomer;
  seller: QuoteSeller;
  /** The number the quote's WhatsApp message goes to (empty when Settings have none yet). */
  whatsapp_number: string;
  /**
   * The language of the page the request was sent from: its formal quotation (page, PDF, mail) is
   * written in it. Absent in requests made before it was recorded (Indonesian).
   */
  lang?: Lang;
  /**
   * Set on a stand-in the store check wrote for a request whose process died after numbering it: the
   * inbox row survived (customer, count of lines, total), the priced lines did not.
   */
  incomplete?: boolean;
}

export const countsInTotal = (line: Pick<QuoteLine, 'status'>) =>
  line.status === 'available' || line.status === 'limited';

/** How a priced product stands for a quantity: the one rule of the quote page, the server and the product page. */
export function quoteLineStatus(stock: number, quantity: number): Exclude<QuoteLineStatus, 'unavailable'> {
  return stock <= 0 ? 'out_of_stock' : stock < quantity ? 'limited' : 'available';
}

/**
 * What one line puts in the total, and what it leaves out and why. The total is what can be
 * supplied from stock now: a line asking more than the stock (a quote may) counts the units in
 * stock and leaves the rest out as 'inden' (delivered later, its date and price confirmed by the
 * team); an out-of-stock line and a product no longer in the catalogue count nothing. Every rupiah a
 * row shows is either in the total or in `leftOut`, so rows and total always add up.
 */
export interface QuoteLineShare {
  /** Units counted in the total. */
  countedQuantity: number;
  /** Rupiah counted in the total. */
  counted: number;
  /** Units asked for but not counted. */
  leftOutQuantity: number;
  /** Rupiah of those units (0 when the line has no price). */
  leftOut: number;
}

export function quoteLineShare(line: Pick<QuoteLine, 'quantity' | 'unit_price' | 'stock' | 'status'>): QuoteLineShare {
  if (line.unit_price === null || line.status === 'unavailable') {
    return { countedQuantity: 0, counted: 0, leftOutQuantity: line.quantity, leftOut: 0 };
  }
  const countedQuantity = Math.max(0, Math.min(line.quantity, line.stock ?? line.quantity));
  const leftOutQuantity = line.quantity - countedQuantity;
  return {
    countedQuantity,
    counted: countedQuantity * line.unit_price,
    leftOutQuantity,
    leftOut: leftOutQuantity * line.unit_price,
  };
}

/** The request's total (what stock covers now) and the priced part left out of it (inden, out of stock). */
export function quoteTotals(lines: ReadonlyArray<Pick<QuoteLine, 'quantity' | 'unit_price' | 'stock' | 'status'>>): {
  total: number;
  leftOut: number;
} {
  return lines.reduce(
    (sum, line) => {
      const share = quoteLineShare(line);
      return { total: sum.total + share.counted, leftOut: sum.leftOut + share.leftOut };
    },
    { total: 0, leftOut: 0 },
  );
}

/**
 * The line's note in words, the same on the quote page, in the message and on the letter ('' when all
 * is in stock); in the visitor's page's language (the admin's screens are Indonesian).
 */
export function quoteLineNote(line: Pick<QuoteLine, 'quantity' | 'stock' | 'status'>, lang: Lang = 'id'): string {
  const english = lang === 'en';
  switch (line.status) {
    case 'limited':
      return english
        ? `${line.quantity} requested, ${line.stock} in stock: ${line.quantity - (line.stock ?? 0)} back-ordered, not in the total`
        : `${line.quantity} diminta, ${line.stock} tersedia: ${line.quantity - (line.stock ?? 0)} inden, di luar total`;
    case 'out_of_stock':
      return english
        ? 'Out of stock: not in the total, our team confirms the delivery time'
        : 'Stok habis: di luar total, waktu inden dikonfirmasi tim kami';
    case 'unavailable':
      return english ? 'No longer in the catalogue: not in the total' : 'Tidak tersedia lagi di katalog: di luar total';
    default:
      return '';
  }
}

export const clampQuoteQuantity = (value: number) =>
  Number.isFinite(value) ? Math.min(QUOTE_MAX_QUANTITY, Math.max(1, Math.trunc(value))) : 1;

/** RL-YYMM-NNNN: the month in Jakarta time, the month's sequence with at least four digits. */
export function quoteReference(yymm: string, sequence: number): string {
  return `RL-${yymm}-${String(sequence).padStart(4, '0')}`;
}

export const QUOTE_REFERENCE_PATTERN = /^RL-(\d{4})-(\d{4,9})$/;

/** "2611" for November 2026, in Jakarta time (UTC+7, no daylight saving). */
export function quoteMonth(now: Date): string {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  return `${String(jakarta.getUTCFullYear() % 100).padStart(2, '0')}${String(jakarta.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month before `now`'s month in Jakarta time: "2612" for any moment of January 2027 (WIB). */
export function previousQuoteMonth(now: Date): string {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  // Noon on the last day of the previous month, Jakarta time.
  return quoteMonth(new Date(Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), 0, 5)));
}

const MESSAGE_TEXT = {
  id: {
    labels: ['Nama', 'Instansi/Perusahaan', 'Telepon/WhatsApp', 'Email', 'Kota', 'Catatan'],
    greeting: (company: string) => `Halo ${company}, saya ingin meminta penawaran harga.`,
    reference: 'No. referensi',
    leftOut: 'Di luar total (inden / stok habis)',
  },
  en: {
    labels: ['Name', 'Institution/Company', 'Phone/WhatsApp', 'Email', 'City', 'Notes'],
    greeting: (company: string) => `Hello ${company}, I would like to request a price quotation.`,
    reference: 'Reference no.',
    leftOut: 'Not in the total (back-ordered / out of stock)',
  },
} as const;

/** The one WhatsApp message for the whole list, made from the server's answer, in the page's language. */
export function quoteMessage(answer: QuoteAnswer, lang: Lang = 'id'): string {
  const text = MESSAGE_TEXT[lang];
  const lines = answer.lines.map((line, index) => {
    const price =
      line.unit_price === null
        ? `${line.quantity} unit`
        : `${line.quantity} x ${formatIdr(line.unit_price)} = ${formatIdr(line.unit_price * line.quantity)}`;
    const note = quoteLineNote(line, lang);
    return `${index + 1}. ${line.name} (SKU ${line.sku})${note ? ` (${note})` : ''}\n   ${price}`;
  });
  const { customer } = answer;
  const { leftOut } = quoteTotals(answer.lines);
  const details = [
    customer.name,
    customer.institution,
    formatPhone(customer.phone),
    customer.email ?? '',
    customer.city,
    customer.notes,
  ]
    .map((value, index) => [text.labels[index], value])
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  return [
    text.greeting(answer.seller.company_name),
    `${text.reference}: ${answer.reference}`,
    '',
    ...lines,
    '',
    `Total: ${formatIdr(answer.total)}`,
    ...(leftOut > 0 ? [`${text.leftOut}: ${formatIdr(leftOut)}`] : []),
    ...(details.length ? ['', ...details] : []),
  ].join('\n');
}
