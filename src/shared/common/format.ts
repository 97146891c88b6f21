import { groupRupiah } from './rupiah.ts';

/*
 * Date formatters are made at their first use, not when the module loads: the first Intl formatter a
 * page makes loads the locale's data (tens of milliseconds on a cold page), which a screen that shows
 * no date should not pay.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** Price in Indonesian rupiah, Indonesian locale: 1250000 → "Rp 1.250.000" (negative: "-Rp 1.250.000"). */
export function formatIdr(amount: number): string {
  // As Intl's id-ID currency format writes it, with a plain space after "Rp" (Intl's is a no-break
  // space) so copy/paste and tests stay predictable; by hand for the reason `groupRupiah` gives.
  const text = groupRupiah(amount);
  return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
}

const idDate = once(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    }),
);
const idDateTime = once(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Jakarta',
    }),
);

/** "23 November 2026" in Jakarta time. */
export function formatIdDate(iso: string): string {
  return idDate().format(new Date(iso));
}

/** "23 Nov 2026, 15.04" in Jakarta time. */
export function formatIdDateTime(iso: string): string {
  return idDateTime().format(new Date(iso));
}
