import { lazy, Suspense, useState } from 'react';
import type { ReviewState } from '../../../__generated__/graphql';
import { CheckIcon, CloseIcon } from '../../../ui/Icons';
import { buttonBase } from '../../../ui/styles';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { useReviewActions } from '../hooks/useReviewActions';
import type { Item } from '../item-fields';
import { isTempId } from '../optimistic-ids';

// The rejection's dialog loads when a seller first rejects.
const RejectDialog = lazy(() =>
  import('./RejectDialog').then((module) => ({ default: module.RejectDialog })),
);

export const REVIEW_LABELS: Record<ReviewState, string> = {
  DRAFT: 'Draft',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

const BADGE: Record<ReviewState, string> = {
  DRAFT:
    'border-slate-400 bg-slate-100 text-slate-800 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100',
  APPROVED:
    'border-emerald-500 bg-emerald-50 text-emerald-900 dark:border-emerald-600 dark:bg-emerald-950/60 dark:text-emerald-100',
  REJECTED:
    'border-red-400 bg-red-50 text-red-900 dark:border-red-600 dark:bg-red-950/60 dark:text-red-100',
};

const smallButton = `${buttonBase} rounded-md border px-2 py-0.5 text-xs`;

/**
 * Review mode, under a description: its state (a draft until the seller approves or rejects
 * it), Approve, and Reject with an optional instruction that rewrites it.
 */
export function ReviewBar({ item, generating }: { item: Item; generating: boolean }) {
  const { approve, reject } = useReviewActions();
  const [rejecting, setRejecting] = useState(false);
  const opened = useOpenedOnce(rejecting);
  const state = item.reviewState;
  if (!state || item.description.trim() === '') return null;
  const name = item.name.trim() || 'this product';
  const busy = generating || isTempId(item.id);
  return (
    <div className="flex flex-wrap items-center gap-1.5 px-2 pb-1 text-xs" data-testid="review-bar">
      <span
        data-testid="review-state"
        data-state={state.toLowerCase()}
        className={`rounded-full border px-1.5 py-px font-semibold ${BADGE[state]}`}
      >
        {REVIEW_LABELS[state]}
      </span>
      {state === 'REJECTED' && item.reviewInstruction && (
        <span className="text-slate-700 dark:text-slate-200">
          Asked: &ldquo;{item.reviewInstruction}&rdquo;
        </span>
      )}
      {state !== 'APPROVED' && (
        <button
          type="button"
          className={`${smallButton} border-emerald-600 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-500 dark:text-emerald-200 dark:hover:bg-emerald-950`}
          onClick={() => void approve([item])}
          disabled={busy}
          aria-label={`Approve the description of ${name}`}
        >
          <CheckIcon width={12} height={12} />
          Approve
        </button>
      )}
      <button
        type="button"
        className={`${smallButton} border-slate-400 text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800`}
        onClick={() => setRejecting(true)}
        disabled={busy}
        aria-label={`Reject the description of ${name}`}
      >
        <CloseIcon width={12} height={12} />
        Reject
      </button>
      {opened && (
        <Suspense fallback={null}>
          <RejectDialog
            open={rejecting}
            count={1}
            onOpenChange={setRejecting}
            onReject={(instruction) => reject([item], instruction)}
          />
        </Suspense>
      )}
    </div>
  );
}
