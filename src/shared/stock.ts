export const LOW_STOCK_THRESHOLD = 2;

export type AdminStockStatus = 'active' | 'low_stock' | 'out_of_stock';

export const adminStockLabels: Record<AdminStockStatus, string> = {
  active: 'Tersedia',
  low_stock: 'Stok Sedikit',
  out_of_stock: 'Stok Habis',
};

/**
 * Admin stock badge. `status` is an explicit stock status where a record carries one;
 * the stock number decides otherwise.
 */
export function adminStockStatus(stock: number, status?: string | null): AdminStockStatus {
  if (status === 'out_of_stock' || stock <= 0) return 'out_of_stock';
  if (status === 'low_stock' || stock <= LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'active';
}

export function isLowStockNumber(stock: number): boolean {
  return stock <= LOW_STOCK_THRESHOLD;
}

export interface PublicStockBadge {
  label: string;
  tone: 'plain' | 'secondary' | 'out';
}

/** Public stock badge: above 10 plain, 1 to 10 secondary, 0 'Out of stock'. */
export function publicStockBadge(stock: number): PublicStockBadge {
  if (stock <= 0) return { label: 'Out of stock', tone: 'out' };
  return { label: `${stock} in stock`, tone: stock > 10 ? 'plain' : 'secondary' };
}
