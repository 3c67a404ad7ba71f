import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { DialogCancel, dialogContent } from '../../../ui/ConfirmDialog';
import { LockIcon } from '../../../ui/Icons';
import { primaryButton, secondaryButton } from '../../../ui/styles';
import { openAuthModal } from '../../auth';
import { useReturnFocus } from '../hooks/useReturnFocus';

interface SignInRequiredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Marketplace name, e.g. 'Amazon'. */
  source: string;
}

/** SPEC §2: guests asking to import or export Amazon or Etsy files. */
export function SignInRequiredDialog({ open, onOpenChange, source }: SignInRequiredDialogProps) {
  // The sign-in modal takes the focus; the trigger must not grab it back as this one closes.
  const handedOff = useRef(false);
  const focus = useReturnFocus(() => handedOff.current);

  const goTo = (mode: 'signin' | 'signup') => {
    handedOff.current = true;
    onOpenChange(false);
    openAuthModal(mode);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          className={dialogContent}
          data-testid="sign-in-required-dialog"
          onOpenAutoFocus={() => {
            handedOff.current = false;
            focus.onOpenAutoFocus();
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          <div className="flex items-start gap-3">
            <LockIcon className="mt-1 shrink-0 text-indigo-600 dark:text-indigo-300" />
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold">Sign In Required</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                Sign in to import and export {source} files. A free account takes a minute and keeps
                your products, with 25 descriptions a month.
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <DialogCancel />
            <button type="button" className={secondaryButton} onClick={() => goTo('signup')}>
              Create Account
            </button>
            <button type="button" className={primaryButton} onClick={() => goTo('signin')}>
              Sign In
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
