import { pageNumbers } from '../../lib/pagination.ts';
import { cx } from '../../lib/cx.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './more-icons.tsx';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** "Menampilkan 1–10 dari 36" */
  summary?: string;
  label?: string;
}

/** Prev/Next plus numbered pages. */
export function Pagination({ page, pages, onPage, summary, label = 'Navigasi halaman' }: PaginationProps) {
  const base =
    'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 sm:flex-row sm:px-6">
      {summary ? <p className="text-sm text-slate-500">{summary}</p> : <span />}
      <nav aria-label={label} className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={cx(base, 'gap-1 text-slate-600 hover:bg-slate-100')}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
        >
          <ChevronLeftIcon className="h-4 w-4" />
          Prev
        </button>
        {pageNumbers(page, pages).map((number, index) =>
          number === null ? (
            <span key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={number}
              type="button"
              className={cx(base, number === page ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100')}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Halaman ${number}`}
              onClick={() => onPage(number)}
            >
              {number}
            </button>
          ),
        )}
        <button
          type="button"
          className={cx(base, 'gap-1 text-slate-600 hover:bg-slate-100')}
          onClick={() => onPage(page + 1)}
          disabled={page >= pages}
        >
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </button>
      </nav>
    </div>
  );
}
