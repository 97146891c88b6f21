import type { AdminProductsPage } from '#shared/product/pages.ts';

/*
 * One breakdown of the catalogue everywhere in the admin: "36 produk · 31 tampil · 3 draf · 2 nonaktif".
 * 'tampil' is what visitors see (published and active): the public catalogue's "Showing 31 products".
 */

export type ProductCounts = AdminProductsPage['counts'];

export const productCountsText = (counts: ProductCounts) =>
  `${counts.all} produk · ${counts.published} tampil · ${counts.draft} draf · ${counts.inactive} nonaktif`;

/** Why the public catalogue shows fewer products than the admin, when it does. */
export const publicCountNote = (counts: ProductCounts) =>
  counts.all === counts.published
    ? null
    : `Katalog publik menampilkan ${counts.published} produk: draf dan nonaktif tidak terlihat pengunjung.` +
      (counts.scheduled > 0 ? ` ${counts.scheduled} draf terjadwal tayang otomatis.` : '');
