import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminCategory } from '#shared/catalogue/category.ts';
import { CATEGORY_COLORS, CategoryInputSchema, DEFAULT_CATEGORY_COLOR } from '#shared/catalogue/category.ts';
import { slugify } from '#shared/common/slug.ts';
import { Modal, ModalFormActions } from '#admin/components/ui/dialog.tsx';
import { InputField, TextareaField } from '#admin/components/ui/field.tsx';
import { LanguageTabs, MissingMarker } from '#admin/components/ui/language-tabs.tsx';
import { OFFLINE_MESSAGE, isOffline } from '#admin/components/ui/offline.ts';
import { useSaveShortcut } from '#admin/components/ui/use-save-shortcut.ts';
import { clearLocalDraft, saveLocalDraft } from '#admin/components/ui/local-draft.ts';
import { ApiError } from '#admin/lib/api-client.ts';
import { cx } from '#admin/lib/cx.ts';
import { toastSuccess } from '#admin/lib/toast.ts';
import { fieldMessages } from '#shared/common/field-messages.ts';
import { useSaveCategory } from '../api.ts';
import { categoryDraftKey } from '../category-draft.ts';

export type CategoryFormInput = z.input<typeof CategoryInputSchema>;
type FormInput = CategoryFormInput;
type FormOutput = z.output<typeof CategoryInputSchema>;

const empty: FormInput = {
  name: '',
  slug: '',
  description: '',
  english: { name: '', description: '' },
  color: DEFAULT_CATEGORY_COLOR,
};

type CategoryLanguage = 'indonesian' | 'english';
const written = (text: string | undefined) => (text ?? '').trim() !== '';

