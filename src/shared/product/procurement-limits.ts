/* The procurement fields' limits as plain data: the admin's editor reads them without zod. */

/** The host of LKPP's e-Katalog version 6 on INAPROC; version 5 (e-katalog.lkpp.go.id) is closed. */
export const EKATALOG_HOSTS = ['katalog.inaproc.id'] as const;

export const LEAD_TIME_MAX_WEEKS = 52;
export const WARRANTY_MAX_MONTHS = 120;
/** BMP (Bobot Manfaat Perusahaan) counts at most 15 % by Kemenperin's rules. */
export const BMP_MAX = 15;
/** The domestic-content preference: a product whose TKDN + BMP reaches it must be chosen where one exists. */
export const TKDN_PREFERENCE = 40;
