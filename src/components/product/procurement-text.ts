import type { Lang } from '#shared/i18n/lang.ts';

/** The product page's words for brand, lead time and the government-procurement block, in each language. */
export const PROCUREMENT_TEXT = {
  en: {
    title: 'Government procurement',
    brand: 'Brand',
    model: 'Model',
    gtin: 'GTIN',
    tkdn: 'TKDN',
    tkdnBmp: 'TKDN + BMP',
    certificate: 'TKDN certificate',
    akl: 'Kemenkes registration',
    sni: 'SNI',
    ekatalog: 'View on e-Katalog',
    preferred: 'Meets the 40 % domestic-content preference',
    ready: 'Ready stock',
    indent: (weeks: number) => `Indent ± ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`,
    warranty: (months: number) => `Official warranty, ${months} ${months === 1 ? 'month' : 'months'}`,
  },
  id: {
    title: 'Pengadaan pemerintah',
    brand: 'Merek',
    model: 'Model',
    gtin: 'GTIN',
    tkdn: 'TKDN',
    tkdnBmp: 'TKDN + BMP',
    certificate: 'Sertifikat TKDN',
    akl: 'Izin edar Kemenkes',
    sni: 'SNI',
    ekatalog: 'Lihat di e-Katalog',
    preferred: 'Memenuhi preferensi produk dalam negeri 40 %',
    ready: 'Ready stock',
    indent: (weeks: number) => `Inden ± ${weeks} minggu`,
    warranty: (months: number) => `Garansi resmi ${months} bulan`,
  },
} as const satisfies Record<Lang, Record<string, unknown>>;
