import { useEffect } from 'react';
import { useSession } from '../../auth';
import { useTheme } from '../hooks/useTheme';
import { themeChoiceOf } from '../theme-context';

/**
 * A signed-in user's saved theme (from any device) is applied when it arrives or changes.
 * Render it inside <AuthProvider>.
 */
export function ThemePreferenceSync() {
  const { viewer } = useSession();
  const preference = viewer?.preferences?.theme ?? null;
  const { setChoice } = useTheme();
  useEffect(() => {
    if (preference) setChoice(themeChoiceOf(preference));
  }, [preference, setChoice]);
  return null;
}
