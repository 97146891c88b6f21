import { useId, useRef, useState, type DragEvent } from 'react';
import { IMAGE_ALT_MAX, IMAGE_TYPES, MAX_IMAGES } from '#shared/product/limits.ts';
import { Button } from '#admin/components/ui/button.tsx';
import { Input } from '#admin/components/ui/field.tsx';
import { TrashIcon } from '#admin/components/ui/icons.tsx';
import { ChevronLeftIcon, ChevronRightIcon, UploadCloudIcon } from '#admin/components/ui/more-icons.tsx';
import { cx } from '#admin/lib/cx.ts';
import { prepareImage } from '../prepare-image.ts';
import { Section } from './section.tsx';
import type { GalleryItem, ProductMedia } from './use-product-media.ts';

/**
 * 'Gambar Produk': up to eight pictures, the first is the main one. Several at once from the chooser
 * or a drop (large phone photos are made smaller in the browser first), reordered by dragging or by
 * the arrow buttons, an alt text each, removable.
 */
export function ImagesSection({ media, altErrors }: { media: ProductMedia; altErrors?: Array<string | undefined> }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const { images } = media;
  const room = MAX_IMAGES - images.length;

  const take = async (files: File[]) => {
    if (files.length === 0) return;
    setPreparing(true);
    const prepared = await Promise.all(files.slice(0, Math.max(0, room)).map(prepareImage));
    setPreparing(false);
    if (input.current) input.current.value = '';
    const problem = prepared.find((result) => 'problem' in result);
    const chosen = prepared.flatMap((result) => ('file' in result ? [result.file] : []));
    media.setError(
      'images',
      files.length > room
        ? `Maksimal ${MAX_IMAGES} gambar per produk`
        : problem && 'problem' in problem
          ? problem.problem
          : undefined,
    );
    if (chosen.length > 0) media.addImages(chosen);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    const next = [...images];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    media.setImages(next);
  };
  const update = (index: number, change: Partial<GalleryItem>) =>
    media.setImages(images.map((item, position) => (position === index ? { ...item, ...change } : item)));

  return (
    <Section
      title="Gambar Produk"
      description={`Maksimal ${MAX_IMAGES} gambar; yang pertama menjadi gambar utama. Geser untuk mengurutkan.`}
    >
      {images.length > 0 && (
        <ol className="space-y-3" aria-label="Urutan gambar">
          {images.map((item, index) => (
            <li
              key={item.key}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event: DragEvent) => event.preventDefault()}
              onDrop={(event: DragEvent) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              className={cx(
                'flex gap-3 rounded-lg border p-2',
                dragged === index ? 'border-brand-400 bg-brand-50' : 'border-slate-200',
              )}
              data-image-item={item.path ?? 'baru'}
              data-file-name={item.file?.name}
            >
              <img
                src={item.src}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 cursor-grab rounded-md bg-slate-50 object-cover"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-xs font-medium text-slate-600">
                  {index === 0 ? 'Gambar utama' : `Gambar ${index + 1}`}
                  {!item.path && <span className="ml-1 text-brand-700">(baru)</span>}
                </p>
                <label className="sr-only" htmlFor={`${id}-alt-${item.key}`}>
                  Teks alternatif gambar {index + 1}
                </label>
                <Input
                  id={`${id}-alt-${item.key}`}
                  value={item.alt}
                  maxLength={IMAGE_ALT_MAX}
                  placeholder="Teks alternatif, mis. Tampak depan"
                  invalid={Boolean(altErrors?.[index])}
                  onChange={(event) => update(index, { alt: event.target.value })}
                />
                {altErrors?.[index] && <p className="text-xs text-red-600">{altErrors[index]}</p>}
              </div>
              <div className="flex shrink-0 flex-col gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Geser gambar ${index + 1} ke depan`}
                >
                  <ChevronLeftIcon className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(index, index + 1)}
                  disabled={index === images.length - 1}
                  aria-label={`Geser gambar ${index + 1} ke belakang`}
                >
                  <ChevronRightIcon className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="hover:bg-red-50 hover:text-red-700"
                  onClick={() => media.setImages(images.filter((_, position) => position !== index))}
                  aria-label={`Hapus gambar ${index + 1}`}
                >
                  <TrashIcon className="h-4 w-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (event.dataTransfer.files.length > 0) void take([...event.dataTransfer.files]);
        }}
        className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3"
        data-image-drop
      >
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="peer sr-only"
          disabled={room <= 0}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void take([...(event.target.files ?? [])])}
        />
        <label
          htmlFor={id}
          data-file-button
          className={cx(
            'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
            room <= 0 && 'cursor-not-allowed opacity-50',
          )}
        >
          <UploadCloudIcon className="h-4 w-4" />
          Tambah gambar
        </label>
        <p id={`${id}-hint`} className="mt-2 text-xs text-slate-500">
          {preparing
            ? 'Memperkecil foto…'
            : `PNG, JPG atau WebP, bisa beberapa sekaligus atau diseret ke sini. Foto besar diperkecil otomatis. Sisa ${room} gambar.`}
        </p>
        {media.errors.images && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-600">
            {media.errors.images}
          </p>
        )}
      </div>
    </Section>
  );
}
