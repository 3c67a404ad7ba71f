import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { ItemStatsQuery } from '../../items';

export interface DescriptionProgress {
  total: number;
  complete: number;
  pending: number;
  /** complete / total in percent, rounded (SPEC §4); 0 with no items. */
  percent: number;
}

export function descriptionProgress(stats: {
  total: number;
  withDescriptions: number;
  pending: number;
}): DescriptionProgress {
  const { total, withDescriptions: complete, pending } = stats;
  return {
    total,
    complete,
    pending,
    percent: total > 0 ? Math.round((complete / total) * 100) : 0,
  };
}

/** The item counters as the Shopify tab shows them, from the same cached query as the table's. */
export function useDescriptionProgress(): DescriptionProgress | null {
  const { data } = useQuery(ItemStatsQuery);
  return data?.itemStats ? descriptionProgress(data.itemStats) : null;
}

/** Total / Complete / Pending / Progress % and a bar. */
export function ShopifyStats({ progress }: { progress: DescriptionProgress | null }) {
  const barLabelId = useId();
  const counters = [
    { key: 'total', label: 'Total', value: progress?.total },
    { key: 'complete', label: 'Complete', value: progress?.complete },
    { key: 'pending', label: 'Pending', value: progress?.pending },
  ] as const;

  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counters.map(({ key, label, value }) => (
          <div
            key={key}
            data-testid={`shopify-stat-${key}`}
            className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800/60"
          >
            <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
              {value === undefined ? '–' : value.toLocaleString()}
            </dd>
          </div>
        ))}
        <div
          data-testid="shopify-stat-progress"
          className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800/60"
        >
          <dt id={barLabelId} className="text-xs font-medium text-slate-600 dark:text-slate-300">
            Progress
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
            {progress ? `${progress.percent}%` : '–'}
          </dd>
        </div>
      </dl>
      <div
        role="progressbar"
        aria-labelledby={barLabelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress?.percent ?? 0}
        aria-valuetext={
          progress
            ? `${progress.percent}% — ${progress.complete} of ${progress.total} items have a description`
            : undefined
        }
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-emerald-600 transition-[width] dark:bg-emerald-400"
          style={{ width: `${progress?.percent ?? 0}%` }}
        />
      </div>
    </div>
  );
}
