import { CONTACT_EMAIL } from '../../../core/src/site/pages';
import { ContentPage } from '../ui/ContentPage';

const QUESTIONS = [
  {
    q: 'Do I need an account?',
    a: 'No. You can add products and try Quillcart as a guest; your first description is free. Accounts, which keep your work across devices and unlock the monthly plans, are coming soon.',
  },
  {
    q: 'How many descriptions can I generate?',
    a: 'Guests get one generation in total. Signed-in users get 25 a month on the Free plan, 850 on Pro and 10,000 on Business.',
  },
  {
    q: 'Which files can I import?',
    a: 'A general product CSV, and exports from Shopify, Amazon and Etsy. Marketplace imports are in development and will be enabled in the Import/Export tab when they are ready.',
  },
  {
    q: 'Can I change a description after it is written?',
    a: 'Yes. Every cell in the Product Data table can be edited in place: click it, or focus it and press Enter or F2.',
  },
  {
    q: 'Which languages are supported?',
    a: 'Descriptions can be written in English, Spanish, French, German, Italian, Portuguese or Dutch. Pick the output language in the generation settings.',
  },
];

export function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      lead="Plans, quotas, imports and how Quillcart writes."
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
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300"
        >
          {CONTACT_EMAIL}
        </a>
        .
      </p>
    </ContentPage>
  );
}
