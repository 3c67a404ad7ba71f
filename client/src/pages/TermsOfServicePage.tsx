import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../../core/src/shared/site-pages';
import { ContentPage, ContentSection } from '../ui/ContentPage';

const link = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

export function TermsOfServicePage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead="The terms for using Quillcart. By using it, you agree to them."
    >
      <ContentSection title="The service">
        <p>
          Quillcart writes product descriptions with AI from the product data you give it, and
          imports and exports that data in general, Shopify, Amazon and Etsy formats. It is in beta:
          features change, and features still in development are marked as such in the app.
        </p>
      </ContentSection>

      <ContentSection title="Accounts">
        <p>
          Keep your sign-in details and API tokens to yourself; you are responsible for what is done
          with them. Revoke a token you no longer use. One account is for one person or business.
        </p>
      </ContentSection>

      <ContentSection title="Plans and limits">
        <p>
          Guests may generate one description. Accounts get the monthly allowance of their plan:
          Free 25, Pro 850, Business 10,000 generations a month, counted from the start of the plan
          or its last monthly reset; a failed generation does not count. The Free plan stops at its
          allowance. Pro and Business continue past it, and the extra generations are shown as
          overage on the billing page. Do not try to get around the limits, for example by creating
          guest sessions or accounts in bulk.
        </p>
      </ContentSection>

      <ContentSection title="Your content and generated text">
        <p>
          Your product data and the descriptions written for it are yours. You let us store and
          process them, and send them to the AI providers described in the{' '}
          <Link to="/privacy-policy" className={link}>
            Privacy Policy
          </Link>
          , only to provide the service. AI text can be wrong: review every description before you
          publish it. The claim check flags some unsupported details, but not all. You are
          responsible for the accuracy and legality of your listings and for following your
          marketplace&apos;s rules.
        </p>
      </ContentSection>

      <ContentSection title="Acceptable use">
        <p>
          Do not use Quillcart to write unlawful, deceptive or infringing content, to overload or
          probe the service, or to reach other users&apos; data. We may suspend accounts that do.
        </p>
      </ContentSection>

      <ContentSection title="Payments">
        <p>
          Pro ($9) and Business ($25) are billed monthly in advance through Stripe. You can cancel
          at any time on the billing page; the plan then stays active until the end of the paid
          period and is not renewed. Refunds follow the{' '}
          <Link to="/refund-policy" className={link}>
            Refund Policy
          </Link>
          . We will tell you by e-mail at least 30 days before a price change applies to you.
        </p>
      </ContentSection>

      <ContentSection title="Availability and liability">
        <p>
          We work to keep Quillcart available and your data safe, and fall back between AI providers
          so generation keeps working, but we cannot promise the service is never interrupted. To
          the extent the law allows, our liability for any claim is limited to the amount you paid
          us in the three months before it.
        </p>
      </ContentSection>

      <ContentSection title="Ending">
        <p>
          You can stop at any time and delete your account under Profile Settings, which deletes
          your data. We may change these terms; significant changes are announced in the app or by
          e-mail before they apply.
        </p>
      </ContentSection>

      <ContentSection title="Contact">
        <p>Questions about these terms: {CONTACT_EMAIL}.</p>
      </ContentSection>
    </ContentPage>
  );
}
