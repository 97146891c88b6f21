/*
 * The archive's period, without the schema library: the admin's archive screen shows it and loads
 * no zod for it.
 */

/** A deleted product stays in the archive this long, restorable, before it is purged. */
export const ARCHIVE_DAYS = 30;
export const ARCHIVE_MS = ARCHIVE_DAYS * 24 * 60 * 60 * 1000;
