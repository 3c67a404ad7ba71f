import { CheckIcon } from '../ui/Icons';
import { ContentPage } from '../ui/ContentPage';

interface Plan {
  name: string;
  price: number;
  generations: number;
  summary: string;
  features: { text: string; inDevelopment?: boolean }[];
  highlighted?: boolean;
}

// SPEC §9 plan constants. Display only for now: checkout arrives with accounts.
const PLANS: Plan[] = [
  {
    name: 'Free',
    price: 0,
    generations: 25,
    summary: 'For trying Quillcart on a few products.',
    features: [
      { text: 'Product table with inline editing' },
      { text: 'CSV import and export' },
      { text: 'Generation history' },
    ],
  },
  {
    name: 'Pro',
    price: 9,
    generations: 850,
    summary: 'For shops that add products every week.',
    features: [
      { text: 'Everything in Free' },
      { text: 'Custom prompt settings: style, audience, tone, length, industry' },
    ],
    highlighted: true,
  },
  {
    name: 'Business',
    price: 25,
    generations: 10_000,
    summary: 'For large catalogues and teams.',
    features: [
      { text: 'Everything in Pro' },
      { text: 'Trending keyword research', inDevelopment: true },
      { text: 'API access', inDevelopment: true },
      { text: 'Custom integrations', inDevelopment: true },
      { text: 'Advanced analytics', inDevelopment: true },
    ],
  },
];

export function BillingPlansPage() {
  return (
    <ContentPage
      wide
      title="Plans & Billing"
      lead="Pick the monthly allowance that fits your catalogue. Prices are in US dollars."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.name}
            className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
              plan.highlighted
                ? 'border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
                : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{plan.name}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{plan.summary}</p>
            <p className="mt-5">
              <span className="text-4xl font-bold text-slate-900 dark:text-white">
                ${plan.price}
              </span>
              <span className="text-slate-600 dark:text-slate-300"> / month</span>
            </p>
            <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">
              {plan.generations.toLocaleString('en-US')} descriptions a month
            </p>
            <ul className="mt-5 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {plan.features.map((feature) => (
                <li key={feature.text} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 shrink-0 text-indigo-700 dark:text-indigo-300" />
                  <span>
                    {feature.text}
                    {feature.inDevelopment && (
                      <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                        In Development
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Guests can generate one description without an account. Paid plans open together with
        accounts; until then nothing is charged.
      </p>
    </ContentPage>
  );
}
