import { formatIdDateTime } from '#shared/common/format.ts';
import { cx } from '../../lib/cx.ts';
import { Button } from './button.tsx';

interface LocalDraftBannerProps {
  /** When the copy was made (ISO). */
  savedAt: string;
  /** What was being edited, as the sentence names it: 'pengaturan', 'kategori “Buffer”'. */
  subject?: string;
  onRestore: () => void;
  onDiscard: () => void;
  className?: string;
}

/** 'Pulihkan perubahan?': offers back the unsaved copy a form left when the session ended under it. */
export function LocalDraftBanner({ savedAt, subject, onRestore, onDiscard, className }: LocalDraftBannerProps) {
  return (
    <div
      role="status"
      className={cx(
        'flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900',
        className,
      )}
    >
      <span className="min-w-0 flex-1">
        <strong>Pulihkan perubahan?</strong> Ada perubahan{subject ? ` ${subject}` : ''} yang belum tersimpan dari{' '}
        {formatIdDateTime(savedAt)}.
      </span>
      <Button size="sm" onClick={onRestore}>
        Pulihkan
      </Button>
      <Button size="sm" variant="ghost" onClick={onDiscard}>
        Buang
      </Button>
    </div>
  );
}
