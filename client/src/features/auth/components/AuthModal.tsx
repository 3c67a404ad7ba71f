import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState } from 'react';
import { CloseIcon, EyeIcon, EyeOffIcon, LockIcon } from '../../../ui/Icons';
import { fieldLabel, iconButton, primaryButton, textField } from '../../../ui/styles';
import { OPEN_AUTH_MODAL_EVENT } from '../open-auth-modal';

/**
 * The sign-in dialog. Accounts arrive in a later release, so this is the shell: the form is
 * shown, says plainly that signing in is not available yet, and cannot be submitted.
 */
export function AuthModal() {
  const [open, setOpen] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const emailId = useId();
  const passwordId = useId();

  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setShowPassword(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className="qc-pop fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">Sign In</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={`${iconButton} -mt-1 -mr-2`} aria-label="Close">
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Sign in to keep your products, settings and generation history with your account.
          </Dialog.Description>

          <div
            role="note"
            className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
          >
            <LockIcon className="mt-0.5 shrink-0" />
            <p>
              <strong>Sign in is coming soon.</strong> Accounts are not available yet, so signing in
              or creating an account does not work today. You can keep using Quillcart as a guest:
              your products stay saved in this browser&apos;s guest session.
            </p>
          </div>

          <form className="mt-5 space-y-4" onSubmit={(event) => event.preventDefault()} noValidate>
            <div>
              <label htmlFor={emailId} className={fieldLabel}>
                Email Address
              </label>
              <input
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                className={textField}
              />
            </div>
            <div>
              <label htmlFor={passwordId} className={fieldLabel}>
                Password
              </label>
              <div className="relative">
                <input
                  id={passwordId}
                  type={showPassword ? 'text' : 'password'}
                  name="password"
                  autoComplete="current-password"
                  className={`${textField} pr-11`}
                />
                <button
                  type="button"
                  className={`${iconButton} absolute top-1/2 right-1 -translate-y-1/2`}
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  aria-controls={passwordId}
                >
                  {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                </button>
              </div>
            </div>
            <button type="submit" className={`${primaryButton} w-full`} disabled>
              Sign In
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
