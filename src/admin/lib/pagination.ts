export const ADMIN_PAGE_SIZE = 10;

export function pageCount(total: number, size = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageSlice<T>(items: readonly T[], page: number, size = ADMIN_PAGE_SIZE): T[] {
  const start = (page - 1) * size;
  return items.slice(start, start + size);
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
