import { useQuery } from '@apollo/client/react';
import { ItemStatsQuery } from '../graphql/items.graphql';
import { useReviewMode } from '../hooks/useReviewMode';

const COUNTERS = [
  { key: 'total', label: 'Total Items' },
  { key: 'withDescriptions', label: 'With Descriptions' },
  { key: 'pending', label: 'Pending' },
  { key: 'processing', label: 'Processing' },
] as const;

// Review mode's counters, shown while it is on.
const REVIEW_COUNTERS = [
  { key: 'drafts', label: 'Drafts' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
] as const;

type Counter = (typeof COUNTERS)[number] | (typeof REVIEW_COUNTERS)[number];

export function ItemStatsBar() {
  const { data } = useQuery(ItemStatsQuery);
  const reviewMode = useReviewMode();
  const stats = data?.itemStats;
  const counter = ({ key, label }: Counter) => (
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
  );
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">{COUNTERS.map(counter)}</dl>
      {reviewMode && (
        <dl aria-label="Review" className="mt-3 grid grid-cols-3 gap-3">
          {REVIEW_COUNTERS.map(counter)}
        </dl>
      )}
    </>
  );
}
