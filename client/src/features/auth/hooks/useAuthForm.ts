import { useCallback, useId, useState, type FormEvent } from 'react';
import { authErrorMessage } from '../auth-errors';
import {
  EMPTY_AUTH_VALUES,
  validateAuthForm,
  type AuthField,
  type AuthFormError,
  type AuthValues,
} from '../auth-form';
import type { AuthMode } from '../open-auth-modal';

/**
 * The sign-in modal's form state, kept by the modal across its modes and while it is closed
 * (the name and email stay; the password does not), and its submit: check the fields, then run
 * the mode's call while busy, showing a failed call's catalogue message.
 */
export function useAuthForm() {
  const [values, setValues] = useState<AuthValues>(EMPTY_AUTH_VALUES);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<AuthFormError | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), email: useId(), password: useId(), error: useId() };

  const setField = (field: AuthField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** A fresh form: a new mode, or the modal opened again. */
  const reset = useCallback(() => {
    setValues(EMPTY_AUTH_VALUES);
    setShowPassword(false);
    setError(null);
  }, []);

  /** The modal closed: forget the password and the error, keep the name and email. */
  const forgetPassword = useCallback(() => {
    setShowPassword(false);
    setValues((current) => ({ ...current, password: '' }));
    setError(null);
  }, []);

  const submit = async (
    mode: AuthMode,
    event: FormEvent,
    send: (values: AuthValues) => Promise<void>,
  ) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateAuthForm(mode, values);
    setError(invalid);
    if (invalid) {
      document.getElementById(ids[invalid.field ?? 'email'])?.focus();
      return;
    }
    setBusy(true);
    try {
      await send({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      });
    } catch (caught) {
      setError({ message: authErrorMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  /** aria props that point an invalid field at the error. */
  const invalidProps = (field: AuthField) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.error } : {};

  return {
    values,
    setField,
    setValues,
    showPassword,
    setShowPassword,
    error,
    setError,
    busy,
    ids,
    reset,
    forgetPassword,
    submit,
    invalidProps,
  };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
