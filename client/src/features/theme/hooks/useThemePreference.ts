import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ThemePreference } from '../../../__generated__/graphql';
import { UpdatePreferencesMutation, useSession } from '../../auth';
import { themeChoiceOf } from '../theme-context';
import { useTheme } from './useTheme';

/**
 * Applies a theme choice on this device (localStorage) and, for signed-in users, saves it
 * to the account so other devices follow.
 */
export function useThemePreference() {
  const { setChoice, choice } = useTheme();
  const { isSignedIn, viewer } = useSession();
  const [updatePreferences] = useMutation(UpdatePreferencesMutation);
  const preferences = viewer?.preferences ?? null;

  const choose = useCallback(
    async (theme: ThemePreference) => {
      setChoice(themeChoiceOf(theme));
      if (!isSignedIn) return;
      await updatePreferences({
        variables: { input: { theme } },
        optimisticResponse: {
          __typename: 'Mutation',
          updatePreferences: {
            __typename: 'Preferences',
            theme,
            notifyOnBatchDone: preferences?.notifyOnBatchDone ?? false,
          },
        },
      });
    },
    [setChoice, isSignedIn, updatePreferences, preferences],
  );

  const current: ThemePreference =
    choice === 'light' ? 'LIGHT' : choice === 'dark' ? 'DARK' : 'SYSTEM';
  return { current, choose };
}
