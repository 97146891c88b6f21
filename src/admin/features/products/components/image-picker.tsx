import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '#shared/product/fields.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { ImageIcon, UploadCloudIcon } from '#admin/components/ui/icons.tsx';
import { cx } from '#admin/lib/cx.ts';
import { fitImageForUpload } from './resize-image.ts';

export const IMAGE_TYPE_ERROR = 'File harus berupa gambar PNG, JPG atau WebP';
export const IMAGE_SIZE_ERROR = 'Ukuran gambar maksimal 2MB';

/** Checks a chosen file before upload; the server checks the bytes again. */
export function checkImageFile(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_ERROR;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_ERROR;
  return undefined;
}

/** The chosen or dropped file, resized when it is a large photo, or the reason it cannot be used. */
async function prepareImage(file: File): Promise<{ file: File } | { problem: string }> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { problem: IMAGE_TYPE_ERROR };
  const fitted = await fitImageForUpload(file);
  // A file the browser cannot draw goes through the old checks (the server reads its bytes).
  const chosen = fitted ?? file;
  const problem = checkImageFile(chosen);
  return problem ? { problem } : { file: chosen };
}

interface ImagePickerProps {
  file: File | null;
  currentPath?: string;
  error?: string;
  onPick: (file: File | null, error?: string) => void;
}

export function ImagePicker({ file, currentPath, error, onPick }: ImagePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentPath;
  const [preparing, setPreparing] = useState(false);
  const [dragging, setDragging] = useState(false);

  const take = async (chosen: File | undefined) => {
    if (!chosen) return;
    setPreparing(true);
    const result = await prepareImage(chosen);
    setPreparing(false);
    if ('problem' in result) {
      if (input.current) input.current.value = '';
      onPick(null, result.problem);
    } else {
      onPick(result.file);
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <div className="space-y-3">
      {/*
        A drop zone that also opens the file chooser when clicked (a pointer convenience: keyboards and
        screen readers use the labelled button below, so the box adds no second name to the input).
      */}
      <div
        onClick={() => input.current?.click()}
        data-drop-zone
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex aspect-square w-full cursor-pointer items-center justify-center overflow-hidden rounded-lg border border-dashed bg-slate-50 hover:border-brand-400',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300',
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={file ? 'Pratinjau gambar baru' : 'Gambar utama saat ini'}
            className="h-full w-full object-contain"
          />
        ) : (
          <div className="flex flex-col items-center gap-2 text-slate-500">
            <ImageIcon className="h-10 w-10" />
            <span className="text-sm">Belum ada gambar</span>
            <span className="text-xs">Seret foto ke sini atau klik untuk memilih</span>
          </div>
        )}
      </div>
      <div>
        {/*
          The native file input says 'Choose File / No file chosen' in the browser's language: it is
          visually hidden, and an Indonesian button (its label) and status line stand in for it.
        */}
        <div className="flex min-w-0 items-center gap-3">
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="peer sr-only"
            onChange={(event) => void take(event.target.files?.[0])}
          />
          <label
            htmlFor={id}
            data-file-button
            className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2"
          >
            <UploadCloudIcon className="h-4 w-4" />
            {currentPath || file ? 'Ganti gambar utama' : 'Pilih gambar utama'}
          </label>
          <span className="min-w-0 truncate text-sm text-slate-500" data-file-status>
            {preparing ? 'Memperkecil foto…' : file ? file.name : 'Belum ada file dipilih'}
          </span>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          PNG, JPG atau WebP. Foto besar diperkecil otomatis (sisi terpanjang 2000 px, di bawah 2MB).
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-600">
            {error}
          </p>
        )}
      </div>
      {file && (
        <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
          <span className="truncate">
            {file.name} · {(file.size / 1024).toFixed(0)} KB
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              if (input.current) input.current.value = '';
              onPick(null);
            }}
          >
            Batalkan
          </Button>
        </div>
      )}
    </div>
  );
}
