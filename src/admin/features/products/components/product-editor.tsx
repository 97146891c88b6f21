import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { AdminCategory, AdminProduct } from '#shared/api-types.ts';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, ProductFieldsSchema } from '#shared/schemas.ts';
import { formatIdDateTime } from '#shared/format.ts';
import { normalizePhone } from '#shared/phone.ts';
import { slugify } from '#shared/slug.ts';
import { effectiveTemplate, productPageUrl } from '#shared/whatsapp.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { Card, CardHeader, PageHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { CharCount, Field, Input, InputField, SelectField, TextareaField } from '#admin/components/ui/field.tsx';
import {
  AlertIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ExternalIcon,
  PlusIcon,
  TrashIcon,
} from '#admin/components/ui/icons.tsx';
import { FormSwitch } from '#admin/components/ui/switch.tsx';
import { OFFLINE_MESSAGE, isOffline } from '#admin/components/ui/offline.ts';
import { useSaveShortcut } from '#admin/components/ui/use-save-shortcut.ts';
import { clearLocalDraft, useLocalDraft } from '#admin/components/ui/local-draft.ts';
import { TEMPLATE_HINT, WhatsAppPreview, publicSiteUrl, useSiteSettings } from '#admin/components/whatsapp-preview.tsx';
import { ApiError } from '#admin/lib/api-client.ts';
import { getToken } from '#admin/lib/session.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { paths } from '#admin/paths.ts';
import { useSaveProduct } from '../api.ts';
import { IMAGE_SIZE_ERROR, ImagePicker } from './image-picker.tsx';
import { newProductFields, productFields } from '#shared/product-form.ts';
import { fieldMessages } from '#lib/browser/field-messages.ts';
import { RupiahField } from './rupiah-field.tsx';
import { TagInput } from './tag-input.tsx';

type FormInput = z.input<typeof ProductFieldsSchema>;
type FormOutput = z.output<typeof ProductFieldsSchema>;

function defaults(product: AdminProduct | null): Partial<FormInput> {
  if (!product) {
    // A new product is a draft and active.
    return { name: '', sku: '', category_id: undefined, price: undefined, stock: undefined, ...newProductFields() };
  }
  return productFields(product);
}

interface ProductEditorProps {
  product: AdminProduct | null;
  categories: AdminCategory[];
  onReload: () => void;
  reloading: boolean;
}

