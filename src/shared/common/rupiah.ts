/*
 * Rupiah amounts as people in Indonesia type them: "12.500.000" with a dot every
 * three digits, or plain "12500000"; an optional "Rp". Rupiah prices have no decimals, so a comma
 * (the Indonesian decimal mark) is refused with a message rather than silently dropped.
 */

export const RUPIAH_DECIMAL_MESSAGE = 'Harga dalam rupiah tanpa desimal: hapus koma, mis. 12.500.000';
export const RUPIAH_GROUPING_MESSAGE = 'Titik hanya pemisah ribuan (setiap 3 angka), mis. 12.500.000';
export const RUPIAH_CHARACTERS_MESSAGE = 'Harga hanya berisi angka, mis. 12.500.000';

export type RupiahInput = { ok: true; value: number | null } | { ok: false; message: string };

/** Reads a typed amount: `null` when empty, else whole rupiah, else the reason it cannot be read. */
export function parseRupiah(text: string): RupiahInput {
  const typed = text.replace(/^\s*rp\.?\s*/i, '').replace(/\s+/g, '');
  if (typed === '') return { ok: true, value: null };
  if (typed.includes(',')) return { ok: false, message: RUPIAH_DECIMAL_MESSAGE };
  if (!/^[\d.]+$/.test(typed)) return { ok: false, message: RUPIAH_CHARACTERS_MESSAGE };
  if (/^\d+$/.test(typed)) return { ok: true, value: Number(typed) };
  if (/^\d{1,3}(\.\d{3})+$/.test(typed)) return { ok: true, value: Number(typed.replaceAll('.', '')) };
  return { ok: false, message: RUPIAH_GROUPING_MESSAGE };
}

/**
 * 12500000 → "12.500.000": whole rupiah (halves away from zero), a dot every three digits, as
 * `Intl.NumberFormat('id-ID')` writes it. By hand because the first Intl number format a page makes
 * loads the locale's data: 30–110 ms of a cold admin or product page in Chromium here, before the
 * first price can show.
 */
export function groupRupiah(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return sign + String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 12500000 → "12.500.000" (the field's text; `formatIdr` adds "Rp" for display). */
export function formatRupiahInput(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? groupRupiah(value) : '';
}
