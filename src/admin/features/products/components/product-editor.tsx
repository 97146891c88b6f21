import { useCallback, useState } from 'react';
import type { AdminCategory, AdminProduct } from '#shared/api-types.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { PageHeader } from '#admin/components/ui/card.tsx';
import { idleCode, useIdleCode } from '#admin/components/ui/idle-code.ts';
import { AlertIcon, ExternalIcon, EyeIcon } from '#admin/components/ui/icons.tsx';
import { LocalDraftBanner } from '#admin/components/ui/local-draft-banner.tsx';
import { OFFLINE_MESSAGE } from '#admin/components/ui/offline.ts';
import { useSaveShortcut } from '#admin/components/ui/use-save-shortcut.ts';
import { paths } from '#admin/paths.ts';
import { BasicInfoSection } from './editor/basic-info-section.tsx';
import { SectionFrame, useLaterSections } from './editor/later-sections.tsx';
import { PriceStockSection } from './editor/price-stock-section.tsx';
import { PublicationSection } from './editor/publication-section.tsx';
import { useProductEditor } from './editor/use-product-editor.ts';
import { useProductMedia } from './editor/use-product-media.ts';

/* The leave and conflict prompts, needed only after the user acts: loaded when idle, or when one opens. */
const editorDialogs = idleCode(() => import('./editor/editor-dialogs.tsx'));

interface ProductEditorProps {
  product: AdminProduct | null;
  categories: AdminCategory[];
  onReload: () => void;
  reloading: boolean;
}

/** Add or edit a product: its sections, the save bar, and the leave and conflict prompts. */
export function ProductEditor({ product, categories, onReload, reloading }: ProductEditorProps) {
  const media = useProductMedia(product);
  const editor = useProductEditor(product, onReload, media);
  const { form, localDraft, blocker } = editor;
  const formRef = useSaveShortcut<HTMLFormElement>();
  // The sections below the first screen arrive when the browser is idle, or at once when one of their
  // frames comes into view or the form is saved (so that a save's messages have their fields).
  const [laterWanted, setLaterWanted] = useState(false);
  const wantLater = useCallback(() => setLaterWanted(true), []);
  const later = useLaterSections(laterWanted);
  const dialogs = useIdleCode(editorDialogs, blocker.state === 'blocked' || editor.conflict !== null);
  const submit: typeof editor.submit = (event) => {
    wantLater();
    return editor.submit(event);
  };

  return (
    <form ref={formRef} onSubmit={submit} {...editor.fieldEvents} noValidate aria-labelledby="product-form-title">
      <PageHeader
        title={product ? 'Edit Produk' : 'Tambah Produk'}
        description={product ? `${product.name} · SKU ${product.sku}` : 'Lengkapi data produk lalu simpan.'}
        actions={
          product && editor.published && product.is_active === 1 ? (
            <a
              href={paths.publicProduct(product.slug)}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('secondary')}
            >
              <ExternalIcon className="h-4 w-4" />
              Lihat di situs
            </a>
          ) : product ? (
            // The last saved version, as visitors will see it once it is public.
            <a
              href={paths.productPreview(product.id)}
              target="_blank"
              rel="noreferrer"
              className={buttonClass('secondary')}
            >
              <EyeIcon className="h-4 w-4" />
              Pratinjau
            </a>
          ) : undefined
        }
      />
      <h2 id="product-form-title" className="sr-only">
        Formulir produk
      </h2>

      {localDraft.offered && (
        <LocalDraftBanner
          savedAt={localDraft.offered.savedAt}
          onRestore={localDraft.restore}
          onDiscard={localDraft.discard}
          className="mb-4"
        />
      )}

      {editor.saveProblem && (
        <div
          role="alert"
          className="mb-4 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {editor.saveProblem === OFFLINE_MESSAGE ? editor.saveProblem : `Gagal simpan data: ${editor.saveProblem}`}
          </span>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          <BasicInfoSection
            form={form}
            product={product}
            categories={categories}
            published={editor.published}
            slugFollowsName={editor.slugFollowsName}
            onSlugEdited={() => editor.setSlugFollowsName(false)}
          />
          <PriceStockSection form={form} />
          {later ? <later.TextsSection form={form} /> : <SectionFrame frame="texts" onView={wantLater} />}
          {later ? <later.ProcurementSection form={form} /> : <SectionFrame frame="procurement" onView={wantLater} />}
          {later ? (
            <later.RelatedSection form={form} product={product} />
          ) : (
            <SectionFrame frame="related" onView={wantLater} />
          )}
          {later ? <later.SeoSection form={form} /> : <SectionFrame frame="seo" onView={wantLater} />}
        </div>

        <div className="min-w-0 space-y-6">
          <PublicationSection form={form} />
          {later ? (
            <later.ImagesSection
              media={media}
              altErrors={media.images.map((_, index) => form.formState.errors.image_alts?.[index]?.message)}
            />
          ) : (
            <SectionFrame frame="images" onView={wantLater} />
          )}
          {later ? <later.DocumentsSection media={media} /> : <SectionFrame frame="documents" onView={wantLater} />}
          {later ? <later.WhatsAppSection form={form} /> : <SectionFrame frame="whatsapp" onView={wantLater} />}
        </div>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        {editor.dirty && (
          <span className="mr-auto hidden self-center text-sm text-amber-700 sm:inline">
            Ada perubahan yang belum disimpan
          </span>
        )}
        <Button variant="secondary" onClick={editor.leave} disabled={editor.saving}>
          Batal
        </Button>
        <Button type="submit" busy={editor.saving}>
          {editor.saving ? 'Menyimpan...' : 'Simpan Produk'}
        </Button>
      </div>

      {dialogs && (
        <dialogs.EditorDialogs
          blocker={blocker}
          conflict={editor.conflict}
          onDismissConflict={editor.dismissConflict}
          onReloadNewer={editor.reloadNewer}
          reloading={reloading}
        />
      )}
    </form>
  );
}
