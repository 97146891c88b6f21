import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $compareList,
  COMPARE_MAX,
  followCompareInOtherTabs,
  toggleCompare,
  type CompareItem,
} from './compare-list.ts';
import { COMPARE_TEXT } from './compare-text.ts';
import type { Lang } from '#shared/i18n/lang.ts';

interface Props {
  product: CompareItem;
  className?: string;
  lang: Lang;
}

/**
 * 'Compare': picks the product for /compare (up to four), or takes it off again. A switch, so its
 * state is read out; when four are picked already it says so instead of adding.
 */
export function CompareToggle({ product, className = '', lang }: Props) {
  const t = COMPARE_TEXT[lang];
  const picked = useStore($compareList);
  const [full, setFull] = useState(false);
  // The prerendered page knows no picks: the browser's are shown once the island runs.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    followCompareInOtherTabs();
  }, []);
  const on = mounted && picked.some((item) => item.id === product.id);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      data-compare-toggle={product.slug}
      onClick={() => setFull(toggleCompare(product) === 'full')}
      // Drawn from `aria-checked` alone: before the island runs, the page's script (compare-tray-early.ts)
      // marks the switches of products picked on other pages, and the island starts from that.
      className={`group relative z-10 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-600 hover:text-brand-800 aria-checked:text-brand-800 ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-4 place-items-center rounded border border-slate-400 bg-white group-aria-checked:border-brand-700 group-aria-checked:bg-brand-700 group-aria-checked:text-white"
      >
        <svg
          className="invisible group-aria-checked:visible"
          width="12"
          height="12"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        >
          <path d="M4 10.5l4 4 8-9" />
        </svg>
      </span>
      {t.toggle}
      <span aria-live="polite" className="text-xs text-amber-700">
        {full && !on ? t.max(COMPARE_MAX) : ''}
      </span>
    </button>
  );
}
