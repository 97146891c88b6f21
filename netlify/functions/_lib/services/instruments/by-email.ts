import { normalizeEmail, type PortalInstrument } from '#shared/portal/account.ts';
import type { Deps } from '../../deps.ts';
import { customerCertificates } from './certificates.ts';
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
  const units = (await allInstrumentViews(deps))
    .filter((instrument) => normalizeEmail(instrument.customer.email) === wanted)
    .sort((a, b) => b.delivered_on.localeCompare(a.delivered_on) || b.id - a.id);
  return Promise.all(
    units.map(async (instrument) => ({
      id: instrument.id,
      serial_number: instrument.serial_number,
      product: instrument.product ? { name: instrument.product.name, slug: instrument.product.slug } : null,
      delivered_on: instrument.delivered_on,
      warranty_until: instrument.warranty_until,
      warranty_active: instrument.warranty_active,
      calibration_due: instrument.calibration_due,
      // The customer's own links: the portal is one of the two places they are shown.
      certificates: await customerCertificates(deps, instrument),
    })),
  );
}

/** Whether any unit is recorded under this email (the portal mails a sign-in link only to customers). */
export async function hasInstrumentsByEmail(deps: Deps, email: string): Promise<boolean> {
  const wanted = normalizeEmail(email);
  if (!wanted) return false;
  return (await allInstrumentViews(deps)).some((instrument) => normalizeEmail(instrument.customer.email) === wanted);
}
