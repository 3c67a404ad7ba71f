import { iconButton } from '../../../ui/styles';
import { MoonIcon, SunIcon } from '../../../ui/Icons';
import { useTheme } from '../hooks/useTheme';
import { useThemePreference } from '../hooks/useThemePreference';

export function ThemeToggle() {
  const { theme } = useTheme();
  const { choose } = useThemePreference();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <button
      type="button"
      className={iconButton}
      onClick={() => void choose(theme === 'dark' ? 'LIGHT' : 'DARK').catch(() => undefined)}
      aria-label={label}
      title={label}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
