import type { ActivityChange } from '#shared/activity.ts';
import { changeValue } from '../format.ts';

/** An update's changed fields, each from → to; nothing for a create or delete. */
export function ChangeList({ changes }: { changes: readonly ActivityChange[] }) {
  if (changes.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-1">
      {changes.map((change) => (
        <li key={change.field} className="break-words text-xs leading-5 text-slate-600 [overflow-wrap:anywhere]">
          <span className="font-medium text-slate-800">{change.field}</span>: {changeValue(change.from)}{' '}
          <span aria-label="menjadi">→</span> {changeValue(change.to)}
        </li>
      ))}
    </ul>
  );
}
