import { zodResolver } from '@hookform/resolvers/zod';
import { ProductFieldsSchema } from '#shared/product/fields.ts';

/** The product form's checks: the schema the function parses a save with (loaded apart, see lazy-resolver.ts). */
export const productResolver = zodResolver(ProductFieldsSchema);
