import { z } from '../../common/zod.ts';
import { optionalText, optionalTextOrAbsent, requiredText } from '../../common/fields.ts';
import { QUOTE_MAX_QUANTITY } from '../limits.ts';
import { LANGS } from '../../i18n/lang.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../../common/text.ts';
import { BankAccountSchema } from '../../settings/quotation.ts';
import { QUOTATION_STATUSES } from './status.ts';
import { DPP_NILAI_LAIN_RATE, PPN_MODES } from './ppn.ts';

export {
  QUOTATION_STATUSES,
  QUOTATION_STATUS_LABELS,
  quotationNumber,
  revisionStatus,
  validUntilEnd,
  type QuotationStatus,
} from './status.ts';

export { BankAccountSchema, PPN_DEFAULT_RATE, type BankAccount } from '../../settings/quotation.ts';

/*
 * The formal quotation (surat penawaran harga) made from a quote request: what the admin's editor
 * sends, what is stored as the draft and as each sent revision, and what the buyer sends back. One
 * schema per payload, shared by the editor and the functions; answer types are inferred from here.
 */

export const QUOTATION_MAX_LINES = 100;
/** Highest unit price (100 miliar): quantity × price stays an exact integer. */
export const QUOTATION_MAX_PRICE = 100_000_000_000;
/** Highest sum of quantity × unit price over a quotation, so every total stays an exact integer. */
export const QUOTATION_MAX_GROSS = 1_000_000_000_000_000;

