/*
 * How a quotation writes PPN. Since 1 January 2025 (PMK 131/2024) tax documents write PPN on
 * non-luxury goods as 12 % of a tax base of 11/12 of the price ("DPP nilai lain"): the same rupiah as
 * 11 % of the price, written the way Coretax and procurement files expect it.
 *
 * - 'flat': PPN = Settings' rate × price (the rate the admin sets, 11 % by default);
 * - 'dpp_nilai_lain': tax base = 11/12 of the price, PPN = 12 % of that base. The rate and the
 *   fraction are the regulation's, not Settings': the rate field applies to 'flat' only.
 *
 * No imports: Settings' schema (which reaches public pages) and the arithmetic both read this.
 */

/** Settings' PPN rate in 'flat' mode until an admin sets another, in percent. */
export const PPN_DEFAULT_RATE = 11;

export const PPN_MODES = ['flat', 'dpp_nilai_lain'] as const;
export type PpnMode = (typeof PPN_MODES)[number];

/** Stored Settings, drafts and revisions from before the mode existed keep their figures: 'flat'. */
export const PPN_MODE_BEFORE_CHOICE: PpnMode = 'flat';
/** A new install writes PPN as tax documents do since PMK 131/2024. */
export const PPN_MODE_NEW_INSTALL: PpnMode = 'dpp_nilai_lain';

/** PPN on the 'DPP nilai lain' base, in percent. */
export const DPP_NILAI_LAIN_RATE = 12;
/** The base is price × 11 / 12. */
export const DPP_NILAI_LAIN_NUMERATOR = 11;
export const DPP_NILAI_LAIN_DENOMINATOR = 12;

/** The mode a stored document was written with (absent: before the mode existed, so 'flat'). */
export const ppnModeOf = (terms: { ppn_mode?: PpnMode | undefined }): PpnMode =>
  terms.ppn_mode ?? PPN_MODE_BEFORE_CHOICE;

/** The settings screen's and the editor's words for each mode. */
export const PPN_MODE_LABELS: Record<PpnMode, string> = {
  flat: 'Tarif × harga',
  dpp_nilai_lain: 'DPP nilai lain 11/12 × 12%',
};
