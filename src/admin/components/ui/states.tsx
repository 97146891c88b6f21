import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { Button, Spinner } from './button.tsx';
import { AlertIcon } from './icons.tsx';

export function LoadingState({ label = 'Memuat data...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cx('flex items-center justify-center gap-2 py-12 text-sm text-slate-500', className)}>
      <Spinner className="text-brand-700" />
      {label}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('px-4 py-12 text-center', className)}>
      <p className="text-sm font-medium text-slate-700">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-500">{children}</div>}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  busy,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  busy?: boolean;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <AlertIcon className="h-8 w-8 text-red-500" />
      <div>
        <p className="text-sm font-semibold text-slate-800">{title}</p>
        {message && <p className="mt-1 text-sm text-slate-500">{message}</p>}
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} busy={busy}>
          Coba lagi
        </Button>
      )}
    </div>
  );
}

/** ErrorState for a failed TanStack query: its message, and "Coba lagi" fetches it again. */
export function QueryErrorState({
  title,
  query,
}: {
  title: string;
  query: { error: Error | null; refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <ErrorState
      title={title}
      message={query.error?.message}
      onRetry={() => void query.refetch()}
      busy={query.isFetching}
    />
  );
}

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-slate-200/80', className)} />;
}
