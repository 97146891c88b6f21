import { Button } from './button.tsx';
import type { ConfirmProps, ModalProps } from './dialog-radix.tsx';
import { idleCode, useIdleCode } from './idle-code.ts';

/*
 * The panel's dialogs. Their code (Radix Dialog and AlertDialog, ≈ 13 KB gzip) is a chunk of its own:
 * no screen opens a dialog on its first paint, so it loads when the browser is next idle after a screen
 * with dialogs renders, or at once when one opens before that. Until it is in, a closed dialog renders
 * nothing, as it would anyway.
 */

const dialogCode = idleCode(() => import('./dialog-radix.tsx'));

export function Modal(props: ModalProps) {
  const code = useIdleCode(dialogCode, props.open);
  return code ? <code.Modal {...props} /> : null;
}

/** Confirmation before an action that cannot be undone (every delete). */
export function ConfirmDialog(props: ConfirmProps) {
  const code = useIdleCode(dialogCode, props.open);
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
