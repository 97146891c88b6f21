import { z } from '../common/zod.ts';
import { optionalText, requiredText, slugField } from '../common/fields.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';

/* A product category: its colours, the admin's payload, and the shapes the API answers with. */

export const CATEGORY_COLORS = [
  { name: 'Biru', value: '#3B82F6' },
  { name: 'Hijau', value: '#10B981' },
  { name: 'Kuning', value: '#F59E0B' },
  { name: 'Merah', value: '#EF4444' },
  { name: 'Ungu', value: '#8B5CF6' },
  { name: 'Merah muda', value: '#EC4899' },
  { name: 'Abu-abu', value: '#6B7280' },
  { name: 'Toska', value: '#14B8A6' },
] as const;
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

export const CategoryInputSchema = z.object({
  name: requiredText('Nama kategori', 80).refine(isSafeName, `Nama kategori ${UNSAFE_NAME_MESSAGE}`),
  slug: slugField.optional().default(''),
  description: optionalText('Deskripsi', 500).optional().default(''),
  /**
   * The English name and description. The main fields are Indonesian (as the original site wrote
   * them); an empty English text shows the Indonesian one on English pages.
   */
  english: z
    .object({
      name: optionalText('Nama kategori (English)', 80).refine(
        isSafeName,
        `Nama kategori (English) ${UNSAFE_NAME_MESSAGE}`,
      ),
      description: optionalText('Deskripsi (English)', 500),
    })
    .prefault({}),
  color: z
    .string({ error: 'Warna harus berupa kode hex' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Warna harus berupa kode hex, mis. #3B82F6')
    .optional()
    .default(DEFAULT_CATEGORY_COLOR),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** The English name and description; empty strings where none was written. */
  english: { name: string; description: string };
  color: string;
  productCount: number;
}

/** A category as the list screen's filter reads it (`GET /api/categories?counts=0`). */
export type AdminCategoryName = Omit<AdminCategory, 'productCount'>;

/** A category delete that moves its products: done, or more to move (call again). */
export interface CategoryMoveResult {
  message: string;
  moved: number;
  remaining: number;
  deleted: boolean;
}
