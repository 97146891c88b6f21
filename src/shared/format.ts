const idr = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Price in Indonesian rupiah, Indonesian locale: 1250000 → "Rp 1.250.000". */
export function formatIdr(amount: number): string {
  // Intl puts a no-break space after "Rp"; a plain space keeps copy/paste and tests predictable.
  return idr.format(amount).replace(/\u00a0/g, ' ');
}

const idDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
const idDateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** "23 November 2026" in Jakarta time. */
export function formatIdDate(iso: string): string {
  return idDate.format(new Date(iso));
}

/** "23 Nov 2026, 15.04" in Jakarta time. */
export function formatIdDateTime(iso: string): string {
  return idDateTime.format(new Date(iso));
}
