import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CloseIcon } from '../../../ui/Icons';
import { toast } from '../../../ui/toast';
import { iconButton } from '../../../ui/styles';
import { AUTH_COPY, EMPTY_AUTH_VALUES, returnPageName } from '../auth-form';
import { useAuthForm } from '../hooks/useAuthForm';
import { useSession } from '../hooks/useSession';
import { authModeOf, OPEN_AUTH_MODAL_EVENT, originOf, type AuthMode } from '../open-auth-modal';
import type { Viewer } from '../session-context';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * Sign in, create an account, or ask for a password-reset mail; plus Continue with Google.
 * `openedWith`: the mode of the request that loaded it (AuthModalLoader), open at once.
 * The modal owns whether it is open, the mode and the form's values; each mode is a component.
 */
export function AuthModal({ openedWith }: { openedWith?: AuthMode }) {
  const [open, setOpen] = useState(openedWith !== undefined);
  const [mode, setMode] = useState<AuthMode>(openedWith ?? 'signin');
  const form = useAuthForm();
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const { applyAuthChange, status, isSignedIn } = useSession();
  const location = useLocation();
  const origin = originOf(location);
  const returnPage = origin ? returnPageName(origin) : null;
  const prompted = useRef<string | null>(null);
  const navigate = useNavigate();
  const { reset, setError, forgetPassword, setValues, busy } = form;

  const switchMode = (next: AuthMode) => {
    setMode(next);
    reset();
    // The form re-renders with other fields; keep keyboard users in it.
    window.setTimeout(() => firstFieldRef.current?.focus(), 0);
  };

  useEffect(() => {
    const onOpen = (event: Event) => {
      setMode(authModeOf(event));
      reset();
      setOpen(true);
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, [reset]);

  // A guest sent here from a signed-in page (RequireAuth) is asked to sign in at once, and
  // taken back there afterwards (onAuthenticated), instead of landing home with no word why.
  useEffect(() => {
    if (status !== 'ready' || isSignedIn || !origin || prompted.current === location.key) return;
    prompted.current = location.key;
    setMode('signin');
    setError(null);
    setOpen(true);
  }, [status, isSignedIn, origin, location.key, setError]);

  const onOpenChange = (next: boolean) => {
    if (busy && !next) return;
    setOpen(next);
    if (!next) forgetPassword();
  };

  const onAuthenticated = async (viewer: Viewer | null, welcome: string) => {
    toast.success(welcome);
    setOpen(false);
    await applyAuthChange(viewer);
    setValues(EMPTY_AUTH_VALUES);
    if (origin) void navigate(origin, { replace: true });
  };

  const copy = AUTH_COPY[mode];
  const modeProps = { form, firstFieldRef, onSwitch: switchMode, onAuthenticated };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          data-testid="auth-modal"
          data-mode={mode}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            firstFieldRef.current?.focus();
          }}
          className="qc-pop fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{copy.title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className={`${iconButton} -mt-1 -mr-2`} aria-label="Close">
                <CloseIcon />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {copy.description}
          </Dialog.Description>
          {returnPage && mode !== 'reset' && (
            <p
              data-testid="auth-return-note"
              className="mt-3 rounded-md border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-100"
            >
              Sign in to open {returnPage}. You will be taken there once you are in.
            </p>
          )}
          {mode === 'signin' && <SignInForm {...modeProps} />}
          {mode === 'signup' && <SignUpForm {...modeProps} />}
          {mode === 'reset' && <ForgotPasswordForm {...modeProps} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
