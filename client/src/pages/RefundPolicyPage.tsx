import { ACCOUNT_DELETION_BILLING } from '../features/billing/policy';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../../core/src/shared/site-pages';
import { ContentPage, ContentSection } from '../ui/ContentPage';

const link = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';
const list = 'list-disc space-y-2 pl-6';

export function RefundPolicyPage() {
  return (
    <ContentPage title="Refund Policy" lead="How billing, cancellation and refunds work.">
      <ContentSection title="What you pay">
        <p>
          Free costs nothing. Pro is $9 a month for 850 generations, Business $25 a month for
          10,000. Paid plans are billed monthly in advance through Stripe. Generations beyond the
          monthly allowance are counted as overage on your billing page; overage is not charged.
        </p>
      </ContentSection>

      <ContentSection title="Cancelling">
        <p>
          Cancel at any time on the{' '}
          <Link to="/billing-plans" className={link}>
            billing page
          </Link>{' '}
          (or in Stripe&apos;s billing portal, linked from there). Your plan and its allowance stay
          until the end of the period you paid for; then your account moves to the Free plan and
          nothing more is charged. You can undo a cancellation before the period ends.
        </p>
        <p data-testid="account-deletion-billing">{ACCOUNT_DELETION_BILLING}</p>
      </ContentSection>

      <ContentSection title="When we refund">
        <ul className={list}>
          <li>
            <strong>Your first payment:</strong> if Quillcart is not for you, ask within 14 days of
            your first payment for a plan and we refund it in full.
          </li>
          <li>
            <strong>A renewal you did not want:</strong> ask within 14 days of the renewal charge,
            and if you have generated nothing in the new period, we refund that charge in full and
            cancel the plan.
          </li>
          <li>
            <strong>Billing mistakes:</strong> double charges, or charges after a cancellation took
            effect, are always refunded in full.
          </li>
        </ul>
        <p>
          Other than that, partly used months and unused generations are not refunded. A change
          between paid plans goes through Stripe&apos;s billing portal, which shows any prorated
          amount before you confirm.
        </p>
      </ContentSection>

      <ContentSection title="How to ask">
        <p>
          Write to {CONTACT_EMAIL} from your account&apos;s e-mail address with the date of the
          charge. Refunds go back to the card you paid with through Stripe and usually appear within
          5 to 10 business days.
        </p>
      </ContentSection>

      <ContentSection title="Demo billing">
        <p>
          When the billing page says &quot;Demo billing — no payment taken&quot;, this installation
          is not connected to Stripe: plan changes apply at once, no card is charged, and so there
          is nothing to refund.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
