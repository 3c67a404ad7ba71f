import { ACCOUNT_DELETION_BILLING } from '../features/billing/policy';
import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../ui/toast';
import { INLINE_ERRORS } from '../apollo/error-link';
import { authErrorMessage } from '../features/auth/auth-errors';
import { newPasswordProblem } from '../features/auth/auth-form';
import { Avatar } from '../features/auth/components/UserMenu';
import {
  ChangePasswordMutation,
  DeleteAccountMutation,
  UpdateProfileMutation,
} from '../features/auth/graphql/auth.graphql';
import { useSession } from '../features/auth/hooks/useSession';
import { planName } from '../lib/plans';
import type { SessionUser } from '../features/auth/session-context';
import { clearSavedPreferences } from '../lib/storage';
import { ConfirmDialog, dangerButton } from '../ui/ConfirmDialog';
import { ContentPage } from '../ui/ContentPage';
import { FormError } from '../ui/FormError';
import { PasswordField } from '../ui/PasswordInput';
import { Spinner } from '../ui/Spinner';
import { card, fieldLabel, mutedText, primaryButton, textField } from '../ui/styles';

const sectionClass = `${card} p-6`;
const sectionTitle = 'text-xl font-semibold text-slate-900 dark:text-white';

export function ProfileSettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <ContentPage title="Profile Settings" lead="Your name, photo and password.">
      {/* Keyed by user so the form starts from the saved values after a change of account. */}
      <ProfileForm key={user.id} user={user} />
      <PasswordForm hasPassword={user.hasPassword} />
      <DeleteAccount hasPassword={user.hasPassword} />
    </ContentPage>
  );
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function ProfileForm({ user }: { user: SessionUser }) {
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [photoUrl, setPhotoUrl] = useState(user.photoUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), photo: useId(), error: useId(), photoHint: useId() };
  const [updateProfile, { loading }] = useMutation(UpdateProfileMutation, {
    context: INLINE_ERRORS,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = displayName.trim();
    const photo = photoUrl.trim();
    if (!name) return setError('Please enter your name');
    if (photo && !isHttpUrl(photo)) return setError('Please enter a valid image URL (https://…)');
    setError(null);
    try {
      await updateProfile({ variables: { input: { displayName: name, photoUrl: photo } } });
      toast.success('Profile updated');
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  };

  const preview: SessionUser = { ...user, displayName: displayName || user.displayName };
  preview.photoUrl = isHttpUrl(photoUrl.trim()) ? photoUrl.trim() : null;

  return (
    <section aria-labelledby="profile-heading" className={sectionClass}>
      <h2 id="profile-heading" className={sectionTitle}>
        Profile
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar user={preview} size="h-14 w-14" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900 dark:text-white">{user.email}</p>
          <p className={`text-sm ${mutedText}`} data-testid="profile-plan">
            {planName(user.plan)}
          </p>
        </div>
      </div>
      <form className="mt-5 space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormError id={ids.error} message={error} />
        <div>
          <label htmlFor={ids.name} className={fieldLabel}>
            Display Name
          </label>
          <input
            id={ids.name}
            type="text"
            autoComplete="name"
            required
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            className={textField}
          />
        </div>
        <div>
          <label htmlFor={ids.photo} className={fieldLabel}>
            Photo URL
          </label>
          <input
            id={ids.photo}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={photoUrl}
            onChange={(event) => setPhotoUrl(event.target.value)}
            aria-describedby={ids.photoHint}
            className={textField}
          />
          <p id={ids.photoHint} className={`mt-1 text-xs ${mutedText}`}>
            Leave empty to show your initials.
          </p>
        </div>
        <button type="submit" className={primaryButton} disabled={loading} aria-busy={loading}>
          {loading && <Spinner label="Saving..." className="h-4 w-4" />}
          Save Profile
        </button>
      </form>
    </section>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { current: useId(), next: useId(), confirm: useId(), error: useId() };
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation, {
    context: INLINE_ERRORS,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !current) return setError('Please enter your current password');
    const problem = newPasswordProblem(next, confirm);
    setError(problem);
    if (problem) return;
    try {
      await changePassword({
        variables: { currentPassword: hasPassword ? current : null, newPassword: next },
      });
      toast.success(hasPassword ? 'Password changed' : 'Password set');
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  };

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <h2 id="password-heading" className={sectionTitle}>
        {hasPassword ? 'Change Password' : 'Set a Password'}
      </h2>
      {!hasPassword && (
        <p className={`mt-2 text-sm ${mutedText}`}>
          You sign in with Google. Set a password to sign in with your email address too.
        </p>
      )}
      <form className="mt-4 space-y-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormError id={ids.error} message={error} />
        {hasPassword && (
          <PasswordField
            id={ids.current}
            label="Current Password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        )}
        <PasswordField
          id={ids.next}
          label="New Password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <PasswordField
          id={ids.confirm}
          label="Confirm New Password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <button type="submit" className={primaryButton} disabled={loading} aria-busy={loading}>
          {loading && <Spinner label="Saving..." className="h-4 w-4" />}
          {hasPassword ? 'Change Password' : 'Set Password'}
        </button>
      </form>
    </section>
  );
}

const DELETE_WORD = 'DELETE';

function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { typed: useId(), password: useId(), error: useId() };
  const [deleteAccount, { loading }] = useMutation(DeleteAccountMutation, {
    context: INLINE_ERRORS,
  });
  const { applyAuthChange } = useSession();
  const navigate = useNavigate();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      setPassword('');
      setError(null);
    }
  };

  const onConfirm = async () => {
    if (hasPassword && !password) return setError('Please enter your password');
    setError(null);
    try {
      await deleteAccount({ variables: { password: hasPassword ? password : null } });
      setOpen(false);
      toast.success('Your account has been deleted');
      clearSavedPreferences();
      await applyAuthChange(null);
      await navigate('/', { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  };

  return (
    <section
      aria-labelledby="delete-heading"
      className={`${sectionClass} border-red-300 dark:border-red-800`}
    >
      <h2 id="delete-heading" className={sectionTitle}>
        Delete Account
      </h2>
      <p className={`mt-2 text-sm ${mutedText}`}>
        Deletes your account, your products, settings and generation history for good. This cannot
        be undone. <span data-testid="account-deletion-billing">{ACCOUNT_DELETION_BILLING}</span>
      </p>
      <button type="button" className={`${dangerButton} mt-4`} onClick={() => setOpen(true)}>
        Delete Account
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Delete your account?"
        description={
          <p>
            Everything in your account is deleted and cannot be recovered. Type{' '}
            <strong>{DELETE_WORD}</strong> to confirm.
          </p>
        }
        confirmLabel="Delete my account"
        busy={loading}
        confirmDisabled={typed !== DELETE_WORD}
        onConfirm={() => void onConfirm()}
      >
        <FormError id={ids.error} message={error} />
        <div>
          <label htmlFor={ids.typed} className={fieldLabel}>
            Type {DELETE_WORD} to confirm
          </label>
          <input
            id={ids.typed}
            type="text"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className={textField}
          />
        </div>
        {hasPassword && (
          <PasswordField
            id={ids.password}
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
