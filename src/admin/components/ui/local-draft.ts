import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/*
 * Unsaved edits survive a session that ends under them: while a form is dirty its
 * values are copied to localStorage; when the same form opens again (after signing in anew) with a
 * copy waiting, it offers 'Pulihkan perubahan?'. A save, or 'Buang', removes the copy.
 */

const PREFIX = 'rawlab.admin.draft.';

export interface StoredDraft<T> {
  savedAt: string;
  values: T;
}

export function clearLocalDraft(key: string): void {
  localStorage.removeItem(PREFIX + key);
}

/** Stores a copy of a form's values under `key` (for forms that manage their own copy, like dialogs). */
export function saveLocalDraft(key: string, values: unknown): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or off: the form still works, only without a copy.
  }
}

/** Every stored copy whose key starts with `prefix`, newest first. */
export function findLocalDrafts<T>(prefix: string): Array<{ key: string; draft: StoredDraft<T> }> {
  const found: Array<{ key: string; draft: StoredDraft<T> }> = [];
  for (let index = 0; index < localStorage.length; index++) {
    const stored = localStorage.key(index);
    if (!stored?.startsWith(PREFIX + prefix)) continue;
    const key = stored.slice(PREFIX.length);
    const draft = readLocalDraft<T>(key);
    if (draft) found.push({ key, draft });
  }
  return found.sort((a, b) => b.draft.savedAt.localeCompare(a.draft.savedAt));
}

/** The copy stored under `key`, if any (for forms that manage their own copy). */
export function readLocalDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

/** Keeps a local copy of `form` under `key` while it is dirty; returns the copy found on opening, if any. */
export function useLocalDraft<T extends FieldValues>(key: string, form: UseFormReturn<T, unknown, unknown>) {
  const [offered, setOffered] = useState(() => readLocalDraft<T>(key));

  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      // Only the user's own edits are copied ('change'); while an earlier copy is still on offer, the
      // form opened without it must not overwrite it.
      if (type !== 'change' || offered) return;
      const draft: StoredDraft<unknown> = { savedAt: new Date().toISOString(), values };
      localStorage.setItem(PREFIX + key, JSON.stringify(draft));
    });
    return () => subscription.unsubscribe();
  }, [form, key, offered]);

  return {
    offered,
    /** Puts the copy's values into the form (as unsaved changes). */
    restore: () => {
      if (!offered) return;
      form.reset(offered.values, { keepDefaultValues: true });
      setOffered(null);
    },
    discard: () => {
      clearLocalDraft(key);
      setOffered(null);
    },
  };
}
