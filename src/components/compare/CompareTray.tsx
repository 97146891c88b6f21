import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  $compareList,
  COMPARE_MAX,
  COMPARE_TRAY_READY,
  clearCompare,
  comparePath,
  followCompareInOtherTabs,
  removeFromCompare,
} from './compare-list.ts';
import { COMPARE_TEXT } from './compare-text.ts';
import type { Lang } from '#shared/i18n/lang.ts';

/**
 * The small tray of what is picked to compare, fixed at the bottom corner while anything is picked:
 * each pick removable, and 'Compare' once two are picked.
 */
export function CompareTray({ raised = false, lang }: { raised?: boolean; lang: Lang }) {
  const t = COMPARE_TEXT[lang];
  const items = useStore($compareList);
  // The prerendered page knows no picks: this tray appears once the island runs; on a catalogue
  // page the plain one (compare-tray-early.ts) showed them until now and steps aside.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    followCompareInOtherTabs();
    window.dispatchEvent(new Event(COMPARE_TRAY_READY));
  }, []);
  if (!mounted || items.length === 0) return null;
  return (
    <aside
      aria-label={t.trayLabel}
      data-compare-tray
      className={`fixed right-3 z-40 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-xl ${raised ? 'bottom-24' : 'bottom-3'}`}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">{t.trayTitle(items.length, COMPARE_MAX)}</p>
        <button
          type="button"
          onClick={clearCompare}
          className="min-h-11 px-2 text-xs text-slate-500 hover:text-slate-800"
        >
          {t.clear}
        </button>
      </div>
      <ul className="mt-1 space-y-1">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 text-sm text-slate-700">
            <span className="min-w-0 flex-1 truncate">{item.name}</span>
            <button
              type="button"
              onClick={() => removeFromCompare(item.id)}
              aria-label={t.remove(item.name)}
              className="grid size-8 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
            >
              <svg
                aria-hidden="true"
                width="14"
                height="14"
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 5l10 10M15 5L5 15" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {items.length >= 2 ? (
        <a
          href={comparePath(
            items.map((item) => item.slug),
            lang,
          )}
          className="btn-primary mt-2 flex min-h-11 w-full items-center justify-center"
        >
          {t.compareCount(items.length)}
        </a>
      ) : (
        <p className="mt-2 text-xs text-slate-500">{t.pickOneMore}</p>
      )}
    </aside>
  );
}
