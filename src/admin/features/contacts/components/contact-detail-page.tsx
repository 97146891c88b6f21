import { formatPhone } from '#shared/common/phone.ts';
import type { ReactNode } from 'react';
import { Link, useParams } from '#admin/lib/navigation.tsx';
import type { ContactMessage } from '#shared/inbox/contact.ts';
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS } from '#shared/inbox/contact-limits.ts';
import { formatIdDateTime } from '#shared/common/format.ts';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import { InternalNotes } from '#admin/components/internal-notes.tsx';
import { buttonClass } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { ExternalIcon } from '#admin/components/ui/icons.tsx';
import { ChevronLeftIcon } from '#admin/components/ui/more-icons.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { cx } from '#admin/lib/cx.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useContact, useSetContactStatus } from '../api.ts';
import { ContactStatusBadge } from './contact-status-badge.tsx';

/** The chat a follow-up starts with: the visitor's name and what they asked about. */
export function followUpMessage(contact: Pick<ContactMessage, 'full_name'>): string {
  return `Halo ${contact.full_name}, terima kasih atas permintaan konsultasi Anda melalui situs kami. Kami ingin menindaklanjuti kebutuhan Anda.`;
}

export function ContactDetailPage() {
  const { id = '' } = useParams();
  const contact = useContact(id);
  const back = (
    <Link to={paths.contacts} className={buttonClass('secondary', 'md', 'min-h-11')}>
      <ChevronLeftIcon className="h-4 w-4" />
      Kembali ke Kontak Masuk
    </Link>
  );

  if (contact.isPending) return <LoadingState label="Loading data..." />;
  if (contact.isError || !contact.data)
    return (
      <>
        <PageHeader title="Detail Kontak" actions={back} />
        <Card>
          <QueryErrorState title="Gagal mengambil data kontak" query={contact} />
        </Card>
      </>
    );
  const data = contact.data;

  return (
    <>
      <PageHeader
        title={data.full_name}
        description={
          <>
            Pesan masuk <time dateTime={data.created_at}>{formatIdDateTime(data.created_at)}</time>
          </>
        }
        actions={back}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title="Detail Pesan" actions={<ContactStatusBadge status={data.status} />} />
          <dl className="grid gap-x-6 gap-y-4 p-4 text-sm sm:grid-cols-2 sm:p-6">
            <Field label="Email">
              <a href={`mailto:${data.email}`} className="break-all text-brand-700 hover:underline">
                {data.email}
              </a>
            </Field>
            <Field label="Perusahaan">{data.company || '-'}</Field>
            <Field label="Telepon / WhatsApp">
              {data.phone ? (
                <a href={`tel:+${data.phone}`} className="text-brand-700 hover:underline">
                  {formatPhone(data.phone)}
                </a>
              ) : (
                '-'
              )}
            </Field>
            <Field label="Tanggal">
              <time dateTime={data.created_at}>{formatIdDateTime(data.created_at)}</time>
            </Field>
            <div className="sm:col-span-2">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Pesan Pengunjung</dt>
              <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900" data-testid="contact-message">
                {contact.isPlaceholderData ? (
                  // Opened from the list, whose rows carry no text: it comes with the full copy.
                  <span className="text-slate-500">Memuat pesan…</span>
                ) : (
                  data.message || <span className="text-slate-500">Pengirim tidak menulis pesan.</span>
                )}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2 border-t border-slate-100 px-4 py-3 sm:px-6">
            {data.phone && (
              <a
                href={whatsappUrl(data.phone, followUpMessage(data))}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-medium text-white shadow-sm transition-colors hover:bg-emerald-800"
              >
                Chat via WhatsApp
                <ExternalIcon className="h-4 w-4" />
              </a>
            )}
            <a href={`mailto:${data.email}`} className={buttonClass('secondary', 'md', 'min-h-11')}>
              Balas via email
            </a>
          </div>
        </Card>
        <div className="space-y-6">
          <StatusCard contact={data} />
          <InternalNotes path={`/api/admin/contacts/${encodeURIComponent(data.id)}`} />
        </div>
      </div>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function StatusCard({ contact }: { contact: ContactMessage }) {
  const change = useSetContactStatus(contact.id);
  return (
    <Card>
      <CardHeader title="Status" id="contact-status-title" />
      <div className="space-y-3 p-4 sm:p-6">
        <div role="group" aria-labelledby="contact-status-title" className="grid gap-2">
          {CONTACT_STATUSES.map((status) => {
            const current = contact.status === status;
            return (
              <button
                key={status}
                type="button"
                aria-pressed={current}
                disabled={change.isPending}
                onClick={() =>
                  !current &&
                  change.mutate(
                    { status, from: contact.status },
                    {
                      onSuccess: () => toastSuccess('Status diperbarui', CONTACT_STATUS_LABELS[status]),
                      onError: (error) => toastApiError(error, 'Gagal memperbarui status', 'Terjadi kesalahan'),
                    },
                  )
                }
                className={cx(
                  'flex min-h-11 items-center justify-between rounded-lg border px-4 text-left text-sm font-medium transition-colors',
                  current
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {CONTACT_STATUS_LABELS[status]}
                {current && <span className="text-xs font-normal text-brand-700">Status saat ini</span>}
              </button>
            );
          })}
        </div>
        <p className="text-xs text-slate-500" data-testid="contact-status-history">
          {contact.status_updated_at
            ? `Diubah oleh ${contact.status_updated_by ?? '-'} · ${formatIdDateTime(contact.status_updated_at)}`
            : 'Belum ditindaklanjuti.'}
        </p>
      </div>
    </Card>
  );
}
