import { ACCOUNT_DELETION_BILLING } from '../features/billing/policy';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../../core/src/shared/site-pages';
import { ContentPage } from '../ui/ContentPage';

const link = 'font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300';

const QUESTIONS: { q: string; a: ReactNode }[] = [
  {
    q: 'Do I need an account?',
    a: 'No. As a guest you can add products and generate one description for free, without signing up. An account keeps your work and history across devices, unlocks CSV import and export, and gives you a monthly allowance. Whatever you did as a guest moves into the account when you sign up.',
  },
  {
    q: 'How many descriptions can I generate?',
    a: (
      <>
        Guests: 1 in total. Free: 25 a month. Pro ($9 a month): 850 a month. Business ($25 a month):
        10,000 a month. A month runs from the start of your plan or its last reset, and a generation
        that fails does not count. See{' '}
        <Link to="/billing-plans" className={link}>
          Plans &amp; Billing
        </Link>
        .
      </>
    ),
  },
  {
    q: 'What happens when I reach my limit?',
    a: 'On the Free plan generation stops until your allowance resets, or until you upgrade. Pro and Business keep generating; the extra descriptions are counted as overage on your billing page.',
  },
  {
    q: 'Which AI writes my descriptions?',
    a: 'Google Gemini first, then OpenAI, xAI and an OpenAI-compatible model server as fallbacks, and finally Quillcart’s built-in writer, which needs no AI service at all. Each description shows which one wrote it. The providers’ keys stay on our server and never reach your browser.',
  },
  {
    q: 'Can I change the style, tone and length?',
    a: 'Yes, on the Pro and Business plans: writing style, target audience, tone, length (50 to 500 characters), industry and output language. Guests and Free accounts use the default settings at 150 characters.',
  },
  {
    q: 'Which languages are supported?',
    a: 'English, Spanish, French, German, Italian, Portuguese and Dutch.',
  },
  {
    q: 'Which files can I import?',
    a: 'A general CSV (Item Name, Item SKU, Item Details, Item Price, Item Notes), Shopify product exports, Amazon listing reports (.txt, .tsv or .csv, English or German headers) and Etsy listing downloads. Rows whose SKU is already in your table are skipped. Import and export need an account.',
  },
  {
    q: 'Will exporting back to Shopify, Amazon or Etsy change my other data?',
    a: 'No. A file you imported from a marketplace is exported with all its other columns and variant rows as they were; only the description (and Shopify’s SEO description) changes.',
  },
  {
    q: 'What does “Check: …” under a description mean?',
    a: 'The claim check found numbers, units or materials in the text that your product’s own fields do not mention. Check them before you publish: AI writers sometimes invent details.',
  },
  {
    q: 'Where do I find descriptions I generated earlier?',
    a: (
      <>
        Signed in, under{' '}
        <Link to="/generation-history" className={link}>
          Generation History
        </Link>
        : searchable by name or SKU, filterable by date, exportable as CSV (up to 10,000 rows). As a
        guest, on the home page below the product table.
      </>
    ),
  },
  {
    q: 'What is Trending Keywords?',
    a: 'Keyword research for your products — the search terms shoppers use, with their competition and trend, and phrases to work into descriptions. It belongs to the Business plan and is still in development, so the tab is locked for now.',
  },
  {
    q: 'Is there an API?',
    a: 'Business accounts can create personal API tokens under App Settings and call the same GraphQL API the app uses. Tokens can be revoked at any time.',
  },
  {
    q: 'How do I cancel or delete my account?',
    a: (
      <>
        Cancel a paid plan on the{' '}
        <Link to="/billing-plans" className={link}>
          billing page
        </Link>
        ; it stays active until the end of the period you paid for. Delete your account under
        Profile Settings: your products, history, settings and tokens are deleted with it.{' '}
        {ACCOUNT_DELETION_BILLING}
      </>
    ),
  },
];

export function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      lead="Plans, limits, imports, exports and the AI behind Quillcart."
    >
      <dl className="space-y-8">
        {QUESTIONS.map(({ q, a }) => (
          <div key={q}>
            <dt className="text-lg font-semibold text-slate-900 dark:text-white">{q}</dt>
            <dd className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{a}</dd>
          </div>
        ))}
      </dl>
      <p className="text-slate-700 dark:text-slate-300">
        Something else? Write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`} className={link}>
          {CONTACT_EMAIL}
        </a>
        .
      </p>
    </ContentPage>
  );
}
