import type { ThemePreference } from '../../__generated__/graphql';
import { createContext } from 'react';

export type Theme = 'light' | 'dark';

export interface ThemeContextValue {
  /** The theme on screen. */
  theme: Theme;
  /** The user's explicit choice, or null while following the system. */
  choice: Theme | null;
  setTheme: (theme: Theme) => void;
  /** Sets the choice; null follows the system again (and forgets the saved choice). */
  setChoice: (choice: Theme | null) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The theme an account preference asks for; null follows the system. */
export function themeChoiceOf(preference: ThemePreference): Theme | null {
  if (preference === 'LIGHT') return 'light';
  if (preference === 'DARK') return 'dark';
  return null;
}
