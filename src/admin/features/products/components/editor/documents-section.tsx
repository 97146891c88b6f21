import { useId, useRef } from 'react';
import { DOCUMENT_KINDS, DOCUMENT_TITLE_MAX, MAX_DOCUMENTS, MAX_DOCUMENT_BYTES } from '#shared/product/limits.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Input, NativeSelect } from '#admin/components/ui/field.tsx';
import { TrashIcon } from '#admin/components/ui/icons.tsx';
import { UploadCloudIcon } from '#admin/components/ui/more-icons.tsx';
import { Section } from './section.tsx';
import type { DocumentItem, ProductMedia } from './use-product-media.ts';

export const KIND_LABELS: Record<DocumentItem['kind'], string> = {
  datasheet: 'Datasheet',
  manual: 'Manual',
  certificate: 'Sertifikat',
  other: 'Lainnya',
};
const PDF_TYPE_ERROR = 'File dokumen harus berupa PDF';
const PDF_SIZE_ERROR = `Ukuran dokumen maksimal ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file's name without its extension, as a first title the admin can change. */
const titleFromName = (name: string) =>
  name
    .replace(/\.pdf$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, DOCUMENT_TITLE_MAX);

/** A large PDF going up in parts (a staged upload): how far it is. */
function UploadProgress({ title, fraction }: { title: string; fraction: number }) {
  const done = fraction >= 1;
  return (
    <div className="flex items-center gap-2" data-upload-progress>
      <progress
        className="h-2 min-w-0 flex-1 appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
        max={1}
        value={fraction}
        aria-label={`Unggahan ${title}`}
      />
      <span className="shrink-0 text-xs tabular-nums text-slate-600" aria-live="polite">
        {done ? 'Terunggah' : `Mengunggah… ${Math.round(fraction * 100)} %`}
      </span>
    </div>
  );
}

/** 'Dokumen': datasheets, manuals and certificates as PDFs, each with a title and a kind. */
export function DocumentsSection({ media }: { media: ProductMedia }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { documents } = media;
  const room = MAX_DOCUMENTS - documents.length;

  const take = (files: File[]) => {
    if (input.current) input.current.value = '';
    const wrong = files.find((file) => file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name));
    const large = files.find((file) => file.size > MAX_DOCUMENT_BYTES);
    const fitting = files.filter((file) => file !== wrong && file !== large).slice(0, Math.max(0, room));
    media.setError(
      'documents',
      wrong
        ? PDF_TYPE_ERROR
        : large
          ? PDF_SIZE_ERROR
          : files.length > room
            ? `Maksimal ${MAX_DOCUMENTS} dokumen`
            : undefined,
    );
    media.setDocuments([
      ...documents,
      ...fitting.map((file, index) => ({
        key: `d${Date.now()}-${index}`,
        file,
        title: titleFromName(file.name),
        kind: 'datasheet' as const,
        bytes: file.size,
      })),
    ]);
  };
  const update = (index: number, change: Partial<DocumentItem>) =>
    media.setDocuments(documents.map((item, position) => (position === index ? { ...item, ...change } : item)));

  return (
    <Section title="Dokumen" description={`PDF datasheet, manual atau sertifikat; maksimal ${MAX_DOCUMENTS} dokumen.`}>
      {documents.length > 0 && (
        <ul className="space-y-3" aria-label="Dokumen produk">
          {documents.map((item, index) => (
            <li key={item.key} className="space-y-2 rounded-lg border border-slate-200 p-3" data-document-item>
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0 truncate text-xs text-slate-500">
                  PDF · {sizeText(item.bytes)}
                  {item.path ? (
                    <a href={item.path} target="_blank" rel="noreferrer" className="ml-2 text-brand-700 underline">
                      Buka
                    </a>
                  ) : (
                    <span className="ml-1 text-brand-700">(baru)</span>
                  )}
                </p>
                <Button
                  variant="ghost"
                  size="icon"
                  className="hover:bg-red-50 hover:text-red-700"
                  onClick={() => media.setDocuments(documents.filter((_, position) => position !== index))}
                  aria-label={`Hapus dokumen ${item.title}`}
                >
                  <TrashIcon className="h-4 w-4" />
                </Button>
              </div>
              {!item.path && media.progress[item.key] !== undefined && (
                <UploadProgress title={item.title} fraction={media.progress[item.key]!} />
              )}
              {item.path ? (
                <p className="text-sm font-medium text-slate-800">
                  {item.title} <span className="font-normal text-slate-500">· {KIND_LABELS[item.kind]}</span>
                </p>
              ) : (
                <div className="grid gap-2">
                  <label className="sr-only" htmlFor={`${id}-title-${item.key}`}>
                    Judul dokumen {index + 1}
                  </label>
                  <Input
                    id={`${id}-title-${item.key}`}
                    value={item.title}
                    maxLength={DOCUMENT_TITLE_MAX}
                    invalid={item.title.trim() === ''}
                    placeholder="Judul, mis. Datasheet PH-700"
                    onChange={(event) => update(index, { title: event.target.value })}
                  />
                  <label className="sr-only" htmlFor={`${id}-kind-${item.key}`}>
                    Jenis dokumen {index + 1}
                  </label>
                  <NativeSelect
                    id={`${id}-kind-${item.key}`}
                    value={item.kind}
                    onChange={(event) => update(index, { kind: event.target.value as DocumentItem['kind'] })}
                  >
                    {DOCUMENT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {KIND_LABELS[kind]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept="application/pdf,.pdf"
          className="peer sr-only"
          disabled={room <= 0}
          onChange={(event) => take([...(event.target.files ?? [])])}
        />
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500"
        >
          <UploadCloudIcon className="h-4 w-4" />
          Unggah PDF
        </label>
        {media.errors.documents && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {media.errors.documents}
          </p>
        )}
      </div>
    </Section>
  );
}
