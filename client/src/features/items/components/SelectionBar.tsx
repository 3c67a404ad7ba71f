import {
  CheckIcon,
  CloseIcon,
  DuplicateIcon,
  LockIcon,
  SparklesIcon,
  TrashIcon,
} from '../../../ui/Icons';
import type { GenerationLock } from '../../auth';
import { Spinner } from '../../../ui/Spinner';
import { ghostButton, primaryButton, secondaryButton } from '../../../ui/styles';

interface SelectionBarProps {
  count: number;
  /** Nothing left to generate with: Generate shows the lock and leads on. */
  lock: GenerationLock | null;
  starting: boolean;
  onGenerate: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onClear: () => void;
  /** Review mode is on: the selection can be approved or rejected. */
  review: { onApprove: () => void; onReject: () => void } | null;
}

/** What can be done to the selected rows at once: generate, review, copy, delete. */
export function SelectionBar({
  count,
  lock,
  starting,
  onGenerate,
  onDuplicate,
  onDelete,
  onClear,
  review,
}: SelectionBarProps) {
  const what = `${count.toLocaleString()} ${count === 1 ? 'product' : 'products'}`;
  return (
    <div
      role="toolbar"
      aria-label="Selected products"
      data-testid="selection-bar"
      className="mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-100"
    >
      <p className="mr-auto font-medium" aria-live="polite">
        {what} selected
      </p>
      <button
        type="button"
        className={`${primaryButton} py-1.5`}
        onClick={lock ? lock.goOn : onGenerate}
        disabled={starting}
        aria-disabled={lock ? true : undefined}
        title={lock?.reason}
        aria-busy={starting || undefined}
      >
        {starting ? (
          <Spinner label="Starting..." className="h-4 w-4" />
        ) : lock ? (
          <LockIcon />
        ) : (
          <SparklesIcon />
        )}
        Generate selected
      </button>
      {review && (
        <>
          <button type="button" className={`${secondaryButton} py-1.5`} onClick={review.onApprove}>
            <CheckIcon />
            Approve selected
          </button>
          <button type="button" className={`${secondaryButton} py-1.5`} onClick={review.onReject}>
            <CloseIcon />
            Reject selected
          </button>
        </>
      )}
      <button type="button" className={`${secondaryButton} py-1.5`} onClick={onDuplicate}>
        <DuplicateIcon />
        Copy selected
      </button>
      <button
        type="button"
        className={`${secondaryButton} py-1.5 text-red-800 dark:text-red-300`}
        onClick={onDelete}
      >
        <TrashIcon />
        Delete selected
      </button>
      <button type="button" className={`${ghostButton} py-1.5`} onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
