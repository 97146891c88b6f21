import { Link } from '#admin/lib/navigation.tsx';
import { Card } from '#admin/components/ui/card.tsx';
import { InboxIcon } from '#admin/components/ui/icons.tsx';
import { Skeleton } from '#admin/components/ui/states.tsx';
import { useContactSummary } from '#admin/lib/shared-queries.ts';
import { paths } from '#admin/paths.ts';

const number = new Intl.NumberFormat('id-ID');

/** Contact messages nobody has taken up yet (status Baru), with the way to them. */
export function ContactsCard() {
  const summary = useContactSummary();
  if (summary.isError) return null;
  return (
    <Card className="mt-4 flex flex-wrap items-center gap-4 p-5" data-testid="dashboard-unread-contacts">
      <span className="rounded-lg bg-amber-50 p-2.5 text-amber-800">
        <InboxIcon />
      </span>
      <div className="min-w-48 flex-1">
        <p className="text-sm font-medium text-slate-500">Kontak Baru</p>
        {summary.data ? (
          <p className="text-sm text-slate-700">
            <span className="text-2xl font-bold tabular-nums text-slate-900">{number.format(summary.data.unread)}</span>{' '}
            pesan belum ditindaklanjuti dari {number.format(summary.data.total)} pesan
          </p>
        ) : (
          <Skeleton className="mt-1 h-7 w-48" />
        )}
      </div>
      <Link
        to={paths.contacts}
        className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        Buka Kontak Masuk
      </Link>
    </Card>
  );
}
