/** A seller's app preferences (users.preferences, JSON): read with their defaults. */
export interface Preferences {
  theme: 'light' | 'dark' | 'system';
  notifyOnBatchDone: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = { theme: 'system', notifyOnBatchDone: true };

/** The stored JSON as preferences: anything missing or malformed takes its default. */
export function readPreferences(stored: Record<string, unknown> | null | undefined): Preferences {
  const theme = stored?.theme;
  return {
    theme:
      theme === 'light' || theme === 'dark' || theme === 'system'
        ? theme
        : DEFAULT_PREFERENCES.theme,
    notifyOnBatchDone:
      typeof stored?.notifyOnBatchDone === 'boolean'
        ? stored.notifyOnBatchDone
        : DEFAULT_PREFERENCES.notifyOnBatchDone,
  };
}
