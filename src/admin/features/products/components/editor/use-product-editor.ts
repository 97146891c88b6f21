import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from '#admin/lib/navigation.tsx';
import type { z } from 'zod';
import type { AdminProduct } from '#shared/product/views.ts';
import { newProductFields } from '#shared/product/field-defaults.ts';
import { productFields } from '#shared/product/admin-fields.ts';
import type { ProductFieldsSchema } from '#shared/product/fields.ts';
import { slugify } from '#shared/common/slug.ts';
import { clearLocalDraft, useLocalDraft } from '#admin/components/ui/local-draft.ts';
import { OFFLINE_MESSAGE, isOffline } from '#admin/components/ui/offline.ts';
import { ApiError, errorText } from '#admin/lib/api-client.ts';
import { lazyResolver, usePreloadWhenIdle } from '#admin/lib/lazy-resolver.ts';
import { toastError, toastSuccess } from '#admin/lib/toast.ts';
import { useUnsavedGuard } from '#admin/lib/unsaved-guard.ts';
import { paths } from '#admin/paths.ts';
import { useSaveProduct } from '../../form-api.ts';
import { IMAGE_SIZE_ERROR } from '../image-messages.ts';
import type { ProductMedia } from './use-product-media.ts';

export type ProductEditorInput = z.input<typeof ProductFieldsSchema>;
export type ProductEditorOutput = z.output<typeof ProductFieldsSchema>;
export type ProductForm = UseFormReturn<ProductEditorInput, unknown, ProductEditorOutput>;

const validation = lazyResolver<ProductEditorInput, ProductEditorOutput>(
  async () => (await import('../../product-validation.ts')).productResolver,
);

function defaults(product: AdminProduct | null): Partial<ProductEditorInput> {
  if (!product) {
    // A new product is a draft and active.
    return { name: '', sku: '', category_id: undefined, price: undefined, stock: undefined, ...newProductFields() };
  }
  return productFields(product);
}

/**
 * The product editor's state apart from its fields' layout: the form, the local draft copy, the
 * guard against leaving with unsaved changes, the chosen image, and what a save answered.
 */
export function useProductEditor(product: AdminProduct | null, onReload: () => void, media?: ProductMedia) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  const form: ProductForm = useForm<ProductEditorInput, unknown, ProductEditorOutput>({
    resolver: validation.resolver,
    defaultValues: defaults(product),
    // Fields are judged by `fieldEvents` below and on submit: the library's own modes would judge a
    // field that was only tabbed through (and a specification row the moment it is added).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  usePreloadWhenIdle(validation);
  const fieldEvents = useLeftChangedValidation(form);
  const draftKey = `product.${product?.id ?? 'new'}`;
  const localDraft = useLocalDraft(draftKey, form);

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

  const dirty = form.formState.isDirty || image !== null || Boolean(media?.dirty);
  // Leaving with unsaved changes asks first.
  const blocker = useUnsavedGuard(dirty, () => !saved.current);

  const submit = form.handleSubmit(async (values) => {
    setSaveProblem(null);
    if (isOffline()) {
      toastError('Gagal menyimpan', OFFLINE_MESSAGE);
      return setSaveProblem(OFFLINE_MESSAGE);
    }
    // Waits for large PDFs still going up in parts; one the server refused stops the save with its reason.
    const gallery = await media?.toSave().catch((error: unknown) => {
      const message = errorText(error, 'Gagal mengunggah dokumen');
      media?.setError('documents', message);
      setSaveProblem(message);
      return null;
    });
    if (gallery === null) return;
    save.mutate(
      {
        id: product?.id,
        values: gallery ? { ...values, image_alts: gallery.alts } : values,
        image: gallery?.mainImage ?? image,
        media: gallery?.media,
        version: product?.version,
      },
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
          if (error.status === 413) media?.setError('images', error.message);
          setSaveProblem(error.message);
          // Each field's message goes to its field (the reader of the server's answer is loaded now:
          // the form shows without it).
          const { errors } = error;
          void import('#admin/components/ui/server-field-errors.ts').then(
            ({ fieldMessages }) => {
              for (const [field, message] of Object.entries(fieldMessages(errors))) {
                if (field === 'main_image') setImageError(message);
                if (/^(main_image|images|image_alts)/.test(field)) media?.setError('images', message);
                else if (field.startsWith('documents')) media?.setError('documents', message);
                else form.setError(field as FieldPath<ProductEditorInput>, { message });
              }
            },
            () => {},
          );
        },
      },
    );
  });

  return {
    form,
    fieldEvents,
    published,
    slugFollowsName,
    setSlugFollowsName,
    localDraft,
    dirty,
    blocker,
    image: {
      file: image,
      error: imageError,
      pick: (file: File | null, problem?: string) => {
        setImage(file);
        setImageError(problem);
      },
    },
    submit,
    // Also while large PDFs are still going up before the save itself.
    saving: save.isPending || form.formState.isSubmitting,
    saveProblem,
    conflict,
    dismissConflict: () => setConflict(null),
    /** Loads the newer version over the form: the editor is replaced by it, so nothing is left to guard. */
    reloadNewer: () => {
      saved.current = true;
      setConflict(null);
      onReload();
    },
    leave: () => void navigate(paths.products),
  };
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: EventTarget): target is FieldElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Form-level focus and input handlers that judge a field when the user leaves it changed, and keep
 * judging a field already marked invalid as it is corrected. A field only passed through (tabbing over
 * empty fields, a specification row just added) stays neutral until the form is submitted.
 */
function useLeftChangedValidation(form: ProductForm) {
  // Fields typed in since they last took the focus (typing and then deleting still counts as a change).
  const edited = useRef(new Set<string>());
  const judge = (name: string) => void form.trigger(name as FieldPath<ProductEditorInput>);
  const hasError = (name: string) => Boolean(form.getFieldState(name as FieldPath<ProductEditorInput>).error);
  return {
    onFocus: (event: FocusEvent<HTMLFormElement>) => {
      validation.preload();
      if (isField(event.target) && event.target.name) edited.current.delete(event.target.name);
    },
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      if (!isField(event.target) || !event.target.name) return;
      const { name } = event.target;
      if (edited.current.has(name) || hasError(name)) judge(name);
      edited.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLFormElement>) => {
      if (!isField(event.target) || !event.target.name) return;
      edited.current.add(event.target.name);
      if (hasError(event.target.name)) judge(event.target.name);
    },
  };
}
