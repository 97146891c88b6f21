import { Input } from '../ui/field.tsx';
import { SearchIcon } from '../ui/more-icons.tsx';
import { cx } from '../../lib/cx.ts';

interface SearchBoxProps {
  id: string;
  /** The accessible name (visually hidden). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
  role?: 'search';
}

/** A list's search field: magnifier icon, hidden label; pair it with `useListParams().searchText`. */
export function SearchBox({ id, label, placeholder, value, onChange, className, role }: SearchBoxProps) {
  return (
    <div className={cx('relative', className)} role={role}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
