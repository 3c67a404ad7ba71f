import { useMutation } from '@apollo/client/react';
import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../ui/toast';
import type { ThemePreference } from '../__generated__/graphql';
import { UpdatePreferencesMutation } from '../features/auth/graphql/auth.graphql';
import { useSession } from '../features/auth/hooks/useSession';
import { ApiTokensSection } from '../features/settings/components/ApiTokensSection';
import { useTheme } from '../features/theme/hooks/useTheme';
import { useThemePreference } from '../features/theme/hooks/useThemePreference';
import { ContentPage } from '../ui/ContentPage';
import { card, mutedText } from '../ui/styles';

const THEME_OPTIONS: { value: ThemePreference; label: string }[] = [
  { value: 'LIGHT', label: 'Light' },
  { value: 'DARK', label: 'Dark' },
  { value: 'SYSTEM', label: 'System' },
];

const sectionClass = `${card} p-6`;
const sectionTitle = 'text-xl font-semibold text-slate-900 dark:text-white';

export function AppSettingsPage() {
  const { user } = useSession();
  return (
    <ContentPage title="App Settings" lead="Theme, notifications and API access.">
      <ThemeSection />
      <NotificationsSection />
      <section aria-labelledby="api-heading" className={sectionClass}>
        <h2 id="api-heading" className={sectionTitle}>
          API tokens
        </h2>
        <div className="mt-3">
          {user?.plan === 'business' ? (
            <ApiTokensSection />
          ) : (
            <p className={mutedText} data-testid="api-tokens-upsell">
              Personal API tokens for your own scripts and integrations come with the Business plan.{' '}
              <Link
                to="/billing-plans"
                className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
              >
                Compare plans
              </Link>
            </p>
          )}
        </div>
      </section>
    </ContentPage>
  );
}

function ThemeSection() {
  const { theme } = useTheme();
  const { current, choose } = useThemePreference();
  const name = useId();
  return (
    <section aria-labelledby="theme-heading" className={sectionClass}>
      <fieldset>
        <legend id="theme-heading" className={sectionTitle}>
          Theme
        </legend>
        <div className="mt-4 grid grid-cols-3 gap-2 sm:max-w-md">
          {THEME_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:text-indigo-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:border-slate-600 dark:text-slate-100 dark:has-[:checked]:border-indigo-400 dark:has-[:checked]:bg-indigo-950 dark:has-[:checked]:text-indigo-100"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={current === option.value}
                onChange={() => void choose(option.value).catch(() => undefined)}
                className="accent-indigo-600"
              />
              {option.label}
            </label>
          ))}
        </div>
        <p className={`mt-3 text-sm ${mutedText}`}>
          {current === 'SYSTEM'
            ? `Following your system (currently ${theme}).`
            : `Always ${theme}.`}{' '}
          Saved to your account, so your other devices follow.
        </p>
      </fieldset>
    </section>
  );
}

function NotificationsSection() {
  const { viewer } = useSession();
  const preferences = viewer?.preferences;
  const switchId = useId();
  const hintId = useId();
  const [updatePreferences] = useMutation(UpdatePreferencesMutation);
  const checked = preferences?.notifyOnBatchDone ?? false;

  const onChange = async (next: boolean) => {
    try {
      await updatePreferences({
        variables: { input: { notifyOnBatchDone: next } },
        optimisticResponse: {
          __typename: 'Mutation',
          updatePreferences: {
            __typename: 'Preferences',
            theme: preferences?.theme ?? 'SYSTEM',
            notifyOnBatchDone: next,
          },
        },
      });
      toast.success(next ? 'Batch notifications on' : 'Batch notifications off');
    } catch {
      // The error link showed the server's message; the switch rolled back.
    }
  };

  return (
    <section aria-labelledby="notifications-heading" className={sectionClass}>
      <h2 id="notifications-heading" className={sectionTitle}>
        Notifications
      </h2>
      <div className="mt-4 flex items-start gap-3">
        <Switch.Root
          id={switchId}
          checked={checked}
          disabled={!preferences}
          onCheckedChange={(next) => void onChange(next)}
          aria-describedby={hintId}
          className="relative mt-0.5 h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-indigo-600 disabled:opacity-60 dark:bg-slate-600 dark:data-[state=checked]:bg-indigo-500"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
        <div>
          <label htmlFor={switchId} className="font-medium text-slate-900 dark:text-white">
            Notify me when a Generate All batch finishes
          </label>
          <p id={hintId} className={`text-sm ${mutedText}`}>
            Quillcart tells you when a bulk run over your product table has finished.
          </p>
        </div>
      </div>
    </section>
  );
}
