import { useEffect, useState } from 'react';
import { Button } from './button.tsx';
import type { ConfirmProps, ModalProps } from './dialog-radix.tsx';

/*
 * The panel's dialogs. Their code (Radix Dialog and AlertDialog, ≈ 13 KB gzip) is a chunk of its own:
 * no screen opens a dialog on its first paint, so it loads when the browser is next idle after a screen
 * with dialogs renders, or at once when one opens before that. Until it is in, a closed dialog renders
 * nothing, as it would anyway.
 */

type DialogCode = typeof import('./dialog-radix.tsx');

let loaded: DialogCode | null = null;
let loading: Promise<DialogCode> | null = null;

function loadDialogCode(): Promise<DialogCode> {
  loading ??= import('./dialog-radix.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline before it arrived: the next dialog to open asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function useDialogCode(open: boolean): DialogCode | null {
  const [code, setCode] = useState(loaded);
  useEffect(() => {
    if (code) return;
    let mounted = true;
    const load = () =>
      loadDialogCode().then(
        (module) => mounted && setCode(module),
        () => {},
      );
    if (open) {
      void load();
      return () => {
        mounted = false;
      };
    }
    const idle = window.requestIdleCallback?.(() => void load(), { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(() => void load(), 500) : undefined;
    return () => {
      mounted = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [code, open]);
  return code;
}

export function Modal(props: ModalProps) {
  const code = useDialogCode(props.open);
  return code ? <code.Modal {...props} /> : null;
}

/** Confirmation before an action that cannot be undone (every delete). */
export function ConfirmDialog(props: ConfirmProps) {
  const code = useDialogCode(props.open);
  return code ? <code.ConfirmDialog {...props} /> : null;
}

/** Footer of a Modal whose form sits in its body: "Batal" closes, "Simpan" submits the form by id. */
export function ModalFormActions({ form, busy, onCancel }: { form: string; busy: boolean; onCancel: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Batal
      </Button>
      <Button type="submit" form={form} busy={busy}>
        {busy ? 'Menyimpan...' : 'Simpan'}
      </Button>
    </>
  );
}
