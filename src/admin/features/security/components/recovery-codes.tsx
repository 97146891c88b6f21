import { useState, type FormEvent } from 'react';
import { Button } from '#admin/components/ui/button.tsx';
import { AlertIcon } from '#admin/components/ui/icons.tsx';
import { downloadText } from '#admin/lib/csv.ts';
import { getUser } from '#admin/lib/session.ts';
import { toastSuccess } from '#admin/lib/toast.ts';
import { formatIdDateTime } from '#shared/common/format.ts';
import { useRenewRecoveryCodes } from '../api.ts';
import { CodeField, codeError } from './code-field.tsx';

/** At this many unused recovery codes or fewer, the screen asks the admin to make new ones. */
export const FEW_RECOVERY_CODES = 2;

/** The codes as a text file the admin keeps: what they are for, whose they are, when they were made. */
export function recoveryCodesFile(codes: string[], email: string, madeAt: Date): string {
  return [
    'RawLab Admin: kode pemulihan verifikasi dua langkah',
    `Akun: ${email}`,
    `Dibuat: ${formatIdDateTime(madeAt.toISOString())} WIB`,
    'Pakai salah satu kode ini sebagai pengganti kode verifikasi jika ponsel Anda hilang.',
    'Setiap kode hanya bisa dipakai sekali. Simpan file ini di tempat yang aman.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

/** Recovery codes just made: shown once, to copy or download as a text file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const download = () =>
    downloadText(
      'rawlab-kode-pemulihan.txt',
      recoveryCodesFile(codes, getUser()?.email ?? '', new Date()),
      'text/plain;charset=utf-8',
    );
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p className="font-medium text-slate-900">Simpan kode pemulihan Anda</p>
      <p>
        Jika ponsel Anda hilang, masuk dengan salah satu kode ini sebagai pengganti kode verifikasi. Setiap kode hanya
        bisa dipakai sekali, dan kode ini tidak akan ditampilkan lagi.
      </p>
      <ul
        className="grid grid-cols-1 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900 min-[400px]:grid-cols-2"
        aria-label="Kode pemulihan"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download}>
          Unduh sebagai file teks
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Tersalin' : 'Salin semua kode'}
        </Button>
        <Button onClick={onDone}>Saya sudah menyimpannya</Button>
      </div>
    </div>
  );
}

/**
 * How many recovery codes are left, and new ones on a current code (or an old recovery code): the old
 * ones stop working. At FEW_RECOVERY_CODES or fewer the screen says so first.
 */
export function RecoveryCodesLeft({ left, onRenewed }: { left: number; onRenewed: (codes: string[]) => void }) {
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Kode wajib diisi');
    setError(undefined);
    renew.mutate(code.trim(), {
      onSuccess: (result) => {
        toastSuccess('Kode pemulihan baru dibuat');
        onRenewed(result.recovery_codes);
      },
      onError: (failure) => setError(codeError(failure)),
    });
  };
  return (
    <form className="space-y-4 border-b border-slate-200 pb-6" noValidate onSubmit={submit}>
      <p className="text-sm text-slate-700">
        Sisa kode pemulihan: <strong className="text-slate-900">{left}</strong> dari 10.
      </p>
      {left <= FEW_RECOVERY_CODES && (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {left === 0 ? 'Kode pemulihan Anda sudah habis.' : 'Kode pemulihan Anda hampir habis.'} Buat kode baru
            sekarang, agar Anda tetap bisa masuk jika ponsel Anda hilang.
          </span>
        </div>
      )}
      <p className="text-sm text-slate-700">
        Untuk membuat kode pemulihan baru, masukkan kode verifikasi saat ini (atau salah satu kode pemulihan). Kode yang
        lama tidak berlaku lagi.
      </p>
      <CodeField label="Kode untuk kode pemulihan baru" value={code} onChange={setCode} error={error} />
      <Button type="submit" variant="secondary" busy={renew.isPending}>
        Buat kode pemulihan baru
      </Button>
    </form>
  );
}
