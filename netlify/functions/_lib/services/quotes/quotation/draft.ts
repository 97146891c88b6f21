import type { QuotationDraft, QuotationDraftParsed } from '#shared/quote/quotation/schema.ts';
import { priceQuotation } from '#shared/quote/quotation/arithmetic.ts';
import { DPP_NILAI_LAIN_RATE, type PpnMode } from '#shared/quote/quotation/ppn.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Settings } from '#shared/settings/schema.ts';
import type { Deps } from '#server/deps.ts';
import { invalid } from '#server/errors.ts';
import { diffChanges, journaledUpdate } from '../../activity/index.ts';
import { readProducts } from '../../catalog/index.ts';
import { readSettings } from '../../settings/index.ts';
import { quoteRequest } from '../requests.ts';
import { quotationKey, type QuotationDocument } from './document.ts';

/* The admin's draft of a quotation: the one saved, priced by the server, and the one it starts from. */

/**
 * The draft's PPN terms: its own where it names them, Settings' otherwise. A draft naming a rate but
 * no mode is 'flat' (a client that knows only the rate gets rate × price, as it previews). In 'dpp_nilai_lain' the
 * rate is the regulation's 12 %, stored as the rate the letter writes.
 */
function taxTerms(
  settings: Settings,
  input: Partial<Pick<QuotationDraftParsed, 'tax_rate' | 'prices_include_tax' | 'ppn_mode'>> = {},
) {
  const ppn_mode: PpnMode = input.ppn_mode ?? (input.tax_rate === undefined ? settings.ppn_mode : 'flat');
  return {
    tax_rate: ppn_mode === 'dpp_nilai_lain' ? DPP_NILAI_LAIN_RATE : (input.tax_rate ?? settings.ppn_rate),
    prices_include_tax: input.prices_include_tax ?? settings.prices_include_ppn,
    ppn_mode,
  };
}

const FREE_LINE = { sku: null, tkdn_percent: null, tkdn_certificate: '', akl_number: '' };

/** What a catalogue line copies from its product, frozen with the line: SKU, TKDN and AKL/AKD. */
function fromProduct(product: ProductRecord | undefined) {
  if (!product) return FREE_LINE;
  // Records saved before the procurement fields existed read as unknown.
  return {
    sku: product.sku,
    tkdn_percent: product.tkdn_percent ?? null,
    tkdn_certificate: product.tkdn_certificate ?? '',
    akl_number: product.akl_number ?? '',
  };
}

/** Today's date in Jakarta, YYYY-MM-DD. */
export function jakartaDate(now: Date, addDays = 0): string {
  return new Date(now.getTime() + 7 * 3_600_000 + addDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Saves the draft, priced by the server. Catalogue lines must name a product the store still has
 * (its SKU goes on the letter); terms the admin left out take Settings' defaults.
 */
export async function saveQuotationDraft(
  deps: Deps,
  reference: string,
  input: QuotationDraftParsed,
  by: string,
): Promise<QuotationDraft> {
  const [, settings, products] = await Promise.all([
    quoteRequest(deps, reference),
    readSettings(deps),
    readProducts(deps, [
      ...new Set(input.lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]))),
    ]),
  ]);
  const errors: Record<string, string[]> = {};
  input.lines.forEach((line, index) => {
    const product = line.product_id === null ? undefined : products.get(line.product_id);
    if (line.product_id !== null && (!product || product.deleted_at)) {
      errors[`lines.${index}.product_id`] = ['Produk tidak ada lagi di katalog'];
    }
  });
  if (Object.keys(errors).length > 0) throw invalid('Ada produk yang tidak ada lagi di katalog', errors);

  const terms = taxTerms(settings, input);
  const { lines, totals } = priceQuotation(
    input.lines.map((line) => ({
      ...line,
      ...fromProduct(line.product_id === null ? undefined : products.get(line.product_id)),
    })),
    terms,
  );
  const draft: QuotationDraft = {
    lines,
    ...terms,
    valid_until: input.valid_until,
    payment_terms: input.payment_terms ?? settings.quotation_payment_terms,
    delivery_time: input.delivery_time ?? settings.quotation_delivery_time,
    notes: input.notes ?? '',
    signatory: input.signatory ?? { name: settings.signatory_name, title: settings.signatory_title },
    ...totals,
    updated_at: deps.now().toISOString(),
    updated_by: by,
  };
  await journaledUpdate<QuotationDocument>(
    deps,
    quotationKey(reference),
    (current) => ({
      reference,
      revisions: current?.revisions ?? [],
      draft,
    }),
    (before, after) => [
      {
        entity: 'quotation',
        entity_id: reference,
        action: before?.draft ? 'update' : 'create',
        label: reference,
        changes: before?.draft ? diffChanges(before.draft, after.draft, ['updated_at', 'updated_by']) : [],
      },
    ],
  );
  return draft;
}

/**
 * What 'Buat penawaran resmi' starts from when no draft is saved: the request's lines at the
 * catalogue's current prices (products no longer in the store left out), Settings' PPN, terms,
 * signatory and validity. Not stored until the admin saves it.
 */
export async function starterDraft(deps: Deps, reference: string, by: string): Promise<QuotationDraft> {
  const request = await quoteRequest(deps, reference);
  const [settings, products] = await Promise.all([
    readSettings(deps),
    readProducts(
      deps,
      request.lines.map((line) => line.product_id),
    ),
  ]);
  const terms = taxTerms(settings);
  const { lines, totals } = priceQuotation(
    request.lines.flatMap((line) => {
      const product = products.get(line.product_id);
      if (!product || product.deleted_at) return [];
      return [
        {
          product_id: product.id,
          ...fromProduct(product),
          description: product.name,
          quantity: line.quantity,
          unit_price: product.price,
          discount_percent: 0,
        },
      ];
    }),
    terms,
  );
  return {
    lines,
    ...terms,
    valid_until: jakartaDate(deps.now(), settings.quote_validity_days),
    payment_terms: settings.quotation_payment_terms,
    delivery_time: settings.quotation_delivery_time,
    notes: '',
    signatory: { name: settings.signatory_name, title: settings.signatory_title },
    ...totals,
    updated_at: deps.now().toISOString(),
    updated_by: by,
  };
}
