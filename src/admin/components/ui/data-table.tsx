import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

export interface TableColumn {
  label: string;
  /** Padding, width and alignment of the header cell; the body cells set their own to match. */
  className: string;
}

interface DataTableProps {
  columns: readonly TableColumn[];
  /** Screen-reader caption; or name the table by a visible heading with `labelledBy`. */
  caption?: string;
  labelledBy?: string;
  /** The width below which the table scrolls sideways inside its card, e.g. `min-w-[720px]`. */
  className?: string;
  /** The body rows. */
  children: ReactNode;
}

/** An admin list table: header row from `columns`, scrolling sideways on narrow screens. */
export function DataTable({ columns, caption, labelledBy, className, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={cx('w-full text-left text-sm', className)} aria-labelledby={labelledBy}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
