import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Badge } from '#admin/components/ui/badge.tsx';
import { Button } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { AlertIcon } from '#admin/components/ui/icons.tsx';
import { LoadingState, QueryErrorState } from '#admin/components/ui/states.tsx';
import { getUser, saveSession } from '#admin/lib/session.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import {
  useConfirmEnrolment,
  useDisableTwoFactor,
  useStartEnrolment,
  useTwoFactorStatus,
  type Enrolment,
} from '../api.ts';
import { CodeField, codeError } from './code-field.tsx';
import { RecoveryCodes, RecoveryCodesLeft } from './recovery-codes.tsx';

// The QR encoder is loaded only when an admin enrols.
const QrCode = lazy(() => import('./qr-code.tsx').then((module) => ({ default: module.QrCode })));

/**
 * The signed-in admin's own sign-in security: turn two-factor sign-in on (QR code and key, a first
 * code, the recovery codes shown once), see how many recovery codes are left and make new ones, or
 * turn it off (with a current code). Every role has it.
 */
export function SecurityPage() {
  const status = useTwoFactorStatus();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <>
      <PageHeader title="Keamanan" description="Verifikasi dua langkah untuk akun Anda." />
      {status.isPending ? (
        <LoadingState label="Memuat..." />
      ) : status.isError ? (
        <QueryErrorState title="Gagal memuat pengaturan keamanan" query={status} />
      ) : (
        <div className="max-w-2xl space-y-6">
          {status.data.required && !status.data.enabled && (
            <div
              role="alert"
              className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                Super Admin mewajibkan verifikasi dua langkah untuk semua admin. Aktifkan sekarang untuk melanjutkan
                bekerja di panel admin.
              </span>
            </div>
          )}
          <Card>
            <CardHeader
              id="two-factor-heading"
              title="Verifikasi dua langkah"
              description="Selain password, masuk juga memerlukan kode 6 digit dari aplikasi autentikator di ponsel Anda (Google Authenticator, Microsoft Authenticator, Authy, dan lainnya)."
              actions={
                status.data.enabled ? <Badge tone="green">Aktif</Badge> : <Badge tone="slate">Tidak aktif</Badge>
              }
            />
            <div className="px-4 py-5 sm:px-6">
              {recoveryCodes ? (
                <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
              ) : status.data.enabled ? (
                <div className="space-y-6">
                  <RecoveryCodesLeft left={status.data.recovery_codes_left ?? 0} onRenewed={setRecoveryCodes} />
                  <TurnOff />
                </div>
              ) : enrolment ? (
                <EnrolmentSteps
                  enrolment={enrolment}
                  onCancel={() => setEnrolment(null)}
                  onConfirmed={(codes) => {
                    setEnrolment(null);
                    setRecoveryCodes(codes);
                  }}
                />
              ) : (
                <StartEnrolment onStarted={setEnrolment} />
              )}
            </div>
          </Card>
        </div>
      )}
    </>
  );
}

function StartEnrolment({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const start = useStartEnrolment();
  return (
    <Button
      busy={start.isPending}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: onStarted,
          onError: (error) => toastApiError(error, 'Gagal memulai', 'Terjadi kesalahan. Coba lagi.'),
        })
      }
    >
      Aktifkan verifikasi dua langkah
    </Button>
  );
}

function EnrolmentSteps({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: Enrolment;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Kode wajib diisi');
    confirm.mutate(code.trim(), {
      onSuccess: (result) => {
        // The new token counts as signed in with a second factor (needed where 2FA is required).
        const user = getUser();
        if (user) saveSession(result.access_token, user);
        toastSuccess('Verifikasi dua langkah aktif');
        onConfirmed(result.recovery_codes);
      },
      onError: (failure) => setError(codeError(failure)),
    });
  };
  return (
    <ol className="space-y-6 text-sm text-slate-700">
      <li>
        <p className="font-medium text-slate-900">1. Pindai kode QR ini dengan aplikasi autentikator</p>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
          <Suspense fallback={<div className="h-48 w-48 animate-pulse rounded-lg bg-slate-100" />}>
            <QrCode value={enrolment.otpauth_url} label="Kode QR untuk aplikasi autentikator" />
          </Suspense>
          <div className="min-w-0">
            <p className="text-slate-600">Tidak bisa memindai? Masukkan kunci ini secara manual:</p>
            <p
              className="mt-2 rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
              data-testid="two-factor-secret"
            >
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
            <p className="mt-2 text-xs text-slate-500">Jenis: berbasis waktu (TOTP), 6 digit, 30 detik.</p>
          </div>
        </div>
      </li>
      <li>
        <p className="font-medium text-slate-900">2. Masukkan kode 6 digit yang muncul di aplikasi</p>
        <form className="mt-3 space-y-4" noValidate onSubmit={submit}>
          <CodeField label="Kode verifikasi" value={code} onChange={setCode} error={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" busy={confirm.isPending}>
              Verifikasi &amp; aktifkan
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Batal
            </Button>
          </div>
        </form>
      </li>
    </ol>
  );
}

function TurnOff() {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Kode wajib diisi');
    disable.mutate(code.trim(), {
      onSuccess: () => toastSuccess('Verifikasi dua langkah dinonaktifkan'),
      onError: (failure) => setError(codeError(failure)),
    });
  };
  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <p className="text-sm text-slate-700">
        Untuk menonaktifkan, masukkan kode verifikasi saat ini (atau salah satu kode pemulihan).
      </p>
      <CodeField label="Kode verifikasi" value={code} onChange={setCode} error={error} />
      <Button type="submit" variant="danger" busy={disable.isPending}>
        Nonaktifkan verifikasi dua langkah
      </Button>
    </form>
  );
}
