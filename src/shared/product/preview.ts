import type { ProductFields } from './fields.ts';
import type { PublicProduct, PublicRelated } from './views.ts';

/** `GET /api/admin/products/{id}/preview`: a product of any status as its public page will show it. */
export interface ProductPreview {
  product: PublicProduct;
  /** 'Similar instruments' as the build works them out (empty when the admin chose alternatives). */
  similar: PublicRelated[];
  /** Where the product stands, for the preview's banner (the public shape leaves these out). */
  state: Pick<ProductFields, 'status' | 'is_active' | 'publish_at' | 'unpublish_at'>;
}