/** A percentage 0–100 with at most two decimals (11, 2.5, 12.75). */
const percent = (label: string) =>
  z
    .number({ error: `${label} harus angka` })
    .min(0, `${label} tidak boleh negatif`)
    .max(100, `${label} maksimal 100%`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} maksimal dua desimal`);

const safe = (label: string, max: number) =>
  optionalText(label, max).refine(isSafeName, `${label} ${UNSAFE_NAME_MESSAGE}`);

/** A calendar date, YYYY-MM-DD (the quotation is valid through that day, Jakarta time). */
export const dateOnly = z
  .string({ error: 'Tanggal wajib diisi' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus berformat TTTT-BB-HH')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Tanggal tidak valid',
  );

export const SignatorySchema = z.object({
  name: safe('Nama penanda tangan', 120),
  title: safe('Jabatan penanda tangan', 120),
});
export type Signatory = z.infer<typeof SignatorySchema>;

export const QuotationLineInputSchema = z.object({
  /** A catalogue product, or absent for a free line (calibration, installation, shipping, training). */
  product_id: z
    .number({ error: 'Produk tidak valid' })
    .int('Produk tidak valid')
    .min(1, 'Produk tidak valid')
    .max(1_000_000_000, 'Produk tidak valid')
    .nullish()
    .transform((value) => value ?? null),
  description: requiredText('Uraian', 300).refine(isSafeName, `Uraian ${UNSAFE_NAME_MESSAGE}`),
  quantity: z
    .number({ error: 'Jumlah harus angka' })
    .int('Jumlah harus bilangan bulat')
    .min(1, 'Jumlah minimal 1')
    .max(QUOTE_MAX_QUANTITY, `Jumlah maksimal ${QUOTE_MAX_QUANTITY}`),
  unit_price: z
    .number({ error: 'Harga satuan harus angka' })
    .int('Harga satuan dalam rupiah tanpa desimal')
    .min(0, 'Harga satuan tidak boleh negatif')
    .max(QUOTATION_MAX_PRICE, 'Harga satuan terlalu besar'),
  discount_percent: percent('Diskon').default(0),
});
export type QuotationLineInput = z.input<typeof QuotationLineInputSchema>;

/** POST /api/admin/quotes/{reference}/quotation: the draft. Absent terms take Settings' defaults. */
export const QuotationDraftInputSchema = z
  .object({
    lines: z
      .array(QuotationLineInputSchema, { error: 'Daftar baris tidak valid' })
      .min(1, 'Penawaran minimal satu baris')
      .max(QUOTATION_MAX_LINES, `Maksimal ${QUOTATION_MAX_LINES} baris`)
      .refine(
        (lines) => lines.reduce((sum, line) => sum + line.quantity * line.unit_price, 0) <= QUOTATION_MAX_GROSS,
        'Nilai penawaran terlalu besar',
      ),
    tax_rate: percent('Tarif PPN').optional(),
    prices_include_tax: z.boolean({ error: 'Pilihan harga termasuk PPN tidak valid' }).optional(),
    /**
     * How PPN is written (ppn.ts). Absent: Settings' mode, except that a draft naming its own
     * `tax_rate` without a mode is 'flat' (a client that knows only the rate gets rate × price).
     */
    ppn_mode: z.enum(PPN_MODES, { error: "Cara menulis PPN harus 'flat' atau 'dpp_nilai_lain'" }).optional(),
    valid_until: dateOnly,
    // Absent (not '') when left out, so the server stores Settings' defaults; '' clears a term on purpose.
    payment_terms: optionalTextOrAbsent('Syarat pembayaran', 1000).optional(),
    delivery_time: optionalTextOrAbsent('Waktu pengiriman', 300).optional(),
    notes: optionalTextOrAbsent('Catatan', 2000).optional(),
    signatory: SignatorySchema.optional(),
  })
  .refine(
    (draft) =>
      draft.ppn_mode !== 'dpp_nilai_lain' || draft.tax_rate === undefined || draft.tax_rate === DPP_NILAI_LAIN_RATE,
    {
      path: ['tax_rate'],
      message: `Dengan DPP nilai lain tarif PPN tetap ${DPP_NILAI_LAIN_RATE}% dari 11/12 harga (PMK 131/2024)`,
    },
  );
export type QuotationDraftInput = z.input<typeof QuotationDraftInputSchema>;
export type QuotationDraftParsed = z.infer<typeof QuotationDraftInputSchema>;

export const QuotationLineSchema = z.object({
  product_id: z.number().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  /**
   * A catalogue line's product registrations, frozen with its SKU when the draft is saved: TKDN (the
   * certified figure, without BMP) and its certificate, and the Kemenkes AKL/AKD number. Free lines,
   * and lines stored before these were carried, have none (readQuotation).
   */
  tkdn_percent: z.number().nullable().default(null),
  tkdn_certificate: z.string().default(''),
  akl_number: z.string().default(''),
  quantity: z.number(),
  unit_price: z.number(),
  discount_percent: z.number(),
  gross: z.number(),
  discount: z.number(),
  net: z.number(),
});
export type QuotationLine = z.infer<typeof QuotationLineSchema>;

export const QuotationTotalsSchema = z.object({
  gross: z.number(),
  discount: z.number(),
  subtotal: z.number(),
  tax_base: z.number(),
  tax: z.number(),
  total: z.number(),
});

/**
 * The draft as stored and answered: every term resolved, every line priced by the server, and the
 * totals (gross, discount, subtotal, tax base, PPN, total) beside them.
 */
export const QuotationDraftSchema = z.object({
  lines: z.array(QuotationLineSchema),
  /** The rate the letter writes: Settings' (or the draft's) in 'flat', 12 in 'dpp_nilai_lain'. */
  tax_rate: z.number(),
  prices_include_tax: z.boolean(),
  /** How PPN is written; documents stored before the choice read 'flat' (readQuotation). */
  ppn_mode: z.enum(PPN_MODES),
  valid_until: z.string(),
  payment_terms: z.string(),
  delivery_time: z.string(),
  notes: z.string(),
  signatory: SignatorySchema,
  ...QuotationTotalsSchema.shape,
  updated_at: z.string(),
  updated_by: z.string(),
});
export type QuotationDraft = z.infer<typeof QuotationDraftSchema>;

/** The letterhead as Settings held it when the revision was sent: a filed letter never changes. */
export const QuotationSellerSchema = z.object({
  company_name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  npwp: z.string(),
  bank_accounts: z.array(BankAccountSchema),
});

export const QuotationBuyerSchema = z.object({
  name: z.string(),
  institution: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
});

export const AcceptanceSchema = z.object({
  name: z.string(),
  position: z.string(),
  po_number: z.string(),
  at: z.string(),
});

export const RevisionRequestSchema = z.object({ message: z.string(), at: z.string() });

/** A sent revision: frozen when sent, apart from what the buyer does with it. */
export const QuotationRevisionSchema = QuotationDraftSchema.omit({ updated_at: true, updated_by: true }).extend({
  revision: z.number(),
  sent_at: z.string(),
  sent_by: z.string(),
  /** The private link's key (at least 128 random bits), shown to admins only. */
  token: z.string(),
  request_created_at: z.string(),
  seller: QuotationSellerSchema,
  buyer: QuotationBuyerSchema,
  opened_at: z.string().nullable(),
  accepted: AcceptanceSchema.nullable(),
  revision_requests: z.array(RevisionRequestSchema),
  /** The buyer's language (the request's page): the letter, page and mail are written in it. */
  lang: z.enum(LANGS).optional(),
});
export type QuotationRevision = z.infer<typeof QuotationRevisionSchema>;

/** A revision as the admin reads it: its links and its status now. */
export const AdminQuotationRevisionSchema = QuotationRevisionSchema.extend({
  status: z.enum(QUOTATION_STATUSES),
  url: z.string(),
  pdf_url: z.string(),
});

/** The quotation part of GET /api/admin/quotes/{reference}. */
export const AdminQuotationSchema = z.object({
  status: z.enum(QUOTATION_STATUSES),
  draft: QuotationDraftSchema.nullable(),
  revisions: z.array(AdminQuotationRevisionSchema),
});
export type AdminQuotation = z.infer<typeof AdminQuotationSchema>;

/** POST /api/admin/quotes/{reference}/quotation/send. */
export const QuotationSentSchema = z.object({
  revision: z.number(),
  url: z.string(),
  pdf_url: z.string(),
  whatsapp_url: z.string(),
  emailed: z.boolean(),
});
export type QuotationSent = z.infer<typeof QuotationSentSchema>;

/** POST /api/q/{token}/accept. */
export const AcceptQuotationSchema = z.object({
  name: requiredText('Nama', 120).refine(isSafeName, `Nama ${UNSAFE_NAME_MESSAGE}`),
  position: safe('Jabatan', 120).optional().default(''),
  po_number: safe('Nomor PO', 60).optional().default(''),
});
export type AcceptQuotationInput = z.infer<typeof AcceptQuotationSchema>;

/** POST /api/q/{token}/revision. */
export const RequestRevisionSchema = z.object({
  message: requiredText('Pesan', 2000),
});
export type RequestRevisionInput = z.infer<typeof RequestRevisionSchema>;

export const PipelineMonthSchema = z.object({
  /** "2611": the month in Jakarta time, as quote references write it. */
  month: z.string(),
  /** Quote requests made this month. */
  requests: z.number(),
  /** Requests whose first quotation was sent this month. */
  sent: z.number(),
  /** Quotations accepted this month, and their value (totals with PPN). */
  accepted: z.number(),
  accepted_value: z.number(),
  /** Of this month's requests, the share already accepted (0–100, one decimal); null without requests. */
  request_to_accepted_rate: z.number().nullable(),
});

/** GET /api/admin/quotation-pipeline: this month and last, for the dashboard. */
export const QuotationPipelineSchema = z.object({
  this_month: PipelineMonthSchema,
  last_month: PipelineMonthSchema,
});
export type QuotationPipeline = z.infer<typeof QuotationPipelineSchema>;
