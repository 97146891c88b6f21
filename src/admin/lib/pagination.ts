export const ADMIN_PAGE_SIZE = 10;

export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageSlice<T>(items: readonly T[], page: number, size = ADMIN_PAGE_SIZE): T[] {
  const start = (page - 1) * size;
  return items.slice(start, start + size);
}

/** The running number of the row at `index` on `page`, counting from 1 over all pages. */
export function rowNumber(page: number, index: number, size = ADMIN_PAGE_SIZE): number {
  return (page - 1) * size + index + 1;
}

/** "Menampilkan 11–20 dari 36 produk" for a non-empty page. */
export function pageSummary(page: number, total: number, noun: string, size = ADMIN_PAGE_SIZE): string {
  return `Menampilkan ${rowNumber(page, 0, size)}–${Math.min(page * size, total)} dari ${total} ${noun}`;
}

/** Page numbers to show, with null for a gap: 1 … 4 5 6 … 12. */
export function pageNumbers(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && page - last > 1) result.push(null);
    result.push(page);
  }
  return result;
}
