import { normalizeEmail, type PortalInstrument } from '#shared/portal/account.ts';
import type { Deps } from '../../deps.ts';
import { allInstrumentViews } from './instruments.ts';

/*
 * The units recorded under a customer's email, for the customer portal. Read from every shard (one
 * read per 256 instruments, as the admin list and the warranty check read them): a distributor's
 * thousands of units are a few reads.
 */

/** The customer's units, newest delivery first, with what the customer may see (no other customer's data). */
export async function instrumentsByEmail(deps: Deps, email: string): Promise<PortalInstrument[]> {
  const wanted = normalizeEmail(email);
  if (!wanted) return [];
  return (await allInstrumentViews(deps))
    .filter((instrument) => normalizeEmail(instrument.customer.email) === wanted)
    .sort((a, b) => b.delivered_on.localeCompare(a.delivered_on) || b.id - a.id)
    .map((instrument) => ({
      id: instrument.id,
      serial_number: instrument.serial_number,
      product: instrument.product ? { name: instrument.product.name, slug: instrument.product.slug } : null,
      delivered_on: instrument.delivered_on,
      warranty_until: instrument.warranty_until,
      warranty_active: instrument.warranty_active,
      calibration_due: instrument.calibration_due,
    }));
}

/** Whether any unit is recorded under this email (the portal mails a sign-in link only to customers). */
export async function hasInstrumentsByEmail(deps: Deps, email: string): Promise<boolean> {
  return (await instrumentsByEmail(deps, email)).length > 0;
}
