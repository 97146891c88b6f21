import type { Lang } from '../i18n/lang.ts';

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

const STOCK_TEXT = {
  en: { out: 'Out of stock', inStock: (stock: number) => `${stock} in stock` },
  id: { out: 'Stok habis', inStock: (stock: number) => `Stok ${stock}` },
} as const;

/** Public stock badge: above 10 plain, 1 to 10 secondary, 0 'Out of stock' (the spec's words on English pages). */
export function publicStockBadge(stock: number, lang: Lang): PublicStockBadge {
  const text = STOCK_TEXT[lang];
  if (stock <= 0) return { label: text.out, tone: 'out' };
  return { label: text.inStock(stock), tone: stock > 10 ? 'plain' : 'secondary' };
}
