import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/button.tsx';
import { CloseIcon } from '../ui/more-icons.tsx';

/**
 * The menu as a drawer on small screens (a Radix dialog: focus moves in, Escape closes, the page
 * behind is inert). A chunk of its own, loaded by the layout when the browser is idle or at the first
 * tap on the menu button: a wide screen never needs it, and no first paint waits for it.
 */
export function MenuDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden">
          <Dialog.Title className="sr-only">Menu admin</Dialog.Title>
          <Dialog.Description className="sr-only">Navigasi panel admin</Dialog.Description>
          <Dialog.Close className={buttonClass('ghost', 'icon', 'absolute right-3 top-4')} aria-label="Tutup menu">
            <CloseIcon />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
