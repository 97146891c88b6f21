import type { AdminCategory, AdminProduct } from '#shared/api-types.ts';
import { Button, buttonClass } from '#admin/components/ui/button.tsx';
import { PageHeader } from '#admin/components/ui/card.tsx';
import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import { AlertIcon, ExternalIcon, EyeIcon } from '#admin/components/ui/icons.tsx';
import { LocalDraftBanner } from '#admin/components/ui/local-draft-banner.tsx';
import { OFFLINE_MESSAGE } from '#admin/components/ui/offline.ts';
import { useSaveShortcut } from '#admin/components/ui/use-save-shortcut.ts';
import { paths } from '#admin/paths.ts';
import { BasicInfoSection } from './editor/basic-info-section.tsx';
import { DocumentsSection } from './editor/documents-section.tsx';
import { ImagesSection } from './editor/images-section.tsx';
import { PriceStockSection } from './editor/price-stock-section.tsx';
import { PublicationSection } from './editor/publication-section.tsx';
import { RelatedSection } from './editor/related-section.tsx';
import { SeoSection } from './editor/seo-section.tsx';
import { TextsSection } from './editor/texts-section.tsx';
import { useProductEditor } from './editor/use-product-editor.ts';
import { useProductMedia } from './editor/use-product-media.ts';
import { WhatsAppSection } from './editor/whatsapp-section.tsx';

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

  return (
    <form
      ref={formRef}
      onSubmit={editor.submit}
      {...editor.fieldEvents}
      noValidate
      aria-labelledby="product-form-title"
    >
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
          <TextsSection form={form} />
          <RelatedSection form={form} product={product} />
          <SeoSection form={form} />
        </div>

        <div className="min-w-0 space-y-6">
          <PublicationSection form={form} />
          <ImagesSection
            media={media}
            altErrors={media.images.map((_, index) => form.formState.errors.image_alts?.[index]?.message)}
          />
          <DocumentsSection media={media} />
          <WhatsAppSection form={form} />
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
        open={editor.conflict !== null}
        onOpenChange={(open) => !open && editor.dismissConflict()}
        title="Produk sudah diubah orang lain"
        description={
          <>
            <p>{editor.conflict}</p>
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
        onConfirm={editor.reloadNewer}
      />
    </form>
  );
}
