// The auth forms' pure rules (no React, no Apollo): what each mode says, what a form must hold
// before it is sent, where Continue with Google goes.
import {
  AUTH_MESSAGES,
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
} from '../../../../core/src/shared/auth-messages';
import { PAGES } from '../../../../core/src/shared/site-pages';
import type { AuthMode } from './open-auth-modal';

export const AUTH_COPY: Record<AuthMode, { title: string; description: string; submit: string }> = {
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

export type AuthField = 'name' | 'email' | 'password';
export type AuthValues = Record<AuthField, string>;
export const EMPTY_AUTH_VALUES: AuthValues = { name: '', email: '', password: '' };

export interface AuthFormError {
  message: string;
  /** The field to focus and mark invalid; none for an answer from the server. */
  field?: AuthField;
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The first problem with a sign-in, sign-up or reset-request form, in field order. */
export function validateAuthForm(mode: AuthMode, values: AuthValues): AuthFormError | null {
  if (mode === 'signup' && !values.name.trim()) {
    return { message: AUTH_MESSAGES['missing-name'], field: 'name' };
  }
  if (!isValidEmail(values.email)) {
    return { message: AUTH_MESSAGES['invalid-email'], field: 'email' };
  }
  if (mode !== 'reset' && values.password.length < MIN_PASSWORD_LENGTH) {
    return { message: AUTH_MESSAGES['weak-password'], field: 'password' };
  }
  return null;
}

/** The problem with a new password and its confirmation (reset link, profile), or null. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES['weak-password'];
  if (password !== confirm) return 'The two passwords do not match';
  return null;
}

/** A page's name as its title says it ('Generation History'), for the return note. */
export function returnPageName(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  const page = PAGES.find((entry) => entry.path === pathname);
  return page ? page.title.split(' — ')[0] : 'that page';
}

/** Continue with Google, coming back to `returnTo` once signed in. */
export function googleSignInHref(returnTo: string): string {
  return `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`;
}
