import { useSession } from '../features/auth/hooks/useSession';
import { ContentPage } from '../ui/ContentPage';

export function ProfileSettingsPage() {
  const { user } = useSession();
  return (
    <ContentPage title="Profile Settings" lead="Your name, photo and password.">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">Display name</dt>
          <dd className="mt-1 text-slate-900 dark:text-white">{user?.displayName || 'Not set'}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">Email</dt>
          <dd className="mt-1 text-slate-900 dark:text-white">{user?.email}</dd>
        </div>
      </dl>
      <p className="text-slate-700 dark:text-slate-300">
        Editing your profile arrives together with the rest of the account features.
      </p>
    </ContentPage>
  );
}
