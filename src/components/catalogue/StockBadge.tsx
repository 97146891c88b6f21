import type { PublicStockBadge } from '../../shared/stock.ts';

const toneClass: Record<PublicStockBadge['tone'], string> = {
  plain: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  secondary: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  out: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

/** The public stock badge: above 10 plain, 1 to 10 secondary, 0 'Out of stock'. */
export function StockBadge({ badge }: { badge: PublicStockBadge }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset ${toneClass[badge.tone]}`}
      data-stock-tone={badge.tone}
    >
      {badge.label}
    </span>
  );
}
