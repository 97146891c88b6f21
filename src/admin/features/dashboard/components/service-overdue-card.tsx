import { useQuery } from '@tanstack/react-query';
import { Link } from '#admin/lib/navigation.tsx';
import { Card } from '#admin/components/ui/card.tsx';
import { AlertIcon } from '#admin/components/ui/icons.tsx';
import { Skeleton } from '#admin/components/ui/states.tsx';
import { api } from '#admin/lib/api-client.ts';
import { paths } from '#admin/paths.ts';

const number = new Intl.NumberFormat('id-ID');

/** The dashboard's count of service requests nobody answered within one working day, and of calibrations due this month. */
export function ServiceOverdueCard() {
  const summary = useQuery({
    queryKey: ['service-requests', 'summary'],
    queryFn: () =>
      api.get<{ total: number; open: number; service_overdue: number; calibrations_due_this_month: number }>(
        '/api/admin/service-requests/summary',
      ),
  });
  const overdue = summary.data?.service_overdue;
  return (
    <Card className="mt-4 p-5" data-service-overdue>
      <div className="flex flex-wrap items-center gap-4">
        <span className={`rounded-lg p-2.5 ${overdue ? 'bg-red-50 text-red-700' : 'bg-slate-50 text-slate-600'}`}>
          <AlertIcon />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-slate-500">Layanan terlambat dijawab</p>
          {summary.isError ? (
            <p className="mt-1 text-sm text-red-700">Gagal memuat jumlah permintaan layanan</p>
          ) : overdue === undefined ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">
              {number.format(overdue)}
              <span className="ml-2 text-sm font-normal text-slate-500">
                dari {number.format(summary.data!.open)} terbuka
              </span>
            </p>
          )}
        </div>
        <Link
          to={`${paths.services}?overdue=1`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          Lihat layanan
        </Link>
      </div>
      {summary.data && (
        <p className="mt-3 flex flex-wrap items-center gap-x-3 border-t border-slate-100 pt-3 text-sm text-slate-600">
          <span data-calibrations-due>
            Kalibrasi jatuh tempo bulan ini:{' '}
            <span className="font-semibold tabular-nums text-slate-900">
              {number.format(summary.data.calibrations_due_this_month)}
            </span>
          </span>
          <Link
            to={paths.reminders}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
          >
            Lihat pengingat
          </Link>
        </p>
      )}
    </Card>
  );
}
