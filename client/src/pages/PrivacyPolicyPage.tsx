import { CONTACT_EMAIL } from '../../../core/src/site/pages';
import { ContentPage, ContentSection } from '../ui/ContentPage';

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="What Quillcart stores about you and your products, and why."
    >
      <ContentSection title="What we store">
        <p>
          The products you add or import (names, SKUs, details, prices, notes and descriptions) and
          your generation settings. As a guest, these belong to a guest session identified by a
          cookie in your browser; nothing else identifies you.
        </p>
      </ContentSection>
      <ContentSection title="Cookies and local storage">
        <p>
          One cookie keeps your guest session. Your browser also remembers your theme, table view
          and whether you dismissed the announcement banner; those choices never leave your device.
        </p>
      </ContentSection>
      <ContentSection title="AI providers">
        <p>
          To write a description, the product&apos;s fields and your settings are sent from our
          server to an AI provider. Nothing is sent until you ask for a description.
        </p>
      </ContentSection>
      <ContentSection title="Questions">
        <p>Write to {CONTACT_EMAIL} to ask what we hold about you or to have it deleted.</p>
      </ContentSection>
    </ContentPage>
  );
}
