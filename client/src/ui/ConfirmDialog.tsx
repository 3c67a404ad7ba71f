import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import { secondaryButton } from './styles';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

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

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** Extra fields (e.g. type DELETE to confirm). */
  children?: ReactNode;
  confirmDisabled?: boolean;
}

/** A modal yes/no question for destructive actions. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className={dialogContent}>
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">{description}</div>
          </Dialog.Description>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy && !confirmDisabled) onConfirm();
            }}
            noValidate
          >
            {children && <div className="mt-4 space-y-4">{children}</div>}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogCancel disabled={busy} />
              <button
                type="submit"
                className={dangerButton}
                disabled={busy || confirmDisabled}
                aria-busy={busy}
              >
                {busy && <Spinner label="Please wait..." className="h-4 w-4" />}
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
