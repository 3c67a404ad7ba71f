import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../ui/toast';
import { INLINE_ERRORS } from '../apollo/error-link';
import { authErrorMessage } from '../features/auth/auth-errors';
import { newPasswordProblem } from '../features/auth/auth-form';
import { ResetPasswordMutation } from '../features/auth/graphql/auth.graphql';
import { openAuthModal } from '../features/auth/open-auth-modal';
import { ContentPage } from '../ui/ContentPage';
import { FormError } from '../ui/FormError';
import { PasswordField } from '../ui/PasswordInput';
import { Spinner } from '../ui/Spinner';
import { card, primaryButton, secondaryButton } from '../ui/styles';

/** The page the password-reset e-mail links to: /reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { password: useId(), confirm: useId(), error: useId() };
  const [resetPassword] = useMutation(ResetPasswordMutation, { context: INLINE_ERRORS });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await resetPassword({ variables: { token, password } });
      toast.success('Password updated. Please sign in.');
      await navigate('/', { replace: true });
      openAuthModal('signin');
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <ContentPage title="Reset Password" lead="This reset link is incomplete.">
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButton} onClick={() => openAuthModal('reset')}>
            Send a new reset link
          </button>
        </div>
      </ContentPage>
    );
  }

  return (
    <ContentPage title="Reset Password" lead="Choose a new password for your account.">
      <form
        className={`${card} max-w-md space-y-4 p-6`}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <FormError id={ids.error} message={error} />
        <PasswordField
          id={ids.password}
          label="New Password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={error ? ids.error : undefined}
        >
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">At least 6 characters.</p>
        </PasswordField>
        <PasswordField
          id={ids.confirm}
          label="Confirm New Password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
            {busy && <Spinner label="Please wait..." className="h-4 w-4" />}
            Update Password
          </button>
          <button type="button" className={secondaryButton} onClick={() => openAuthModal('reset')}>
            Send a new link
          </button>
        </div>
      </form>
    </ContentPage>
  );
}
