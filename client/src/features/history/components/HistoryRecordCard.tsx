import type { GenerationRecordFieldsFragment } from '../../../__generated__/graphql';
import { AlertTriangleIcon, CopyIcon, TrashIcon } from '../../../ui/Icons';
import { card, iconButton, mutedText } from '../../../ui/styles';
import { formatDateTime } from '../history-filter';

const chip =
  'inline-flex items-center rounded-full border border-slate-300 px-2 py-0.5 text-xs text-slate-700 dark:border-slate-600 dark:text-slate-200';

/** One generation attempt: what was written, for which product, with which settings. */
export function HistoryRecordCard({
  record,
  onCopy,
  onDelete,
  deleting = false,
}: {
  record: GenerationRecordFieldsFragment;
  onCopy?: (text: string) => void;
  onDelete?: (record: GenerationRecordFieldsFragment) => void;
  deleting?: boolean;
}) {
  const failed = record.outcome === 'FAILED';
  const label = record.itemName || record.itemSku || 'Untitled product';
  return (
    <article
      className={`${card} p-4`}
      data-testid="history-record"
      aria-labelledby={`history-${record.id}`}
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3
            id={`history-${record.id}`}
            className="font-semibold break-words text-slate-900 dark:text-white"
          >
            {label}
          </h3>
          <p className={`text-xs ${mutedText}`}>
            {record.itemSku && (
              <>
                SKU <span className="font-mono">{record.itemSku}</span> ·{' '}
              </>
            )}
            <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
            {record.providerName && !failed && <> · by {record.providerName}</>}
            {record.fallbackUsed && !failed && <> (fallback)</>}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {onCopy && !failed && (
            <button
              type="button"
              className={iconButton}
              aria-label={`Copy description of ${label}`}
              title="Copy description"
              onClick={() => onCopy(record.description)}
            >
              <CopyIcon />
            </button>
          )}
          {onDelete && (
            <button
              type="button"
              className={iconButton}
              aria-label={`Delete history record of ${label}`}
              title="Delete"
              disabled={deleting}
              onClick={() => onDelete(record)}
            >
              <TrashIcon />
            </button>
          )}
        </div>
      </div>
      {failed ? (
        <p
          className="mt-3 flex items-start gap-2 text-sm text-red-800 dark:text-red-300"
          data-testid="history-record-failed"
        >
          <AlertTriangleIcon width={16} height={16} className="mt-0.5 shrink-0" />
          <span>Generation failed{record.error ? `: ${record.error}` : ''}</span>
        </p>
      ) : (
        <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200">
          {record.description}
        </p>
      )}
      {!failed && record.claimWarnings.length > 0 && (
        <p className="mt-2 text-xs font-medium text-amber-900 dark:text-amber-200">
          Check: {record.claimWarnings.join(', ')}
        </p>
      )}
      {!failed && record.lengthNote && (
        <p
          className="mt-2 text-xs font-medium text-sky-900 dark:text-sky-200"
          data-testid="history-length-note"
        >
          {record.lengthNote}
        </p>
      )}
      {!failed && record.revised && (
        <p
          className="mt-2 text-xs text-slate-600 dark:text-slate-300"
          data-testid="history-revised"
        >
          The first answer was too short and was sent back once; the better one was kept.
        </p>
      )}
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Settings used">
        <li className={chip}>{record.writingStyle}</li>
        <li className={chip}>{record.tone}</li>
        <li className={chip}>{record.targetAudience}</li>
        <li className={chip}>{record.industry}</li>
        <li className={chip}>{record.language}</li>
        <li className={chip} data-testid="history-length">
          {record.characterCount} target
          {!failed && ` · ${record.description.length} written`}
        </li>
      </ul>
    </article>
  );
}
