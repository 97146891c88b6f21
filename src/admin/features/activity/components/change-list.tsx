import { useQuery } from '@tanstack/react-query';
import type { ActivityChange } from '#shared/activity/entry.ts';
import { categoryNamesQuery } from '#admin/lib/shared-queries.ts';
import { describeChange } from '../change-words.ts';

/**
 * An update's changed fields in the admin's words, each 'Label: from → to' (change-words.ts); nothing
 * for a create or delete. A changed category is named (the category names, asked for only then).
 */
export function ChangeList({ entity, changes }: { entity: string; changes: readonly ActivityChange[] }) {
  const namesCategory = entity === 'product' && changes.some((change) => change.field === 'category_id');
  const categories = useQuery({ ...categoryNamesQuery, enabled: namesCategory });
  if (changes.length === 0) return <span className="text-slate-400">—</span>;
  const categoryName = (id: number) => categories.data?.find((category) => category.id === id)?.name;
  return (
    <ul className="space-y-1">
      {changes.map((change) => {
        const words = describeChange(entity, change, { categoryName });
        return (
          <li key={change.field} className="break-words text-xs leading-5 text-slate-600 [overflow-wrap:anywhere]">
            <span className="font-medium text-slate-800">{words.label}</span>: {words.from}{' '}
            <span aria-label="menjadi">→</span> {words.to}
          </li>
        );
      })}
    </ul>
  );
}
