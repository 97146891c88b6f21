/*
 * The instrument's limits without the schema library: the admin's list reads them and loads no zod
 * for it (instrument.ts, the schemas, re-exports them).
 */

export const SERIAL_MAX = 60;
export const INSTRUMENT_MONTHS_MAX = 240;
export const DEFAULT_CALIBRATION_INTERVAL_MONTHS = 12;
export const ADMIN_INSTRUMENTS_PAGE_SIZE = 20;