export function ProductEditor({ product, categories, onReload, reloading }: ProductEditorProps) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  const siteSettings = useSiteSettings();
  const formRef = useSaveShortcut<HTMLFormElement>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ProductFieldsSchema),
    defaultValues: defaults(product),
    mode: 'onTouched',
  });
  const { register, control, formState, setValue, watch, setError } = form;
  const draftKey = `product.${product?.id ?? 'new'}`;
  const localDraft = useLocalDraft(draftKey, form);
  const { errors } = formState;
  const specs = useFieldArray({ control, name: 'specifications' });

  const published = product?.status === 'published';
  // The slug follows the name until edited by hand. A published product's slug is its public URL:
  // it never follows a rename silently, and a draft follows only if it still matches its name.
  const [slugFollowsName, setSlugFollowsName] = useState(
    () => !product || (!published && product.slug === slugify(product.name)),
  );
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const saved = useRef(false);

  const dirty = formState.isDirty || image !== null;
  // Leaving with unsaved changes asks first (in-app navigation here, closing the tab below).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && Boolean(getToken()) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const name = watch('name') ?? '';
  const slug = watch('slug') ?? '';
  const metaTitle = watch('meta_title') ?? '';
  const metaDescription = watch('meta_description') ?? '';
  const template = watch('whatsapp_template') ?? '';
  const sku = watch('sku') ?? '';
  const slugChangedOnPublished = published && product !== null && slug !== product.slug;

  const onSubmit = form.handleSubmit((values) => {
    setSaveProblem(null);
    if (isOffline()) {
      toastError('Gagal menyimpan', OFFLINE_MESSAGE);
      return setSaveProblem(OFFLINE_MESSAGE);
    }
    save.mutate(
      { id: product?.id, values, image, version: product?.version },
      {
        onSuccess: () => {
          saved.current = true;
          clearLocalDraft(draftKey);
          toastSuccess(product ? 'Produk diperbarui' : 'Produk ditambahkan', values.name);
          void navigate(paths.products);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          if (isOffline()) {
            toastError('Gagal menyimpan', OFFLINE_MESSAGE);
            return setSaveProblem(OFFLINE_MESSAGE);
          }
          toastError('Error', 'Gagal simpan data');
          if (!(error instanceof ApiError)) return setSaveProblem('Gagal simpan data');
          if (error.status === 409) return setConflict(error.message);
          if (error.status === 413) setImageError(IMAGE_SIZE_ERROR);
          for (const [field, message] of Object.entries(fieldMessages(error.errors))) {
            if (field === 'main_image') setImageError(message);
            else setError(field as FieldPath<FormInput>, { message });
          }
          setSaveProblem(error.message);
        },
      },
    );
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="product-form-title">
      <PageHeader
        title={product ? 'Edit Produk' : 'Tambah Produk'}
        description={product ? `${product.name} · SKU ${product.sku}` : 'Lengkapi data produk lalu simpan.'}
        actions={
          product && published && product.is_active === 1 ? (
            <a
              href={paths.publicProduct(product.slug)}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('secondary')}
            >
              <ExternalIcon className="h-4 w-4" />
              Lihat di situs
            </a>
          ) : undefined
        }
      />
      <h2 id="product-form-title" className="sr-only">
        Formulir produk
      </h2>

      {localDraft.offered && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span className="min-w-0 flex-1">
            <strong>Pulihkan perubahan?</strong> Ada perubahan yang belum tersimpan dari{' '}
            {formatIdDateTime(localDraft.offered.savedAt)}.
          </span>
          <Button size="sm" onClick={localDraft.restore}>
            Pulihkan
          </Button>
          <Button size="sm" variant="ghost" onClick={localDraft.discard}>
            Buang
          </Button>
        </div>
      )}

      {saveProblem && (
        <div
          role="alert"
          className="mb-4 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{saveProblem === OFFLINE_MESSAGE ? saveProblem : `Gagal simpan data: ${saveProblem}`}</span>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          <Section title="Informasi Dasar">
            <InputField
              label="Nama Produk"
              error={errors.name?.message}
              required
              {...register('name', {
                onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                  if (slugFollowsName) setValue('slug', slugify(event.target.value), { shouldDirty: true });
                },
              })}
            />
            <Field
              label="Slug (URL)"
              error={errors.slug?.message}
              hint={
                slugChangedOnPublished
                  ? `Perhatian: produk ini sudah dipublikasikan. Menyimpan slug baru mengubah URL publiknya dari /products/${product?.slug}.`
                  : published
                    ? 'Produk sudah dipublikasikan: slug tidak ikut berubah saat nama diganti, agar URL publik tetap sama.'
                    : slugFollowsName
                      ? 'Dibuat otomatis dari nama. Ubah manual bila perlu.'
                      : 'Diubah manual: tidak lagi mengikuti nama.'
              }
            >
              {(control) => (
                <div className="flex gap-2">
                  <Input
                    {...control}
                    className="font-mono"
                    {...register('slug', { onChange: () => setSlugFollowsName(false) })}
                  />
                  <Button
                    variant="secondary"
                    onClick={() => setValue('slug', slugify(name), { shouldDirty: true, shouldValidate: true })}
                    title="Buat slug dari nama produk"
                  >
                    Dari nama
                  </Button>
                </div>
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField label="SKU" error={errors.sku?.message} required className="font-mono" {...register('sku')} />
              <SelectField
                label="Kategori"
                error={errors.category_id?.message}
                required
                {...register('category_id', {
                  setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
                })}
              >
                <option value="">Pilih kategori</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagInput tags={field.value ?? []} onChange={field.onChange} error={errors.tags?.message} />
              )}
            />
          </Section>

          <Section title="Harga & Stok">
            <div className="grid gap-4 sm:grid-cols-2">
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <RupiahField
                    label="Harga (Rp)"
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.price?.message}
                  />
                )}
              />
              <InputField
                label="Stok"
                error={errors.stock?.message}
                required
                hint="Stok 2 atau kurang ditandai Stok Sedikit."
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...register('stock', { valueAsNumber: true })}
              />
            </div>
          </Section>

          <Section title="Deskripsi">
            <TextareaField
              label="Deskripsi Singkat"
              error={errors.short_description?.message}
              hint="Tampil di kartu produk dan ringkasan."
              rows={3}
              maxLength={500}
              {...register('short_description')}
            />
            <TextareaField
              label="Deskripsi Lengkap"
              error={errors.long_description?.message}
              rows={8}
              maxLength={10000}
              {...register('long_description')}
            />
          </Section>

          <Section
            title="Spesifikasi Teknis"
            description="Baris nama dan nilai, tampil sebagai tabel 'Technical Specifications'."
            actions={
              <Button
                variant="secondary"
                size="sm"
                onClick={() => specs.append({ name: '', value: '' }, { shouldFocus: true })}
              >
                <PlusIcon className="h-4 w-4" />
                Tambah baris
              </Button>
            }
          >
            {specs.fields.length === 0 ? (
              <p className="text-sm text-slate-500">Belum ada spesifikasi.</p>
            ) : (
              <ol className="space-y-3">
                {specs.fields.map((row, index) => (
                  <li
                    key={row.id}
                    className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:border-0 sm:p-0"
                  >
                    <InputField
                      label={`Nama spesifikasi ${index + 1}`}
                      error={errors.specifications?.[index]?.name?.message}
                      placeholder="mis. Rentang pH"
                      {...register(`specifications.${index}.name`)}
                    />
                    <InputField
                      label={`Nilai spesifikasi ${index + 1}`}
                      error={errors.specifications?.[index]?.value?.message}
                      placeholder="mis. 0.00 – 14.00"
                      {...register(`specifications.${index}.value`)}
                    />
                    <div className="flex gap-1 sm:pt-7">
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() => specs.move(index, index - 1)}
                        disabled={index === 0}
                        aria-label={`Pindahkan baris ${index + 1} ke atas`}
                      >
                        <ChevronUpIcon className="h-4 w-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() => specs.move(index, index + 1)}
                        disabled={index === specs.fields.length - 1}
                        aria-label={`Pindahkan baris ${index + 1} ke bawah`}
                      >
                        <ChevronDownIcon className="h-4 w-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="hover:bg-red-50 hover:text-red-700"
                        onClick={() => specs.remove(index)}
                        aria-label={`Hapus baris ${index + 1}`}
                      >
                        <TrashIcon className="h-4 w-4" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Section>

          <Section title="SEO Metadata">
            <InputField
              label="Meta Title"
              error={errors.meta_title?.message}
              aside={<CharCount value={metaTitle.length} max={META_TITLE_MAX} />}
              maxLength={META_TITLE_MAX}
              {...register('meta_title')}
            />
            <TextareaField
              label="Meta Description"
              error={errors.meta_description?.message}
              hint={`maks ${META_DESCRIPTION_MAX} karakter`}
              aside={<CharCount value={metaDescription.length} max={META_DESCRIPTION_MAX} />}
              rows={3}
              maxLength={META_DESCRIPTION_MAX}
              {...register('meta_description')}
            />
            <InputField
              label="Meta Keywords"
              error={errors.meta_keywords?.message}
              hint="Pisahkan dengan koma."
              {...register('meta_keywords')}
            />
          </Section>
        </div>

        <div className="min-w-0 space-y-6">
          <Section title="Status Publikasi">
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">Status</legend>
              <div className="mt-2 grid grid-cols-2 gap-2">
                {(['draft', 'published'] as const).map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
                  >
                    <input type="radio" value={value} className="accent-brand-700" {...register('status')} />
                    {value === 'draft' ? 'Draft' : 'Published'}
                  </label>
                ))}
              </div>
              <p className="mt-2 text-xs text-slate-500">
                Hanya produk Published dan aktif yang tampil di katalog publik.
              </p>
            </fieldset>
            <FormSwitch
              control={control}
              name="is_active"
              label="Produk aktif"
              description="Nonaktifkan untuk menyembunyikan sementara."
            />
          </Section>

          <Section title="Gambar Utama">
            <ImagePicker
              file={image}
              currentPath={product?.images[0]?.path}
              error={imageError}
              onPick={(file, problem) => {
                setImage(file);
                setImageError(problem);
              }}
            />
          </Section>

          <Section
            title="Pengaturan WhatsApp"
            description="Kosongkan untuk memakai nomor dan template dari Pengaturan."
          >
            <InputField
              label="Nomor WhatsApp"
              error={errors.whatsapp_number?.message}
              hint="Tulis seperti biasa (0812-8880-4512 atau +62 812 8880 4512); disimpan sebagai 6281288804512."
              type="tel"
              placeholder="0812-…"
              {...register('whatsapp_number', {
                // Shown (and saved) in the 62… form as soon as the field is left.
                onBlur: (event: FocusEvent<HTMLInputElement>) =>
                  setValue('whatsapp_number', normalizePhone(event.target.value), { shouldValidate: true }),
              })}
            />
            <TextareaField
              label="Template Pesan"
              error={errors.whatsapp_template?.message}
              hint={`Kosongkan untuk memakai template dari Pengaturan. ${TEMPLATE_HINT}`}
              rows={3}
              placeholder={effectiveTemplate('', siteSettings.data?.whatsapp_template)}
              {...register('whatsapp_template')}
            />
            <WhatsAppPreview
              caption="Pratinjau pesan pesanan (jumlah 1):"
              templates={{ product: template, site: siteSettings.data?.whatsapp_template }}
              values={{
                productName: name || 'Nama Produk',
                sku: sku || 'SKU',
                quantity: 1,
                url: productPageUrl(publicSiteUrl(), slug || 'nama-produk'),
                company: siteSettings.data?.company_name ?? '',
              }}
            />
          </Section>
        </div>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        {dirty && (
          <span className="mr-auto hidden self-center text-sm text-amber-700 sm:inline">
            Ada perubahan yang belum disimpan
          </span>
        )}
        <Button variant="secondary" onClick={() => void navigate(paths.products)} disabled={save.isPending}>
          Batal
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? 'Menyimpan...' : 'Simpan Produk'}
        </Button>
      </div>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Tinggalkan halaman?"
        description="Perubahan pada produk ini belum disimpan dan akan hilang."
        confirmLabel="Tinggalkan"
        cancelLabel="Tetap di sini"
        onConfirm={() => blocker.proceed?.()}
      />

      <ConfirmDialog
        open={conflict !== null}
        onOpenChange={(open) => !open && setConflict(null)}
        title="Produk sudah diubah orang lain"
        description={
          <>
            <p>{conflict}</p>
            <p className="mt-2">
              Perubahan Anda belum disimpan. Muat ulang untuk mengambil versi terbaru (perubahan Anda di formulir ini
              akan dibuang), atau tetap di sini untuk menyalin isian Anda dulu.
            </p>
          </>
        }
        confirmLabel="Muat ulang"
        cancelLabel="Tetap di sini"
        tone="primary"
        busy={reloading}
        onConfirm={() => {
          saved.current = true; // the editor is replaced by the fresh version; nothing to guard
          setConflict(null);
          onReload();
        }}
      />
    </form>
  );
}

function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} actions={actions} />
      <div className="space-y-4 p-4 sm:p-6">{children}</div>
    </Card>
  );
}
