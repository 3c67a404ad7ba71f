import { useTheme } from '../features/theme/hooks/useTheme';
import { ContentPage, ContentSection } from '../ui/ContentPage';

export function AppSettingsPage() {
  const { theme, choice } = useTheme();
  return (
    <ContentPage title="App Settings" lead="Theme, default prompt settings and notifications.">
      <ContentSection title="Theme">
        <p>
          {choice
            ? `You chose the ${theme} theme. Use the button in the header to switch.`
            : `Following your system (currently ${theme}). Use the button in the header to pick one.`}
        </p>
      </ContentSection>
      <ContentSection title="Prompt settings">
        <p>
          Your writing style, audience, tone and length are set on the home page and saved as you
          change them.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
