import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { secondaryButton } from './styles';

export const dialogContent =
  'qc-pop fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** A dialog's Cancel: closes it, unless the dialog is busy finishing. */
export function DialogCancel({ disabled = false }: { disabled?: boolean }) {
  return (
    <Dialog.Close asChild>
      <button type="button" className={secondaryButton} disabled={disabled}>
        Cancel
      </button>
    </Dialog.Close>
  );
}

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The dialog's data-testid, for browser tests. */
  testId?: string;
  /** The description (a Dialog.Description) and the dialog's form. */
  children: ReactNode;
}

/** A modal dialog with its title: the overlay and panel every dialog of the app shares. */
export function Modal({ open, onOpenChange, title, testId, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className={dialogContent} data-testid={testId}>
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
