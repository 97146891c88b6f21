import type { Deps } from '#server/deps.ts';
import { CLAIM_GRACE_MS } from '../../catalog/store/keys.ts';

/*
 * What the store check reports and how it repairs: the kinds of finding, the check's options, and the
 * helpers every part of the check uses to repair only when asked.
 */

export type FindingKind =
  | 'legacy-layout'
  | 'invalid-record'
  | 'listed-without-record'
  | 'record-without-listing'
  | 'stale-listing'
  | 'outdated-listing'
  | 'pointer-missing'
  | 'pointer-to-wrong-product'
  | 'stale-pointer'
  | 'duplicate-slug'
  | 'duplicate-sku'
  | 'product-in-missing-category'
  | 'product-not-in-category-members'
  | 'retired-category-listed'
  | 'unreferenced-image'
  | 'expired-archive'
  | 'activity-not-copied'
  | 'quote-row-without-request'
  | 'quote-without-email-index';

export interface Finding {
  kind: FindingKind;
  detail: string;
  productId?: number;
  fixed?: boolean;
}

export interface CheckOptions {
  fix?: boolean;
  /** Nothing else is writing (server stopped): claims younger than the grace period are abandoned too. */
  assumeIdle?: boolean;
  /** Check slug and SKU pointers and images (one read per product; the build skips it). */
  deep?: boolean;
}

/** Runs `repair` when fixing, and marks the finding fixed once it succeeded. */
export async function repairIf(options: CheckOptions, finding: Finding, repair: () => Promise<unknown>): Promise<void> {
  if (!options.fix) return;
  await repair();
  finding.fixed = true;
}

/** The same store, with a clock past every claim's grace period: for repairs while nothing else writes. */
export const idleClock = (deps: Deps): Deps => ({
  ...deps,
  now: () => new Date(deps.now().getTime() + CLAIM_GRACE_MS),
});
