import { CONTACT_EMAIL } from '../../../core/src/site/pages';
import { ContentPage, ContentSection } from '../ui/ContentPage';

export function TermsOfServicePage() {
  return (
    <ContentPage title="Terms of Service" lead="The terms for using Quillcart.">
      <ContentSection title="The service">
        <p>
          Quillcart helps you write product descriptions with AI. It is in beta: features change,
          and some are not finished yet. We say so in the app where that is the case.
        </p>
      </ContentSection>
      <ContentSection title="Your content">
        <p>
          Your product data and the descriptions written for it are yours. Review generated text
          before you publish it: you are responsible for the claims made in your listings.
        </p>
      </ContentSection>
      <ContentSection title="Fair use">
        <p>
          Do not use Quillcart to write unlawful or misleading content, or try to get around the
          generation limits of your plan.
        </p>
      </ContentSection>
      <ContentSection title="Contact">
        <p>Questions about these terms: {CONTACT_EMAIL}.</p>
      </ContentSection>
    </ContentPage>
  );
}
