import { useRef, useState, type FormEvent } from 'react';
import { formatIdDate } from '#shared/common/format.ts';
import { type AdminCertificate, CERTIFICATE_MAX_BYTES, CERTIFICATE_TOO_LARGE } from '#shared/service/certificate.ts';
import { addMonths } from '#shared/service/instrument-dates.ts';
import type { InstrumentView } from '#shared/service/instrument.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Field, InputField, controlClass } from '#admin/components/ui/field.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { toastApiError, toastSuccess } from '#admin/lib/toast.ts';
import { downloadCertificate, useUploadCertificate } from '../api.ts';

const day = (date: string) => formatIdDate(`${date}T12:00:00+07:00`);

interface Draft {
  number: string;
  issued_on: string;
  next_due: string;
}
const EMPTY: Draft = { number: '', issued_on: '', next_due: '' };

/** Newest issued first, as the customer sees them. */
const newestFirst = (certificates: AdminCertificate[]) =>
  [...certificates].sort((a, b) => b.issued_on.localeCompare(a.issued_on) || b.created_at.localeCompare(a.created_at));

/**
 * 'Sertifikat kalibrasi' in the instrument's dialog: the certificates stored (downloaded with the
 * admin's session) and the upload form. An upload moves the instrument's calibration due date; a
 * refused one keeps what was typed and the chosen file, with the server's message by its field.
 */
export function CertificatesSection({ instrument }: { instrument: InstrumentView }) {
  const [certificates, setCertificates] = useState(() => newestFirst(instrument.certificates ?? []));
  const [due, setDue] = useState(instrument.calibration_due);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [dueTyped, setDueTyped] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadCertificate(instrument.id);
  const error = (field: string) => errors[field]?.[0];

  const setIssued = (issued_on: string) =>
    setDraft((current) => ({
      ...current,
      issued_on,
      // The usual next due day is the issue day plus the instrument's interval, until one is typed.
      next_due:
        !dueTyped && /^\d{4}-\d{2}-\d{2}$/.test(issued_on) && instrument.calibration_interval_months > 0
          ? addMonths(issued_on, instrument.calibration_interval_months)
          : current.next_due,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    // Said before the upload: a larger file would be refused after sending it all.
    if (file && file.size > CERTIFICATE_MAX_BYTES) {
      setErrors({ file: [CERTIFICATE_TOO_LARGE] });
      setProblem(CERTIFICATE_TOO_LARGE);
      return;
    }
    upload.mutate(
      { ...draft, file },
      {
        onSuccess: ({ data }) => {
          toastSuccess('Sertifikat kalibrasi disimpan', `No. ${draft.number.trim()}`);
          setCertificates(newestFirst(data.certificates));
          setDue(data.calibration_due);
          setDraft(EMPTY);
          setFile(null);
          setDueTyped(false);
          setErrors({});
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (failure) => {
          setErrors(failure instanceof ApiError ? (failure.errors ?? {}) : {});
          setProblem(failure instanceof Error ? failure.message : 'Gagal mengunggah sertifikat');
        },
      },
    );
  };

  const download = (certificate: AdminCertificate) =>
    downloadCertificate(instrument.id, certificate.id).catch((failure: unknown) =>
      toastApiError(failure, 'Unduhan gagal', 'Sertifikat tidak dapat diunduh.'),
    );

  return (
    <section aria-labelledby="certificates-title" className="mt-6 border-t border-slate-200 pt-5">
      <h3 id="certificates-title" className="text-base font-semibold text-slate-900">
        Sertifikat kalibrasi
      </h3>
      <p className="mt-1 text-sm text-slate-600" data-calibration-due>
        {due ? `Kalibrasi berikutnya jatuh tempo ${day(due)}.` : 'Instrumen ini tidak memerlukan kalibrasi berkala.'}
      </p>
      {certificates.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Belum ada sertifikat untuk instrumen ini.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200" data-certificates>
          {certificates.map((certificate) => (
            <li key={certificate.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
              <div className="min-w-0">
                <p className="font-mono text-sm font-medium break-all text-slate-900">{certificate.number}</p>
                <p className="text-xs text-slate-500">
                  Terbit {day(certificate.issued_on)} · kalibrasi berikutnya {day(certificate.next_due)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Unduh sertifikat ${certificate.number}`}
                onClick={() => void download(certificate)}
              >
                Unduh
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-2"
        aria-label="Unggah sertifikat kalibrasi"
      >
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2">
            {problem}
          </p>
        )}
        <div className="sm:col-span-2">
          <Field label="File sertifikat (PDF)" required hint="PDF, maksimal 4 MB" error={error('file')}>
            {({ invalid, ...control }) => (
              <input
                {...control}
                ref={fileInput}
                type="file"
                accept="application/pdf,.pdf"
                aria-invalid={invalid || undefined}
                className={controlClass(invalid, 'file:mr-3 file:rounded file:border-0 file:bg-slate-200 file:px-2')}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
        </div>
        <InputField
          label="Nomor sertifikat"
          required
          value={draft.number}
          onChange={(event) => setDraft((current) => ({ ...current, number: event.target.value }))}
          error={error('number')}
        />
        <InputField
          label="Tanggal terbit"
          required
          type="date"
          value={draft.issued_on}
          onChange={(event) => setIssued(event.target.value)}
          error={error('issued_on')}
        />
        <InputField
          label="Kalibrasi berikutnya"
          required
          type="date"
          value={draft.next_due}
          onChange={(event) => {
            setDueTyped(true);
            setDraft((current) => ({ ...current, next_due: event.target.value }));
          }}
          error={error('next_due')}
        />
        <div className="flex items-end">
          <Button type="submit" variant="secondary" busy={upload.isPending} className="w-full sm:w-auto">
            Unggah sertifikat
          </Button>
        </div>
      </form>
    </section>
  );
}
