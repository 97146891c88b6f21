/*
 * Limits and defaults of the routing and quotation parts of Settings, apart from their schemas
 * (routing.ts, quotation.ts re-export them): the admin's settings screen shows them
 * before its validation, and with it the schema library, has loaded.
 */

export const MAX_SALES_NUMBERS = 10;
export const MAX_CATEGORY_NUMBERS = 200;
export const MAX_BANK_ACCOUNTS = 5;

/** Held to the schema's BusinessHours type where routing.ts re-exports it. */
export const DEFAULT_BUSINESS_HOURS = {
  enabled: false,
  days: [1, 2, 3, 4, 5],
  open: '08:00',
  close: '17:00',
};
