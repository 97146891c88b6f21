import { useQuery } from '@tanstack/react-query';
import type { MailStatus } from '#shared/mail/status.ts';
import { formatIdDateTime } from '#shared/common/format.ts';
import { AlertIcon, CheckCircleIcon } from '#admin/components/ui/icons.tsx';
import { api } from '#admin/lib/api-client.ts';
import { queryKeys } from '#admin/lib/shared-queries.ts';

export const MAIL_NOT_CONFIGURED = 'Email belum dikonfigurasi di server — notifikasi tidak dikirim.';

/**
 * Under the notification switches: whether the server can send mail at all, and how the outgoing
 * queue stands (waiting, failed, the last failure), so the switches never pretend.
 */
export function MailStatusNote() {
  const status = useQuery({
    queryKey: queryKeys.mailStatus,
    queryFn: () => api.get<MailStatus>('/api/admin/mail'),
    refetchOnWindowFocus: true,
  });
  if (!status.data) return null;
  const { configured, pending, failed, last_error: lastError, last_sent_at: lastSent } = status.data;

  if (!configured) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/20"
      >
        <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-medium">{MAIL_NOT_CONFIGURED}</p>
          <p className="mt-0.5 text-amber-800">
            Pengembang perlu mengatur SMTP_URL (atau SMTP_HOST, SMTP_USER, SMTP_PASS) di environment server.
          </p>
        </div>
      </div>
    );
  }
  const troubled = failed > 0 || Boolean(lastError);
  return (
    <div
      role="status"
      data-testid="mail-status"
      className={`flex gap-3 rounded-lg p-3 text-sm ring-1 ${troubled ? 'bg-red-50 text-red-900 ring-red-600/20' : 'bg-emerald-50 text-emerald-900 ring-emerald-600/20'}`}
    >
      {troubled ? (
        <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
      ) : (
        <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0" />
      )}
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          Email aktif
          {lastSent ? ` · terakhir terkirim ${formatIdDateTime(lastSent)}` : ''}
        </p>
        {(pending > 0 || failed > 0) && (
          <p>
            {pending} email menunggu dikirim · {failed} gagal
          </p>
        )}
        {lastError && (
          <p className="break-words">
            Email terakhir gagal: {lastError.message} ({formatIdDateTime(lastError.at)})
          </p>
        )}
      </div>
    </div>
  );
}
