import {
  InstrumentCustomerSchema,
  type DeliveredUnits,
  type InstrumentCustomer,
  type InstrumentView,
} from '#shared/service/instrument.ts';
import type { Deps } from '../../deps.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { readProducts } from '../catalog/index.ts';
import { readQuotation } from '../quotes/index.ts';
import { createInstrument, getInstrument } from './instruments.ts';
import { readAllInstruments, SERIAL_TAKEN } from './store.ts';

/*
 * 'Catat unit terkirim': the units delivered against an accepted formal quotation become instruments,
 * one per serial number, with the buyer of the accepted revision as their customer and the product's
 * warranty. Every unit is checked before any is created (on the quotation, within its quantity, its
 * serial free), and a unit already recorded for this quotation is kept rather than made twice, so
 * sending the same delivery again (a retry after a lost answer) creates nothing new.
 */

export interface DeliveryResult {
  /** Every unit of the request, in its order. */
  data: InstrumentView[];
  /** How many of them were created now (the rest were recorded before). */
  created: number;
}

function customerOf(buyer: { name: string; institution: string; email: string; phone: string }): InstrumentCustomer {
  const parsed = InstrumentCustomerSchema.safeParse(buyer);
  if (parsed.success) return parsed.data;
  // A request's looser email or phone must not block the delivery: the name is what matters.
  return InstrumentCustomerSchema.parse({ name: buyer.name || '-', institution: buyer.institution });
}

export async function recordDeliveredUnits(
  deps: Deps,
  reference: string,
  input: DeliveredUnits,
): Promise<DeliveryResult> {
  const doc = await readQuotation(deps, reference);
  if (!doc) throw notFound('Penawaran tidak ditemukan');
  const accepted = doc.revisions.findLast((revision) => revision.accepted);
  if (!accepted) {
    throw conflict('Unit terkirim hanya dapat dicatat dari penawaran resmi yang sudah diterima pembeli.');
  }

  const ordered = new Map<number, number>();
  for (const line of accepted.lines) {
    if (line.product_id) ordered.set(line.product_id, (ordered.get(line.product_id) ?? 0) + line.quantity);
  }
  const all = await readAllInstruments(deps);
  const holder = (productId: number, serial: string) =>
    all.findLast((instrument) => instrument.product_id === productId && instrument.serial_number === serial);
  const mine = (productId: number) =>
    new Set(
      all
        .filter((instrument) => instrument.quotation_reference === reference && instrument.product_id === productId)
        .map((instrument) => instrument.serial_number),
    );

  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const units = new Map<number, Set<string>>();
  input.units.forEach((unit, index) => {
    const at = `units.${index}`;
    if (!ordered.has(unit.product_id)) {
      errors[`${at}.product_id`] = ['Produk ini tidak ada di penawaran'];
      return;
    }
    const key = `${unit.product_id}/${unit.serial_number}`;
    if (seen.has(key)) {
      errors[`${at}.serial_number`] = [`Nomor seri ${unit.serial_number} ditulis dua kali`];
      return;
    }
    seen.add(key);
    const found = holder(unit.product_id, unit.serial_number);
    if (found && found.quotation_reference !== reference) {
      errors[`${at}.serial_number`] = [SERIAL_TAKEN(unit.serial_number)];
      return;
    }
    const serials = units.get(unit.product_id) ?? mine(unit.product_id);
    serials.add(unit.serial_number);
    units.set(unit.product_id, serials);
    if (serials.size > ordered.get(unit.product_id)!) {
      errors[`${at}.product_id`] = [
        `Melebihi jumlah di penawaran (${ordered.get(unit.product_id)} unit, termasuk yang sudah dicatat)`,
      ];
    }
  });
  const problems = Object.values(errors);
  if (problems.length > 0) throw invalid(problems[0]![0]!, errors);

  const products = await readProducts(deps, [...ordered.keys()]);
  const customer = customerOf(accepted.buyer);
  const data: InstrumentView[] = [];
  let created = 0;
  // One at a time: each create claims its serial, so a concurrent delivery of the same unit gets a 409.
  for (const unit of input.units) {
    const existing = holder(unit.product_id, unit.serial_number);
    if (existing) {
      data.push(await getInstrument(deps, existing.id));
      continue;
    }
    data.push(
      await createInstrument(deps, {
        product_id: unit.product_id,
        serial_number: unit.serial_number,
        customer,
        delivered_on: input.delivered_on,
        warranty_months: products.get(unit.product_id)?.warranty_months ?? 0,
        calibration_interval_months: unit.calibration_interval_months,
        last_calibrated_on: null,
        quotation_reference: reference,
      }),
    );
    created += 1;
  }
  return { data, created };
}
