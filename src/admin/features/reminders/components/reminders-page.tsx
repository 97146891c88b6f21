import { useQuery } from '@tanstack/react-query';
import type { RemindersAnswer } from '#shared/service/reminders.ts';
import { Card, PageHeader } from '#admin/components/ui/card.tsx';
import { EmptyState, LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { api } from '#admin/lib/api-client.ts';
import { useListParams } from '#admin/components/list/use-list-params.ts';

/*
 * 'Pengingat kalibrasi': the customers whose instruments fall due for calibration within the chosen
 * window (overdue ones first), each with a WhatsApp chat whose message lists their units, for the team
 * to call; the customers themselves are mailed at 60, 30 and 7 days (docs/after-sales.md).
 */

const WINDOWS = [30, 60, 90] as const;
const dateWords = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) => dateWords.format(new Date(`${date}T00:00:00Z`));

function dueWords(daysLeft: number): string {
  if (daysLeft < 0) return `terlambat ${-daysLeft} hari`;
  if (daysLeft === 0) return 'hari ini';
  return `${daysLeft} hari lagi`;
}

export function RemindersPage() {
  const list = useListParams();
  const chosen = Number(list.get('due_within'));
  const within = WINDOWS.find((days) => days === chosen) ?? 60;
  const reminders = useQuery({
    queryKey: ['reminders', within],
    queryFn: () => api.get<RemindersAnswer>(`/api/admin/reminders?due_within=${within}`),
  });
  const customers = reminders.data?.customers ?? [];
  return (
    <div>
      <PageHeader
        title="Pengingat kalibrasi"
        description="Pelanggan yang instrumennya jatuh tempo kalibrasi. Email pengingat terkirim otomatis 60, 30 dan 7 hari sebelumnya."
        actions={
          <label className="flex items-center gap-2 text-sm text-slate-600">
            Jatuh tempo dalam
            <select
              value={within}
              onChange={(event) => list.set('due_within', event.target.value)}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
            >
              {WINDOWS.map((days) => (
                <option key={days} value={days}>
                  {days} hari
                </option>
              ))}
            </select>
          </label>
        }
      />
      {reminders.isError ? (
        <QueryErrorState title="Gagal memuat pengingat" query={reminders} />
      ) : !reminders.data ? (
        <LoadingState />
      ) : customers.length === 0 ? (
        <Card>
          <EmptyState title={`Tidak ada kalibrasi jatuh tempo dalam ${within} hari.`} />
        </Card>
      ) : (
        <div className="grid gap-4">
          {customers.map((group) => (
            <Card
              key={`${group.customer.email}|${group.customer.name}|${group.customer.phone}`}
              className="p-5"
              data-reminder-customer
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{group.customer.name}</p>
                  <p className="text-sm break-words text-slate-500">
                    {[group.customer.institution, group.customer.email].filter(Boolean).join(' · ') || '—'}
                  </p>
                </div>
                {group.whatsapp_url ? (
                  <a
                    href={group.whatsapp_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center rounded-lg bg-emerald-600 px-4 text-sm font-semibold text-white hover:bg-emerald-700"
                  >
                    Chat WhatsApp
                  </a>
                ) : (
                  <span className="text-sm text-slate-500">Tanpa nomor WhatsApp</span>
                )}
              </div>
              <ul className="mt-3 divide-y divide-slate-100 text-sm">
                {group.instruments.map((unit) => (
                  <li key={unit.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 break-words">
                      {unit.product?.name ?? 'Instrumen'} · <span className="font-mono">{unit.serial_number}</span>
                    </span>
                    <span className={unit.days_left < 0 ? 'font-semibold text-red-700' : 'text-slate-700'}>
                      {day(unit.calibration_due)} ({dueWords(unit.days_left)})
                      {unit.reminded.length > 0 && (
                        <span className="ml-2 text-xs text-slate-500">
                          email: {unit.reminded.map((threshold) => `${threshold} hr`).join(', ')}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
