import { CONTACT_EMAIL } from '../../../core/src/site/pages';
import { ContentPage, ContentSection } from '../ui/ContentPage';

export function RefundPolicyPage() {
  return (
    <ContentPage title="Refund Policy" lead="How refunds work for Quillcart subscriptions.">
      <ContentSection title="Subscriptions">
        <p>
          Paid plans are billed monthly. You can cancel at any time; your plan stays active until
          the end of the period you paid for and is not renewed afterwards.
        </p>
      </ContentSection>
      <ContentSection title="Refunds">
        <p>
          If something went wrong with a charge, write to {CONTACT_EMAIL} within 14 days and we will
          look at it with you. Paid plans are not on sale yet, so no charges are being made today.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
