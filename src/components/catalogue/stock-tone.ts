import type { PublicStockBadge } from '#shared/product/stock.ts';

/** The stock badge's classes, shared by the React badge and the script that refreshes prerendered cards. */
export const STOCK_BADGE_CLASS =
  'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset';

export const STOCK_TONE_CLASS: Record<PublicStockBadge['tone'], string> = {
  plain: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  secondary: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  out: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};
