import { ACCOUNT_DELETION_BILLING } from '../features/billing/policy';
import { CONTACT_EMAIL } from '../../../core/src/shared/site-pages';
import { ContentPage, ContentSection } from '../ui/ContentPage';

const list = 'list-disc space-y-2 pl-6';

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="What Quillcart stores about you and your products, where it goes, and how to delete it."
    >
      <ContentSection title="What we store">
        <ul className={list}>
          <li>
            <strong>Your account:</strong> e-mail address, display name, an optional photo URL, and
            your password as an Argon2id hash (never the password itself). If you sign in with
            Google, we keep your Google account id instead of a password.
          </li>
          <li>
            <strong>Your products:</strong> the fields you enter or import (name, SKU, details,
            price, notes, description). For a marketplace import we also keep the original row of
            the file, so an export back to that marketplace keeps your other columns.
          </li>
          <li>
            <strong>Generation history:</strong> each generation&apos;s product name and SKU, the
            text written, the settings used, which AI provider wrote it, and whether it succeeded
            (with the error when it did not).
          </li>
          <li>
            <strong>Settings and plan:</strong> your prompt settings and preferences, your plan, and
            how many generations you used this period.
          </li>
          <li>
            <strong>Security data:</strong> sign-in sessions, the hashes of API tokens and of
            password-reset links, and short-lived counters of sign-in attempts to stop password
            guessing.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="Where it is kept">
        <p>
          Everything above lives in Quillcart&apos;s Postgres database on our servers. Redis holds
          only short-lived data: the queue of bulk generations, live progress updates, and
          rate-limit counters. We do not sell your data or use it for advertising.
        </p>
      </ContentSection>

      <ContentSection title="Cookies and your browser">
        <ul className={list}>
          <li>
            <code>qc_sid</code> keeps you signed in. It is http-only, sent to Quillcart alone, and
            expires after 30 days without use (the operator can set another period); signing out
            ends the session.
          </li>
          <li>
            <code>qc_guest</code> identifies a guest session (signed, so it cannot be forged). Your
            products, settings and generations as a guest belong to it.
          </li>
          <li>
            Your browser&apos;s local storage remembers your theme, table view and whether you
            dismissed the announcement banner. These never leave your device and are cleared when
            you sign out.
          </li>
        </ul>
        <p>There are no advertising or third-party analytics cookies.</p>
      </ContentSection>

      <ContentSection title="Guests who sign up">
        <p>
          When you sign up or sign in from a guest session, the guest&apos;s products, settings and
          generation history move into your account, and the guest session keeps nothing.
        </p>
      </ContentSection>

      <ContentSection title="AI providers">
        <p>
          When you ask for a description, our server sends that product&apos;s fields and your
          prompt settings to the AI provider in use — Google Gemini, OpenAI, xAI, or an
          OpenAI-compatible model server configured for this installation — and receives the text
          back. The built-in writer runs on our server and sends nothing anywhere. Nothing is sent
          until you ask, and the providers&apos; keys never reach your browser. Keyword research,
          where available, sends the product name, category, description and target market you enter
          to Google Gemini; its results are cached for an hour under a fingerprint of the request,
          not under your name.
        </p>
      </ContentSection>

      <ContentSection title="Payments and e-mail">
        <p>
          Paid plans are paid through Stripe. Your card details go to Stripe directly; we keep only
          Stripe&apos;s customer and subscription ids and the state of your subscription.
          Password-reset e-mails contain a single-use link that expires after an hour.
        </p>
      </ContentSection>

      <ContentSection title="Keeping, exporting and deleting your data">
        <p>
          Your data stays until you delete it. You can export your products and your generation
          history as CSV at any time, delete history records one by one or all at once, and delete
          your whole account under Profile Settings. Deleting the account removes your products,
          history, settings, plan and usage records, sessions and API tokens from our database.{' '}
          {ACCOUNT_DELETION_BILLING}
        </p>
      </ContentSection>

      <ContentSection title="Questions">
        <p>
          Write to {CONTACT_EMAIL} to ask what we hold about you, to have it corrected, or to have
          it deleted.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
