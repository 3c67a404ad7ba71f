// The theme feature's public entry: other features import from here, never its insides.
export { ThemePreferenceSync } from './components/ThemePreferenceSync';
export { ThemeProvider } from './components/ThemeProvider';
export { ThemeToggle } from './components/ThemeToggle';
export { useTheme } from './hooks/useTheme';
