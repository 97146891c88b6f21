import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '#admin/components/ui/button.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { CloseIcon } from '#admin/components/ui/more-icons.tsx';

/** Tags: added by Enter or the button, trimmed, never empty, no duplicates (case-insensitive). */
export function addTag(tags: readonly string[], raw: string): { tags: string[]; error?: string } {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (!tag) return { tags: [...tags], error: 'Tag tidak boleh kosong' };
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
    return { tags: [...tags], error: `Tag "${tag}" sudah ada` };
  if (tag.length > 60) return { tags: [...tags], error: 'Tag maksimal 60 karakter' };
  return { tags: [...tags, tag] };
}

export function TagInput({
  tags,
  onChange,
  error,
  marker,
  placeholder = 'mis. Waterproof, lalu Enter',
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  /** Shown beside the label, e.g. that the tags are still to translate. */
  marker?: ReactNode;
  placeholder?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [hint, setHint] = useState<string | undefined>();

  const commit = () => {
    const result = addTag(tags, draft);
    setHint(result.error);
    if (!result.error) {
      onChange(result.tags);
      setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // Enter adds the tag instead of submitting the form
      commit();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  const message = hint ?? error;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          Tag
        </label>
        {marker}
      </div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setHint(undefined);
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          invalid={Boolean(message)}
        />
        <Button variant="secondary" onClick={commit}>
          Tambah
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Tekan Enter atau tombol Tambah. Tag tampil sebagai "Key Features" di halaman produk.
      </p>
      {message && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600" role="alert">
          {message}
        </p>
      )}
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label="Tag produk">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100"
                aria-label={`Hapus tag ${tag}`}
              >
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
