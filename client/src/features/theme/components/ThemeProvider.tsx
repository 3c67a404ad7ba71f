import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { ThemeContext, type Theme, type ThemeContextValue } from '../theme-context';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readChoice(): Theme | null {
  const saved = readStorage(STORAGE_KEYS.theme);
  return saved === 'light' || saved === 'dark' ? saved : null;
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Light/dark theme: follows the system until the user picks one, then remembers it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<Theme | null>(readChoice);
  const [system, setSystem] = useState<Theme>(systemTheme);
  const theme = choice ?? system;

  useEffect(() => {
    const media = window.matchMedia?.(DARK_QUERY);
    if (!media) return;
    const onChange = () => setSystem(media.matches ? 'dark' : 'light');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
  }, [theme]);

  const saveChoice = useCallback((next: Theme | null) => {
    setChoice(next);
    writeStorage(STORAGE_KEYS.theme, next);
  }, []);
  const setTheme = useCallback((next: Theme) => saveChoice(next), [saveChoice]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      choice,
      setTheme,
      setChoice: saveChoice,
      toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark'),
    }),
    [theme, choice, setTheme, saveChoice],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
