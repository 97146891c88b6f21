import { useEffect, useRef, useState } from 'react';
import { MAX_DOCUMENTS, MAX_IMAGES } from '#shared/product/limits.ts';
import { TKDN_PREFERENCE } from '#shared/product/procurement-limits.ts';
import { Card, CardHeader } from '#admin/components/ui/card.tsx';
import { idleCode, useIdleCode } from '#admin/components/ui/idle-code.ts';

/*
 * The editor's sections below its first screen (texts, related products, SEO, images, documents,
 * WhatsApp: about 8 KB gzip with the WhatsApp preview and the image resizing) are not needed for the
 * form to show. Their frames, with
 * the same titles, are drawn at once and the sections fill them when the browser is first idle, when a
 * frame's body comes into view, or when the form is saved, whichever is first. The form's values, its
 * dirty state, the leave guard and the local draft hold every field from the start (the form keeps
 * the values of fields not yet drawn), so none of them waits for these sections.
 */

export type LaterSectionsCode = typeof import('./later-sections-code.ts');

const laterSections = idleCode(() => import('./later-sections-code.ts'));

/** The sections' code once it is in; `now` asks for it at once (a frame in view, a save). */
export function useLaterSections(now: boolean): LaterSectionsCode | null {
  return useIdleCode(laterSections, now);
}

/** Each later section's title and description, as the section itself draws them. */
export const LATER_FRAMES = {
  texts: {
    title: 'Teks Produk',
    description:
      'English adalah teks utama. Teks Indonesia tampil di halaman berbahasa Indonesia; yang kosong menampilkan teks English.',
    // About the height of its fields with short texts: what fills the frame moves little below it.
    height: 'min-h-[36rem]',
  },
  related: {
    title: 'Produk Terkait',
    description: 'Aksesori & bahan habis pakai, dan produk alternatif yang sejenis.',
    height: 'min-h-20',
  },
  procurement: {
    title: 'Pengadaan & Merek',
    description: `Untuk pembeli instansi pemerintah: TKDN + BMP ≥ ${TKDN_PREFERENCE} % diutamakan. Kosongkan yang tidak diketahui.`,
    height: 'min-h-[28rem]',
  },
  seo: { title: 'Metadata SEO', description: undefined, height: 'min-h-24' },
  images: {
    title: 'Gambar Produk',
    description: `Maksimal ${MAX_IMAGES} gambar; yang pertama menjadi gambar utama. Geser untuk mengurutkan.`,
    height: 'min-h-40',
  },
  documents: {
    title: 'Dokumen',
    description: `PDF datasheet, manual atau sertifikat; maksimal ${MAX_DOCUMENTS} dokumen.`,
    height: 'min-h-20',
  },
  whatsapp: {
    title: 'Pengaturan WhatsApp',
    description: 'Kosongkan untuk memakai nomor dan template dari Pengaturan.',
    height: 'min-h-80',
  },
} as const;

/** A later section's card before its fields arrive; `onView` when its body comes into view. */
export function SectionFrame({ frame, onView }: { frame: keyof typeof LATER_FRAMES; onView: () => void }) {
  const { title, description, height } = LATER_FRAMES[frame];
  const body = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = body.current;
    if (!element || seen || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  useEffect(() => {
    if (seen) onView();
  }, [seen, onView]);
  return (
    <Card aria-busy="true">
      <CardHeader title={title} description={description} />
      <div ref={body} className={`p-4 sm:p-6 ${height}`} />
    </Card>
  );
}
