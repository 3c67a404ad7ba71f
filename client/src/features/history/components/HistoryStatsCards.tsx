import { useQuery } from '@apollo/client/react';
import { Spinner } from '../../../ui/Spinner';
import { card, mutedText } from '../../../ui/styles';
import { HistoryStatsQuery } from '../graphql/history.graphql';
import { localTimeZone } from '../history-filter';
import { LoadError } from '../../../ui/LoadError';

const NUMBER = new Intl.NumberFormat('en-US');

/** Totals over the whole history; the success rate comes from recorded outcomes. */
export function HistoryStatsCards() {
  const { data, loading, error, refetch } = useQuery(HistoryStatsQuery, {
    variables: { timeZone: localTimeZone() },
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.historyStats;

  if (!stats) {
    if (loading) return <Spinner label="Loading statistics..." />;
    if (error) {
      return <LoadError message="Your statistics could not be loaded." onRetry={refetch} />;
    }
    return null;
  }

  const cards: { id: string; label: string; value: string; hint?: string }[] = [
    { id: 'total', label: 'Total', value: NUMBER.format(stats.total) },
    { id: 'this-month', label: 'This Month', value: NUMBER.format(stats.thisMonth) },
    {
      id: 'this-week',
      label: 'This Week',
      value: NUMBER.format(stats.thisWeek),
      hint: 'Last 7 days',
    },
    { id: 'today', label: 'Today', value: NUMBER.format(stats.today) },
    {
      id: 'avg-length',
      label: 'Avg. Length',
      value: `${NUMBER.format(stats.avgLength)} chars`,
    },
    {
      id: 'success-rate',
      label: 'Success Rate',
      value: stats.successRate === null ? '—' : `${stats.successRate}%`,
      hint:
        stats.attempts === 0
          ? 'No attempts yet'
          : `${NUMBER.format(stats.attempts - stats.failed)} of ${NUMBER.format(stats.attempts)} attempts`,
    },
  ];

  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Statistics">
      {cards.map((item) => (
        <div key={item.id} className={`${card} p-4`} data-testid={`history-stat-${item.id}`}>
          <dt className={`text-sm ${mutedText}`}>{item.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">
            {item.value}
          </dd>
          {item.hint && <dd className={`mt-1 text-xs ${mutedText}`}>{item.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}
