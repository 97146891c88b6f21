/*
 * An instant as the API writes one: ISO 8601 with a time zone (Z or ±hh:mm), never a wall-clock time
 * of unknown zone. The product schema's publish times are checked with it.
 */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const isIsoInstant = (value: string) => ISO_INSTANT.test(value) && Number.isFinite(Date.parse(value));
