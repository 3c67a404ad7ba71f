import type { ItemStatus } from '../../../__generated__/graphql';
import { STATUS_LABELS } from '../item-fields';

const STATUS_CLASSES: Record<Exclude<ItemStatus, 'IDLE'>, string> = {
  QUEUED: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  GENERATING: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** Generation state of a row, with why it failed; nothing for idle rows. */
export function StatusBadge({
  status,
  message = null,
}: {
  status: ItemStatus;
  /** Why the last generation failed or did not run (Item.statusMessage). */
  message?: string | null;
}) {
  if (status === 'IDLE') return null;
  const badge = (
    <span
      data-testid="item-status"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[status]}`}
    >
      {status === 'GENERATING' && (
        <span aria-hidden="true" className="h-1.5 w-1.5 animate-pulse rounded-full bg-current" />
      )}
      {STATUS_LABELS[status]}
    </span>
  );
  if (status !== 'FAILED' || !message) return badge;
  return (
    <span className="flex max-w-full flex-col items-start gap-0.5">
      {badge}
      <span
        data-testid="item-status-message"
        title={message}
        className="line-clamp-2 text-xs break-words text-red-800 dark:text-red-300"
      >
        {message}
      </span>
    </span>
  );
}
