import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCancel, Modal } from './Modal';
import { Spinner } from './Spinner';
import { primaryButton } from './styles';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** 'danger' (the default): the confirm button is red, for what cannot be undone. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  busy?: boolean;
  /** Extra fields (e.g. type DELETE to confirm). */
  children?: ReactNode;
  confirmDisabled?: boolean;
  testId?: string;
}

/** A modal yes/no question: destructive actions, and what a generation will cost. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  onConfirm,
  busy = false,
  children,
  confirmDisabled = false,
  testId,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={title}
      testId={testId}
    >
      <Dialog.Description asChild>
        <div className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
          {description}
        </div>
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
            className={tone === 'danger' ? dangerButton : primaryButton}
            disabled={busy || confirmDisabled}
            aria-busy={busy}
          >
            {busy && <Spinner label="Please wait..." className="h-4 w-4" />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
