import { z } from '../common/zod.ts';
import { INTERNAL_NOTE_MAX_LENGTH } from './notes.ts';

/** POST /api/admin/quotes/{reference}/notes and /api/admin/contacts/{id}/notes. */
export const InternalNoteInputSchema = z.object({
  text: z
    .string({ error: 'Catatan wajib diisi' })
    .trim()
    .min(1, 'Catatan wajib diisi')
    .max(INTERNAL_NOTE_MAX_LENGTH, `Catatan maksimal ${INTERNAL_NOTE_MAX_LENGTH.toLocaleString('id-ID')} karakter`),
});
export type InternalNoteInput = z.infer<typeof InternalNoteInputSchema>;