/** Add or edit by whether a category is given. */
export function CategoryDialog({
  open,
  onOpenChange: setOpen,
  category,
  restoredValues,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: AdminCategory | null;
  /** Unsaved values from a local copy, put into the form as changes when it opens. */
  restoredValues?: FormInput | null;
}) {
  const save = useSaveCategory();
  const formRef = useSaveShortcut<HTMLFormElement>();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CategoryInputSchema),
    defaultValues: empty,
  });
  const { register, setValue, watch, formState, reset, setError } = form;
  const [slugFollowsName, setSlugFollowsName] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [language, setLanguage] = useState<CategoryLanguage>('indonesian');

  useEffect(() => {
    if (!open) return;
    reset(
      category
        ? {
            name: category.name,
            slug: category.slug,
            description: category.description,
            english: { name: category.english.name, description: category.english.description },
            color: category.color.toUpperCase(),
          }
        : empty,
    );
    if (restoredValues) reset(restoredValues, { keepDefaultValues: true });
    setSlugFollowsName(!category || category.slug === slugify(category.name));
    setProblem(null);
    setLanguage('indonesian');
  }, [open, category, reset, restoredValues]);

  // While open, every edit is copied locally: a session that expires under the dialog loses nothing.
  const draftKey = categoryDraftKey(category?.id);
  useEffect(() => {
    if (!open) return;
    const subscription = form.watch((values, { type }) => {
      if (type === 'change') saveLocalDraft(draftKey, values);
    });
    return () => subscription.unsubscribe();
  }, [form, open, draftKey]);

  // Closing on purpose (Batal, ×, Esc, a save) drops the copy; an expired session unmounts without closing.
  const onOpenChange = (next: boolean) => {
    if (!next) clearLocalDraft(draftKey);
    setOpen(next);
  };

  const color = (watch('color') ?? DEFAULT_CATEGORY_COLOR).toUpperCase();
  // The Indonesian texts are the main fields, the English ones `english`; each tab counts the texts
  // it lacks while the other language has them.
  const texts = {
    indonesian: { name: watch('name'), description: watch('description') },
    english: { name: watch('english.name'), description: watch('english.description') },
  };
  const lacks = (own: CategoryLanguage, other: CategoryLanguage, field: 'name' | 'description') =>
    written(texts[other][field]) && !written(texts[own][field]);
  const missingOf = (own: CategoryLanguage) => {
    const other = own === 'indonesian' ? 'english' : 'indonesian';
    return (['name', 'description'] as const).filter((field) => lacks(own, other, field));
  };
  const missing = { indonesian: missingOf('indonesian'), english: missingOf('english') };
  const otherTexts = language === 'indonesian' ? texts.english : texts.indonesian;
  const marker = (field: 'name' | 'description') => (missing[language].includes(field) ? <MissingMarker /> : null);
  const placeholder = (field: 'name' | 'description') =>
    missing[language].includes(field) ? otherTexts[field] : undefined;
  const { errors } = formState;

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    if (isOffline()) return setProblem(OFFLINE_MESSAGE);
    save.mutate(
      { id: category?.id, input },
      {
        onSuccess: () => {
          toastSuccess(category ? 'Kategori diperbarui' : 'Kategori ditambahkan', input.name);
          onOpenChange(false);
        },
        onError: (error) => {
          // Shown as well as logged; the dialog stays open with the input intact.
          console.error('Gagal menyimpan kategori', error);
          if (error instanceof ApiError && error.status === 401) return;
          for (const [field, message] of Object.entries(fieldMessages(error instanceof ApiError ? error.errors : {})))
            setError(field as FieldPath<FormInput>, { message });
          setProblem(error.message || 'Gagal menyimpan kategori');
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={save.isPending}
      title={category ? 'Edit Kategori' : 'Tambah Kategori'}
      description={
        category ? 'Ubah nama, deskripsi atau warna kategori.' : 'Kategori baru untuk mengelompokkan produk.'
      }
      footer={<ModalFormActions form="category-form" busy={save.isPending} onCancel={() => onOpenChange(false)} />}
    >
      <form ref={formRef} id="category-form" className="space-y-4" onSubmit={onSubmit} noValidate>
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        <LanguageTabs
          label="Bahasa teks kategori"
          tabs={[
            {
              id: 'indonesian',
              label: 'Indonesia',
              missing: missing.indonesian.length,
              invalid: Boolean(errors.name || errors.description),
            },
            { id: 'english', label: 'English', missing: missing.english.length, invalid: Boolean(errors.english) },
          ]}
          active={language}
          onChange={setLanguage}
        >
          {language === 'indonesian' ? (
            <>
              <InputField
                label="Nama Kategori"
                error={errors.name?.message}
                required
                aside={marker('name')}
                placeholder={placeholder('name')}
                {...register('name', {
                  onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                    if (slugFollowsName) setValue('slug', slugify(event.target.value));
                  },
                })}
              />
              <TextareaField
                label="Deskripsi"
                error={errors.description?.message}
                aside={marker('description')}
                placeholder={placeholder('description')}
                rows={3}
                maxLength={500}
                {...register('description')}
              />
            </>
          ) : (
            <>
              <InputField
                label="Nama Kategori"
                error={errors.english?.name?.message}
                hint="Kosong: halaman English menampilkan nama Indonesia."
                aside={marker('name')}
                placeholder={placeholder('name')}
                {...register('english.name')}
              />
              <TextareaField
                label="Deskripsi"
                error={errors.english?.description?.message}
                aside={marker('description')}
                placeholder={placeholder('description')}
                rows={3}
                maxLength={500}
                {...register('english.description')}
              />
            </>
          )}
        </LanguageTabs>
        <InputField
          label="Slug"
          error={errors.slug?.message}
          hint={slugFollowsName ? 'Dibuat otomatis dari nama.' : 'Diubah manual.'}
          className="font-mono"
          {...register('slug', { onChange: () => setSlugFollowsName(false) })}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Warna</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CATEGORY_COLORS.map((option) => (
              <label key={option.value} className="relative cursor-pointer" title={option.name}>
                <input type="radio" value={option.value} className="peer sr-only" {...register('color')} />
                <span className="sr-only">{option.name}</span>
                <span
                  aria-hidden="true"
                  className={cx(
                    'block h-9 w-9 rounded-full border-2 border-white ring-2 transition peer-focus-visible:ring-offset-2 peer-focus-visible:ring-brand-600',
                    color === option.value ? 'ring-slate-900' : 'ring-transparent hover:ring-slate-300',
                  )}
                  style={{ backgroundColor: option.value }}
                />
              </label>
            ))}
          </div>
          <p className="mt-2 text-xs text-slate-500">
            Dipilih: {CATEGORY_COLORS.find((option) => option.value === color)?.name ?? color}
          </p>
        </fieldset>
      </form>
    </Modal>
  );
}
