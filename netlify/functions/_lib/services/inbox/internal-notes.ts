import { randomUUID } from 'node:crypto';
import type { InternalNoteInput } from '#shared/inbox/notes-schema.ts';
import { INTERNAL_NOTES_MAX, type InternalNote } from '#shared/inbox/notes.ts';
import type { Deps } from '../../deps.ts';
import { journaledUpdate, shorten } from '../activity/index.ts';
import { conflict } from '../../errors.ts';

/*
 * Internal notes, one document per request or message: `internal-notes/{kind}/{id}` = `{ notes }`.
 * A note is appended by one compare-and-swap, so two admins writing at once both keep theirs. The
 * notes live apart from the inbox rows (the lists stay small) and under no key a public function reads.
 */

export type NoteSubject = { kind: 'quote'; reference: string } | { kind: 'contact'; id: string };

interface NotesDocument {
  notes: InternalNote[];
}

export const notesKey = (subject: NoteSubject) =>
  subject.kind === 'quote' ? `internal-notes/quote/${subject.reference}` : `internal-notes/contact/${subject.id}`;

export async function readNotes(deps: Deps, subject: NoteSubject): Promise<InternalNote[]> {
  return (await deps.db.get<NotesDocument>(notesKey(subject), 'strong'))?.notes ?? [];
}

/** Appends a note signed with the admin's name and the time; the caller has checked the subject exists. */
export async function addNote(
  deps: Deps,
  subject: NoteSubject,
  input: InternalNoteInput,
  author: { id: number; name: string },
): Promise<InternalNote> {
  const note: InternalNote = {
    id: randomUUID(),
    text: input.text,
    author: author.name,
    author_id: author.id,
    at: deps.now().toISOString(),
  };
  const entityId = subject.kind === 'quote' ? subject.reference : subject.id;
  // A note is a change to the request or message: the activity log records it with the note itself.
  await journaledUpdate<NotesDocument>(
    deps,
    notesKey(subject),
    (current) => {
      const notes = current?.notes ?? [];
      if (notes.length >= INTERNAL_NOTES_MAX) {
        throw conflict(`Catatan sudah ${INTERNAL_NOTES_MAX}: ringkas catatan lama di catatan baru.`);
      }
      return { notes: [...notes, note] };
    },
    () => [
      {
        entity: subject.kind,
        entity_id: entityId,
        action: 'note',
        label: entityId,
        changes: [{ field: 'catatan', from: null, to: shorten(input.text) }],
      },
    ],
  );
  return note;
}

/** Removes a subject's notes with it (a contact deleted for good). */
export async function dropNotes(deps: Deps, subject: NoteSubject): Promise<void> {
  await deps.db.delete(notesKey(subject));
}
