import { ConfirmDialog } from '#admin/components/ui/dialog.tsx';
import type { LeaveGuardState } from '#admin/lib/router-provider.tsx';

interface EditorDialogsProps {
  blocker: LeaveGuardState;
  /** The server's message when someone else saved the product meanwhile. */
  conflict: string | null;
  onDismissConflict: () => void;
  onReloadNewer: () => void;
  reloading: boolean;
}

/** The product editor's prompts: leaving with unsaved changes, and a save that met a newer version. */
export function EditorDialogs({ blocker, conflict, onDismissConflict, onReloadNewer, reloading }: EditorDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Tinggalkan halaman?"
        description="Perubahan pada produk ini belum disimpan dan akan hilang."
        confirmLabel="Tinggalkan"
        cancelLabel="Tetap di sini"
        onConfirm={() => blocker.proceed?.()}
      />

      <ConfirmDialog
        open={conflict !== null}
        onOpenChange={(open) => !open && onDismissConflict()}
        title="Produk sudah diubah orang lain"
        description={
          <>
            <p>{conflict}</p>
            <p className="mt-2">
              Perubahan Anda belum disimpan. Muat ulang untuk mengambil versi terbaru (perubahan Anda di formulir ini
              akan dibuang), atau tetap di sini untuk menyalin isian Anda dulu.
            </p>
          </>
        }
        confirmLabel="Muat ulang"
        cancelLabel="Tetap di sini"
        tone="primary"
        busy={reloading}
        onConfirm={onReloadNewer}
      />
    </>
  );
}
