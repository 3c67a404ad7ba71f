import { useQuery } from '@apollo/client/react';
import { ItemStatsQuery } from '../graphql/items.graphql';

const COUNTERS = [
  { key: 'total', label: 'Total Items' },
  { key: 'withDescriptions', label: 'With Descriptions' },
  { key: 'pending', label: 'Pending' },
  { key: 'processing', label: 'Processing' },
] as const;

export function ItemStatsBar() {
  const { data } = useQuery(ItemStatsQuery);
  const stats = data?.itemStats;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTERS.map(({ key, label }) => (
        <div
          key={key}
          data-testid={`counter-${label.toLowerCase().replace(/ /g, '-')}`}
          className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800/60"
        >
          <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums dark:text-white">
            {stats ? stats[key].toLocaleString() : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
