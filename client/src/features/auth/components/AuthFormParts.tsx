// The pieces the sign-in modal's modes are built from: the layout, fields, mode links.
import type { ReactNode, Ref } from 'react';
import { useLocation } from 'react-router';
import { FormError } from '../../../ui/FormError';
import { EyeIcon, EyeOffIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import {
  fieldLabel,
  iconButton,
  primaryButton,
  secondaryButton,
  textField,
} from '../../../ui/styles';
import { AUTH_COPY, googleSignInHref, type AuthValues } from '../auth-form';
import type { AuthForm } from '../hooks/useAuthForm';
import { useSession } from '../hooks/useSession';
import { originOf, type AuthMode } from '../open-auth-modal';
import type { Viewer } from '../session-context';

/** What every mode's form gets from the modal. */
export interface AuthModeProps {
  form: AuthForm;
  /** The mode's first field, focused when the modal opens or the mode changes. */
  firstFieldRef: Ref<HTMLInputElement>;
  onSwitch: (mode: AuthMode) => void;
  /** After sign-in or sign-up: says `welcome`, closes, applies the new session, goes back. */
  onAuthenticated: (viewer: Viewer | null, welcome: string) => Promise<void>;
}

/**
 * A mode's body: its banner, the form's error, the form (its fields, then the submit button,
 * busy while `send` runs), Continue with Google where it applies, and the line to other modes.
 */
export function AuthModeLayout({
  form,
  mode,
  send,
  banner,
  google = false,
  footer,
  children,
}: {
  form: AuthForm;
  mode: AuthMode;
  send: (values: AuthValues) => Promise<void>;
  banner?: ReactNode;
  google?: boolean;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {banner}
      <FormError id={form.ids.error} message={form.error?.message} className="mt-4" />
      <form
        className="mt-5 space-y-4"
        onSubmit={(event) => void form.submit(mode, event, send)}
        noValidate
      >
        {children}
        <button
          type="submit"
          className={`${primaryButton} w-full`}
          disabled={form.busy}
          aria-busy={form.busy}
        >
          {form.busy && <Spinner label="Please wait..." className="h-4 w-4" />}
          {AUTH_COPY[mode].submit}
        </button>
      </form>
      {google && <GoogleSignIn />}
      <p className="mt-5 text-center text-sm text-slate-700 dark:text-slate-300">{footer}</p>
    </>
  );
}

const TEXT_FIELDS = {
  name: { label: 'Full Name', type: 'text', autoComplete: 'name', placeholder: undefined },
  email: {
    label: 'Email Address',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
} as const;

/** The name or the email address. */
export function TextField({
  form,
  field,
  inputRef,
}: {
  form: AuthForm;
  field: keyof typeof TEXT_FIELDS;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { label, type, autoComplete, placeholder } = TEXT_FIELDS[field];
  return (
    <div>
      <label htmlFor={form.ids[field]} className={fieldLabel}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={form.ids[field]}
        type={type}
        name={field}
        autoComplete={autoComplete}
        required
        placeholder={placeholder}
        value={form.values[field]}
        onChange={(event) => form.setField(field, event.target.value)}
        className={textField}
        {...form.invalidProps(field)}
      />
    </div>
  );
}

/**
 * The password with its show/hide toggle (kept by the modal, unlike ui/PasswordInput, so
 * closing the modal hides it again); sign-in offers Forgot password?, sign-up its rule.
 */
export function PasswordField({
  form,
  autoComplete,
  onForgot,
  hint,
}: {
  form: AuthForm;
  autoComplete: 'current-password' | 'new-password';
  onForgot?: () => void;
  hint?: string;
}) {
  const { ids, showPassword } = form;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={ids.password} className={fieldLabel}>
          Password
        </label>
        {onForgot && (
          <button
            type="button"
            className="text-sm font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
            onClick={onForgot}
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
          autoComplete={autoComplete}
          required
          value={form.values.password}
          onChange={(event) => form.setField('password', event.target.value)}
          className={`${textField} pr-11`}
          {...form.invalidProps('password')}
        />
        <button
          type="button"
          className={`${iconButton} absolute top-1/2 right-1 -translate-y-1/2`}
          onClick={() => form.setShowPassword((shown) => !shown)}
          aria-label={showPassword ? 'Hide password' : 'Show password'}
          aria-pressed={showPassword}
          aria-controls={ids.password}
        >
          {showPassword ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{hint}</p>}
    </div>
  );
}

/** Continue with Google, when the server has it on; back to where the guest was going. */
function GoogleSignIn() {
  const { viewer } = useSession();
  const location = useLocation();
  if (!viewer?.googleSignInEnabled) return null;
  const returnTo = originOf(location) ?? `${location.pathname}${location.search}`;
  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs text-slate-600 dark:text-slate-300">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <a href={googleSignInHref(returnTo)} className={`${secondaryButton} w-full`}>
        <GoogleMark />
        Continue with Google
      </a>
    </>
  );
}

export function ModeLink({ onClick, children }: { onClick: () => void; children: string }) {
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
