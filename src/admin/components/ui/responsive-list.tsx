import { useSyncExternalStore, type ReactNode } from 'react';

/*
 * Admin lists on a phone: below 768 px a list is a column of cards with the key
 * fields and 44 px actions instead of a wide table scrolled sideways.
 */

const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True from 768 px up, where the lists are tables. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

/** The phone form of a list: one card per item. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 border-t border-slate-100">
      {children}
    </ul>
  );
}

/** One item: a title line (with what sits beside it), its fields, and its actions. */
export function ListCard(props: { title: ReactNode; aside?: ReactNode; children?: ReactNode; actions: ReactNode }) {
  return (
    <li className="px-4 py-4" data-list-card>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">{props.title}</div>
        {props.aside}
      </div>
      {props.children}
      <div className="mt-3 flex flex-wrap justify-end gap-2">{props.actions}</div>
    </li>
  );
}

/** Label/value pairs of a card, two to a row. */
export function CardFields({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
      {fields.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="truncate text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
