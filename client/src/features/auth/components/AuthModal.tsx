import { useMutation } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { CheckIcon, CloseIcon, EyeIcon, EyeOffIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import {
  fieldLabel,
  iconButton,
  primaryButton,
  secondaryButton,
  textField,
} from '../../../ui/styles';
import { PAGES } from '../../../../../core/src/shared/site-pages';
import { authErrorMessage, isValidEmail, MIN_PASSWORD_LENGTH } from '../auth-errors';
import {
  RequestPasswordResetMutation,
  SignInMutation,
  SignUpMutation,
} from '../graphql/auth.graphql';
import { useSession } from '../hooks/useSession';
import { authModeOf, OPEN_AUTH_MODAL_EVENT, originOf, type AuthMode } from '../open-auth-modal';

const COPY: Record<AuthMode, { title: string; description: string; submit: string }> = {
  signin: {
    title: 'Sign In',
    description: 'Sign in to reach your products, settings and generation history.',
    submit: 'Sign In',
  },
  signup: {
    title: 'Create Account',
    description: 'Start with 25 free descriptions a month. Your guest products come with you.',
    submit: 'Create Account',
  },
  reset: {
    title: 'Reset Password',
    description: 'Enter your email address and we will send you a link to set a new password.',
    submit: 'Send Reset Link',
  },
};

type Field = 'name' | 'email' | 'password';
interface FormError {
  message: string;
  field?: Field;
}

/** A page's name as its title says it ('Generation History'), for the return note. */
function pageName(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  const page = PAGES.find((entry) => entry.path === pathname);
  return page ? page.title.split(' — ')[0] : 'that page';
}

/**
 * Sign in, create an account, or ask for a password-reset mail; plus Continue with Google.
 * `openedWith`: the mode of the request that loaded it (AuthModalLoader), open at once.
 */
export function AuthModal({ openedWith }: { openedWith?: AuthMode }) {
  const [open, setOpen] = useState(openedWith !== undefined);
  const [mode, setMode] = useState<AuthMode>(openedWith ?? 'signin');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };
  const firstFieldRef = useRef<HTMLInputElement>(null);

  const { viewer, applyAuthChange, status, isSignedIn } = useSession();
  const location = useLocation();
  const origin = originOf(location);
  const returnPage = origin ? pageName(origin) : null;
  const prompted = useRef<string | null>(null);
  const navigate = useNavigate();
  const [signIn] = useMutation(SignInMutation, { context: INLINE_ERRORS });
  const [signUp] = useMutation(SignUpMutation, { context: INLINE_ERRORS });
  const [requestReset] = useMutation(RequestPasswordResetMutation, { context: INLINE_ERRORS });

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setName('');
    setEmail('');
    setPassword('');
    setShowPassword(false);
    setError(null);
    // The form re-renders with other fields; keep keyboard users in it.
    window.setTimeout(() => firstFieldRef.current?.focus(), 0);
  };

  useEffect(() => {
    const onOpen = (event: Event) => {
      const next = authModeOf(event);
      setMode(next);
      setName('');
      setEmail('');
      setPassword('');
      setShowPassword(false);
      setError(null);
      setOpen(true);
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  // A guest sent here from a signed-in page (RequireAuth) is asked to sign in at once, and
  // taken back there afterwards (onSubmit), instead of landing home with no word why.
  useEffect(() => {
    if (status !== 'ready' || isSignedIn || !origin || prompted.current === location.key) return;
    prompted.current = location.key;
    setMode('signin');
    setError(null);
    setOpen(true);
  }, [status, isSignedIn, origin, location.key]);

  const onOpenChange = (next: boolean) => {
    if (busy && !next) return;
    setOpen(next);
    if (!next) {
      setShowPassword(false);
      setPassword('');
      setError(null);
    }
  };

  const validate = (): FormError | null => {
    if (mode === 'signup' && !name.trim())
      return { message: 'Please enter your name', field: 'name' };
    if (!isValidEmail(email))
      return { message: 'Please enter a valid email address', field: 'email' };
    if (mode !== 'reset' && password.length < MIN_PASSWORD_LENGTH) {
      return { message: 'Password should be at least 6 characters', field: 'password' };
    }
    return null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validate();
    setError(invalid);
    if (invalid) {
      document.getElementById(ids[invalid.field ?? 'email'])?.focus();
      return;
    }
    setBusy(true);
    try {
      if (mode === 'reset') {
        await requestReset({ variables: { email: email.trim() } });
        toast.success('Password reset email sent!');
        setBusy(false);
        switchMode('signin');
        return;
      }
      const origin = originOf(location);
      if (mode === 'signin') {
        const { data } = await signIn({ variables: { input: { email: email.trim(), password } } });
        toast.success('Welcome back!');
        setOpen(false);
        await applyAuthChange(data?.signIn ?? null);
      } else {
        const { data } = await signUp({
          variables: { input: { name: name.trim(), email: email.trim(), password } },
        });
        toast.success('Account created successfully!');
        setOpen(false);
        await applyAuthChange(data?.signUp ?? null);
      }
      setName('');
      setEmail('');
      setPassword('');
      if (origin) void navigate(origin, { replace: true });
    } catch (caught) {
      setError({ message: authErrorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  const copy = COPY[mode];
  const returnTo = originOf(location) ?? `${location.pathname}${location.search}`;
  const googleHref = `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
  const invalidProps = (field: Field) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};

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

          {mode === 'signup' && (
            <div
              data-testid="signup-banner"
              className="mt-4 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-100"
            >
              <p className="font-semibold">
                Join 10,000+ sellers writing better product descriptions
              </p>
              <p className="mt-1 flex items-center gap-1.5">
                <CheckIcon width={16} height={16} className="shrink-0" />
                No credit card required
              </p>
            </div>
          )}

          {error && (
            <p
              id={ids.error}
              role="alert"
              className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
            >
              {error.message}
            </p>
          )}

          <form className="mt-5 space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
            {mode === 'signup' && (
              <div>
                <label htmlFor={ids.name} className={fieldLabel}>
                  Full Name
                </label>
                <input
                  ref={firstFieldRef}
                  id={ids.name}
                  type="text"
                  name="name"
                  autoComplete="name"
                  required
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  className={textField}
                  {...invalidProps('name')}
                />
              </div>
            )}
            <div>
              <label htmlFor={ids.email} className={fieldLabel}>
                Email Address
              </label>
              <input
                ref={mode === 'signup' ? undefined : firstFieldRef}
                id={ids.email}
                type="email"
                name="email"
                autoComplete="email"
                required
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={textField}
                {...invalidProps('email')}
              />
            </div>
            {mode !== 'reset' && (
              <div>
                <div className="flex items-baseline justify-between gap-2">
                  <label htmlFor={ids.password} className={fieldLabel}>
                    Password
                  </label>
                  {mode === 'signin' && (
                    <button
                      type="button"
                      className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
                      onClick={() => switchMode('reset')}
                    >
                      Forgot password?
                    </button>
                  )}
                </div>
                <div className="relative">
                  <input
                    id={ids.password}
                    type={showPassword ? 'text' : 'password'}
                    name="password"
                    autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                    required
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    className={`${textField} pr-11`}
                    {...invalidProps('password')}
                  />
                  <button
                    type="button"
                    className={`${iconButton} absolute top-1/2 right-1 -translate-y-1/2`}
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                    aria-controls={ids.password}
                  >
                    {showPassword ? <EyeOffIcon /> : <EyeIcon />}
                  </button>
                </div>
                {mode === 'signup' && (
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                    At least 6 characters.
                  </p>
                )}
              </div>
            )}
            <button
              type="submit"
              className={`${primaryButton} w-full`}
              disabled={busy}
              aria-busy={busy}
            >
              {busy && <Spinner label="Please wait..." className="h-4 w-4" />}
              {copy.submit}
            </button>
          </form>

          {mode !== 'reset' && viewer?.googleSignInEnabled && (
            <>
              <div className="my-4 flex items-center gap-3 text-xs text-slate-600 dark:text-slate-300">
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
                or
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
              </div>
              <a href={googleHref} className={`${secondaryButton} w-full`}>
                <GoogleMark />
                Continue with Google
              </a>
            </>
          )}

          <p className="mt-5 text-center text-sm text-slate-700 dark:text-slate-300">
            {mode === 'signin' && (
              <>
                Don&apos;t have an account?{' '}
                <ModeLink onClick={() => switchMode('signup')}>Sign up</ModeLink>
              </>
            )}
            {mode === 'signup' && (
              <>
                Already have an account?{' '}
                <ModeLink onClick={() => switchMode('signin')}>Sign in</ModeLink>
              </>
            )}
            {mode === 'reset' && (
              <ModeLink onClick={() => switchMode('signin')}>Back to sign in</ModeLink>
            )}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModeLink({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
    >
      {children}
    </button>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.2v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.7 2.8C6.8 7.3 9.2 5.4 12 5.4Z"
      />
    </svg>
  );
}
