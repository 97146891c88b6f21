import { useQuery } from '@tanstack/react-query';
import { Link } from '#admin/lib/navigation.tsx';
import type { AdminQuotesPage } from '#shared/quote/admin.ts';
import { Card } from '#admin/components/ui/card.tsx';
import { QuoteIcon } from '#admin/components/ui/icons.tsx';
import { Skeleton } from '#admin/components/ui/states.tsx';
import { api } from '#admin/lib/api-client.ts';
import { paths } from '#admin/paths.ts';

const number = new Intl.NumberFormat('id-ID');

/** The dashboard's count of quote requests nobody has taken up yet (status Baru). */
export function NewQuotesCard() {
  const quotes = useQuery({
    queryKey: ['quotes', 'list', { status: 'baru', per_page: 1 }],
    queryFn: () => api.get<AdminQuotesPage>('/api/admin/quotes?status=baru&per_page=1'),
  });
  const count = quotes.data?.counts.baru;
  return (
    <Card className="mt-4 p-5" data-new-quotes>
      <div className="flex flex-wrap items-center gap-4">
        <span className="rounded-lg bg-amber-50 p-2.5 text-amber-700">
          <QuoteIcon />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-500">Permintaan Penawaran baru</p>
          {quotes.isError ? (
            <p className="mt-1 text-sm text-red-700">Gagal memuat jumlah permintaan</p>
          ) : count === undefined ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{number.format(count)}</p>
          )}
        </div>
        <Link
          to={paths.quotes}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          Lihat permintaan
        </Link>
      </div>
    </Card>
  );
}
