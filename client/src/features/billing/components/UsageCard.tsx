import { card, mutedText } from '../../../ui/styles';
import { planName } from '../../../lib/plans';
import { formatCount, formatDate } from '../format';
import { usagePercent, type Usage } from '../plan-card';

/** The seller's allowance this period: used, remaining, overage and when it resets. */
export function UsageCard({ usage }: { usage: Usage }) {
  const percent = usagePercent(usage);
  return (
    <section aria-labelledby="usage-heading" className={`${card} p-6`} data-testid="usage-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="usage-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          Usage this period
        </h2>
        <span className="rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200">
          {planName(usage.plan)}
        </span>
      </div>
      <p className="mt-4 text-lg text-slate-900 dark:text-white">
        <span className="font-semibold tabular-nums" data-testid="usage-used">
          {formatCount(usage.generationsUsed)}
        </span>{' '}
        of <span className="tabular-nums">{formatCount(usage.generationsLimit)}</span> generations
        used
      </p>
      <div
        role="progressbar"
        aria-label="Generations used this period"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className={`text-sm ${mutedText}`}>Remaining</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="usage-remaining">
            {formatCount(usage.remaining)}
          </dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>Overage</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCount(usage.overage)}</dd>
        </div>
        <div>
          <dt className={`text-sm ${mutedText}`}>Resets on</dt>
          <dd className="text-lg font-semibold" data-testid="usage-reset">
            {formatDate(usage.resetDate)}
          </dd>
        </div>
      </dl>
      {usage.overage > 0 && (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-100">
          You have generated {formatCount(usage.overage)} descriptions beyond your monthly allowance
          of {formatCount(usage.generationsLimit)}. Paid plans keep generating past the allowance;
          the extra generations are counted here as overage.
        </p>
      )}
    </section>
  );
}
