import type { AdminProduct, AdminProductListItem, ArchivedProduct, ProductListItem } from './views.ts';

/* The paged product lists the API answers with, and what an archive restore answers. */

/** GET /api/products with any of page, per_page, q, category, in_stock, min_price, max_price. */
export interface ProductListPage {
  data: ProductListItem[];
  total: number;
  page: number;
  per_page: number;
  facets: {
    categories: Array<{ name: string; count: number }>;
    in_stock: number;
    price: { min: number; max: number } | null;
  };
}

export interface ArchivePage {
  data: ArchivedProduct[];
  total: number;
  page: number;
  per_page: number;
}

/** What a restore answers: the product, and a note when it came back other than it was. */
export interface RestoreResult {
  message: string;
  data: AdminProduct;
  /** Set when the product came back as a draft (new slug/SKU or its category was gone). */
  notice?: string;
}

/** A restore refused because the slug or SKU is taken: what the admin may do instead. */
export interface RestoreConflict {
  message: string;
  conflict: { field: 'slug' | 'sku'; value: string };
}

/** GET /api/admin/products with any of page, per_page, q, category_id, publication, stock, sort, order. */
export interface AdminProductsPage {
  data: AdminProductListItem[];
  total: number;
  page: number;
  per_page: number;
  /** Every live product by what visitors see: "36 produk · 31 tampil · 3 draf · 2 nonaktif". */
  /** `scheduled`: the drafts among `draft` that wait for a publish time ('Terjadwal'). */
  counts: { all: number; published: number; scheduled: number; draft: number; inactive: number };
}
