/*
 * Internal notes on a quote request or a contact message: written by admins for admins ("called
 * back, wants a demo unit in March"). Served only by the admin API; no public page or answer reads them.
 * No zod here: the detail screens show the limits without the schema library (notes-schema.ts).
 */

export const INTERNAL_NOTE_MAX_LENGTH = 2_000;
/** Notes kept per request or message: the whole thread is one document, so it stays bounded. */
export const INTERNAL_NOTES_MAX = 200;

export interface InternalNote {
  id: string;
  text: string;
  /** The admin's name when they wrote it, and their user id. */
  author: string;
  author_id: number;
  at: string;
}

/** GET …/notes: oldest first. */
export interface InternalNotesAnswer {
  data: InternalNote[];
}
