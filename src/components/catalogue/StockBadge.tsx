import type { PublicStockBadge } from '#shared/product/stock.ts';
import { STOCK_BADGE_CLASS, STOCK_TONE_CLASS } from './stock-tone.ts';

/** The public stock badge: above 10 plain, 1 to 10 secondary, 0 'Out of stock'. */
export function StockBadge({ badge }: { badge: PublicStockBadge }) {
  return (
    <span className={`${STOCK_BADGE_CLASS} ${STOCK_TONE_CLASS[badge.tone]}`} data-stock-tone={badge.tone}>
      {badge.label}
    </span>
  );
}
