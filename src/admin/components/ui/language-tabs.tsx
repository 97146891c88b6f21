import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

/*
 * Tabs for the two languages of a text (the product's texts, a category's name and description):
 * the WAI-ARIA tabs pattern by hand (a tablist, one tab in the tab order, arrows, Home and End move
 * between tabs), a few lines where a tabs library would add to the editor's first download.
 */

export interface LanguageTab<Id extends string> {
  id: Id;
  label: string;
  /** How many of the tab's fields are empty while the other language has them. */
  missing: number;
  /** Some field of the tab has an error (shown on the tab: its fields are not on screen otherwise). */
  invalid?: boolean;
}

export function LanguageTabs<Id extends string>({
  label,
  tabs,
  active,
  onChange,
  children,
}: {
  /** The tablist's accessible name, e.g. "Bahasa teks produk". */
  label: string;
  tabs: readonly LanguageTab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** The active tab's panel: only it is drawn, so each field's label stays unique on the page. */
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target]!.id;
    onChange(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cx(
                '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 sm:min-h-9',
                selected
                  ? 'border-blue-600 text-blue-700'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-800',
              )}
            >
              {tab.label}
              {tab.missing > 0 && (
                <span
                  className="inline-flex min-w-5 items-center justify-center rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-800"
                  title={`${tab.missing} teks belum diterjemahkan`}
                >
                  {tab.missing}
                  <span className="sr-only"> belum diterjemahkan</span>
                </span>
              )}
              {tab.invalid && (
                <span className="h-2 w-2 rounded-full bg-red-600" title="Ada isian yang salah">
                  <span className="sr-only">ada isian yang salah</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className="space-y-4">
        {children}
      </div>
    </div>
  );
}

/** The marker by a field that is empty while the other language has it. */
export function MissingMarker() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-inset ring-amber-600/20">
      Belum diterjemahkan
    </span>
  );
}
