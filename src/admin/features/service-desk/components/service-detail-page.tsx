import { useState } from 'react';
import { formatIdDateTime } from '#shared/common/format.ts';
import { formatPhone } from '#shared/common/phone.ts';
import type { AdminServiceRequest } from '#shared/service/admin.ts';
import { SERVICE_KIND_LABELS, SERVICE_STATUS_LABELS } from '#shared/service/status.ts';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { controlClass } from '#admin/components/ui/field.tsx';
import { ExternalIcon } from '#admin/components/ui/icons.tsx';
import { ChevronLeftIcon } from '#admin/components/ui/more-icons.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { errorText } from '#admin/lib/api-client.ts';
import { Link, useParams } from '#admin/lib/navigation.tsx';
import { toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useSendServiceMessage, useServiceRequest } from '../api.ts';
import { OverdueBadge, ServiceStatusBadge } from './service-badges.tsx';
import { ServicePhotos } from './service-photos.tsx';
import { ServiceStatusCard } from './service-status-card.tsx';

/** One service request: what the customer sent, the messages both ways, and the status card. */
export function ServiceDetailPage() {
  const { reference = '' } = useParams();
  const request = useServiceRequest(reference);
  return (
    <>
      <Link
        to={paths.services}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ChevronLeftIcon className="h-4 w-4" />
        Layanan
      </Link>
      {request.isPending ? (
        <Card>
          <LoadingState label="Memuat permintaan layanan..." />
        </Card>
      ) : request.isError ? (
        <Card>
          <QueryErrorState title="Gagal memuat permintaan layanan" query={request} />
        </Card>
      ) : (
        <ServiceDetail request={request.data} />
      )}
    </>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-wrap text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function ServiceDetail({ request }: { request: AdminServiceRequest }) {
  const chat = request.phone
    ? whatsappUrl(request.phone, `Halo ${request.name}, terkait permintaan layanan ${request.reference}.`)
    : null;
  return (
    <>
      <PageHeader
        title={request.reference}
        description={`${SERVICE_KIND_LABELS.id[request.kind]} · ${request.name}${request.institution ? `, ${request.institution}` : ''} · ${formatIdDateTime(request.created_at)}`}
        actions={
          chat ? (
            <a href={chat} target="_blank" rel="noopener" className={buttonClass('primary')}>
              <ExternalIcon className="h-4 w-4" />
              WhatsApp pelanggan
            </a>
          ) : undefined
        }
      />
      <div className="mb-4 flex flex-wrap gap-2" data-service-badges>
        <ServiceStatusBadge status={request.status} />
        {request.overdue && <OverdueBadge />}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title="Permintaan" />
            <dl className="divide-y divide-slate-100 px-4 pb-4 sm:px-6">
              <Row label="Keterangan">{request.description}</Row>
              <Row label="Nomor seri">{request.serial_number || '-'}</Row>
              <Row label="Email">{request.email ? <a href={`mailto:${request.email}`}>{request.email}</a> : '-'}</Row>
              <Row label="Telepon">{request.phone ? formatPhone(request.phone) : '-'}</Row>
              <Row label="Foto">
                <ServicePhotos reference={request.reference} photos={request.photos} />
              </Row>
            </dl>
          </Card>
          <MessagesCard request={request} />
        </div>
        <div className="space-y-6">
          <ServiceStatusCard request={request} />
          <Card>
            <CardHeader title="Riwayat status" />
            <ol className="space-y-2 px-4 pb-5 text-sm sm:px-6">
              {request.history.map((change, index) => (
                <li key={index}>
                  <strong>{SERVICE_STATUS_LABELS.id[change.status]}</strong>
                  <span className="block text-slate-500">
                    {formatIdDateTime(change.at)}
                    {change.by ? ` · ${change.by}` : ' · pelanggan'}
                  </span>
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </>
  );
}

function MessagesCard({ request }: { request: AdminServiceRequest }) {
  const send = useSendServiceMessage(request.reference);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    setError('');
    send.mutate(text, {
      onSuccess: (answer) => {
        setText('');
        toastSuccess(
          'Pesan terkirim',
          answer.mailed ? 'Juga dikirim ke email pelanggan.' : 'Terlihat di halaman pelacakan.',
        );
      },
      onError: (failure) => setError(errorText(failure, 'Gagal mengirim pesan. Coba lagi.')),
    });
  };
  return (
    <Card>
      <CardHeader title="Pesan" description="Terlihat oleh pelanggan di halaman pelacakan." />
      <div className="space-y-3 px-4 pb-5 sm:px-6" data-service-messages>
        {request.messages.length === 0 && <p className="text-sm text-slate-500">Belum ada pesan.</p>}
        {request.messages.map((message) => (
          <div
            key={message.id}
            data-message={message.from}
            className={
              message.from === 'team'
                ? 'rounded-lg border border-sky-200 bg-sky-50 px-3 py-2'
                : 'rounded-lg border border-slate-200 bg-slate-50 px-3 py-2'
            }
          >
            <p className="text-xs text-slate-500">
              <strong>{message.from === 'team' ? `Tim · ${message.by ?? ''}` : 'Pelanggan'}</strong> ·{' '}
              {formatIdDateTime(message.at)}
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{message.text}</p>
          </div>
        ))}
        <label className="block text-sm font-medium text-slate-700">
          Pesan ke pelanggan
          <textarea
            className={controlClass(Boolean(error), 'mt-1 min-h-24')}
            value={text}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button onClick={submit} busy={send.isPending}>
          Kirim pesan
        </Button>
      </div>
    </Card>
  );
}
