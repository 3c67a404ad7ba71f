import type { BillingMode, PlanId } from '../../../__generated__/graphql';
import { CheckIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import { primaryButton, secondaryButton } from '../../../ui/styles';
import { openAuthModal } from '../../auth';
import { formatCount } from '../format';
import { PLAN_SUMMARIES, planCardState, type Plan, type PlanCardAction } from '../plan-card';

const TONE_CLASSES = {
  current:
    'border-emerald-600 ring-2 ring-emerald-600 dark:border-emerald-400 dark:ring-emerald-400',
  highlighted:
    'border-indigo-600 ring-1 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400',
  plain: 'border-slate-200 dark:border-slate-700',
} as const;

/** One plan: price, allowance, features, and what the seller can do with it. */
export function PlanCard({
  plan,
  mode,
  signedIn,
  currentPlan,
  busy,
  disabled,
  onChoose,
}: {
  plan: Plan;
  mode: BillingMode;
  signedIn: boolean;
  currentPlan: PlanId | null;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { isCurrent, tone, action } = planCardState(plan, { signedIn, currentPlan, mode });
  return (
    <li
      data-testid={`plan-${plan.id.toLowerCase()}`}
      aria-current={isCurrent ? 'true' : undefined}
      className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${TONE_CLASSES[tone]}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{plan.name}</h2>
        {isCurrent && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
            Current plan
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{PLAN_SUMMARIES[plan.id]}</p>
      <p className="mt-5">
        <span className="text-4xl font-bold text-slate-900 dark:text-white">${plan.priceUsd}</span>
        <span className="text-slate-600 dark:text-slate-300"> / month</span>
      </p>
      <p className="mt-2 font-medium text-slate-800 dark:text-slate-200">
        {formatCount(plan.monthlyGenerations)} generations a month
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature.label} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 shrink-0 text-indigo-700 dark:text-indigo-300" />
            <span>
              {feature.label}
              {feature.inDevelopment && (
                <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                  In Development
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanButton action={action} busy={busy} disabled={disabled} onChoose={onChoose} />
      </div>
    </li>
  );
}

function PlanButton({
  action,
  busy,
  disabled,
  onChoose,
}: {
  action: PlanCardAction;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  switch (action.kind) {
    case 'create-account':
      return (
        <button
          type="button"
          className={`${secondaryButton} w-full`}
          onClick={() => openAuthModal('signup')}
        >
          {action.label}
        </button>
      );
    case 'sign-in':
      return (
        <button
          type="button"
          className={`${primaryButton} w-full`}
          onClick={() => openAuthModal('signin')}
        >
          {action.label}
        </button>
      );
    case 'current':
      return (
        <p className="py-2 text-center text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {action.label}
        </p>
      );
    case 'upgrade':
    case 'downgrade':
      return (
        <button
          type="button"
          className={`${action.kind === 'upgrade' ? primaryButton : secondaryButton} w-full`}
          onClick={onChoose}
          disabled={disabled}
          aria-busy={busy}
        >
          {busy && <Spinner label="Please wait..." className="h-4 w-4" />}
          {action.label}
        </button>
      );
    case 'none':
      return null;
  }
}
