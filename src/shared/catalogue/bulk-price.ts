/*
 * A bulk price change worked out the same way in the admin's confirmation (the new prices it shows
 * before anything is saved) and on the server (what it saves).
 */

/** A price changed by a percentage: whole rupiah, halves away from zero, never below zero. */
export const adjustedPrice = (price: number, percent: number) =>
  Math.max(0, Math.round((price * (100 + percent)) / 100));
