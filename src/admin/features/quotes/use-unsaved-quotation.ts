import { useEffect, useState } from 'react';
import { clearLocalDraft, readLocalDraft, saveLocalDraft, type StoredDraft } from '#admin/components/ui/local-draft.ts';
import type { LeaveGuardState } from '#admin/lib/router-provider.tsx';
import { useUnsavedGuard } from '#admin/lib/unsaved-guard.ts';
import { newLineKey, type LineState, type TermsState } from './quotation-form.ts';

/*
 * What the quotation editor keeps of unsaved work, as the product form does: while the lines or terms
 * differ from the saved draft a copy is kept in localStorage, and the editor opened again (a reload, a
 * session that ended, a crash of the tab) offers it back with 'Pulihkan perubahan?'; leaving for
 * another admin screen asks first, and closing or reloading the tab gets the browser's own prompt.
 * A save, or 'Buang', removes the copy.
 */

export interface QuotationEdits {
  lines: LineState[];
  terms: TermsState;
}

/** The edits as stored: a line's key is the screen's own and says nothing about the quotation. */
interface StoredEdits {
  lines: Array<Omit<LineState, 'key'>>;
  terms: TermsState;
}

/** The edits as compared and stored (JSON leaves out the lines' keys, set to undefined). */
const snapshot = ({ lines, terms }: QuotationEdits | StoredEdits) =>
  JSON.stringify({ lines: lines.map((line) => ({ ...line, key: undefined })), terms });

export interface UnsavedQuotation {
  dirty: boolean;
  /** A copy left by an earlier visit that differs from the saved draft, offered back once. */
  offered: StoredDraft<StoredEdits> | null;
  restore: () => void;
  discard: () => void;
  /** After a save: `edits` (what was sent) is the saved draft now. */
  markSaved: (edits: QuotationEdits) => void;
  blocker: LeaveGuardState;
}

export function useUnsavedQuotation(
  reference: string,
  edits: QuotationEdits,
  apply: (edits: QuotationEdits) => void,
): UnsavedQuotation {
  const key = `quotation.${reference}`;
  // What the server holds, as the editor opened it (then as each save sent it).
  const [saved, setSaved] = useState(() => snapshot(edits));
  const [offered, setOffered] = useState(() => {
    const copy = readLocalDraft<StoredEdits>(key);
    return copy && snapshot(copy.values) !== saved ? copy : null;
  });
  const current = snapshot(edits);
  const dirty = current !== saved;

  useEffect(() => {
    // While an earlier copy is on offer, the editor opened without it must not overwrite it.
    if (offered) return;
    if (current !== saved) saveLocalDraft(key, JSON.parse(current) as StoredEdits);
    else clearLocalDraft(key);
  }, [key, current, saved, offered]);

  const blocker = useUnsavedGuard(dirty);

  return {
    dirty,
    offered,
    restore: () => {
      if (!offered) return;
      apply({
        lines: offered.values.lines.map((line) => ({ ...line, key: newLineKey() })),
        terms: offered.values.terms,
      });
      setOffered(null);
    },
    discard: () => {
      clearLocalDraft(key);
      setOffered(null);
    },
    // The copy goes with the effect above, unless the admin typed on while the save was under way.
    markSaved: (sent) => setSaved(snapshot(sent)),
    blocker,
  };
}
