import { useMutation } from '@apollo/client/react';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast';
import { openAuthModal, useSession } from '../../auth';
import type { BatchStatus } from '../../../__generated__/graphql';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { CloseIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import { iconButton, primaryButton, secondaryButton } from '../../../ui/styles';
import { rateLabel, timeLeftLabel } from '../batch-rate';
import type { RateEstimate } from '../batch-rate';
import {
  batchDone,
  hasRetryableItems,
  isActiveBatch,
  itemsLabel,
  stoppedAtLimit,
  stoppedAtLimitText,
  type Batch,
} from '../batch-state';
import { NotReadyList } from './NotReadyList';
import { CancelBatchMutation } from '../graphql/batches.graphql';
import { useBatchTracker, useTrackerView } from '../hooks/useBatchTracker';
import { useGenerateAll } from '../hooks/useGenerateAll';
import { useShownBatch } from '../hooks/useShownBatch';

export const BATCH_PANEL_ID = 'generate-all-progress';

const STATUS_LABELS: Record<BatchStatus, string> = {
  QUEUED: 'Starting...',
  RUNNING: 'Generating...',
  COMPLETED: 'Finished',
  CANCELLED: 'Cancelled',
  STOPPED: 'Stopped',
};

function focusGenerateAll(): void {
  document.querySelector<HTMLElement>('[data-testid="generate-all-button"]')?.focus();
}

/**
 * Generate All's progress: a bar, "12 of 200 done", how many are being written right now,
 * the pace and the time left, failures, Cancel while it runs, and Retry failed when it ended
 * with failures. The live region says how it ended.
 */
export function BatchProgressPanel() {
  const batch = useShownBatch();
  const { announcement, rate } = useTrackerView();
  return (
    <>
      {batch && <BatchProgressCard batch={batch} rate={rate} />}
      <p role="status" aria-live="polite" className="sr-only" data-testid="batch-announcement">
        {announcement}
      </p>
    </>
  );
}

function BatchProgressCard({ batch, rate }: { batch: Batch; rate: RateEstimate | null }) {
  const tracker = useBatchTracker();
  const navigate = useNavigate();
  const { viewer, isSignedIn } = useSession();
  const isGuest = !isSignedIn || viewer?.kind === 'GUEST';
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const { run, starting, dialog } = useGenerateAll();
  const [cancelBatch, { loading: cancelling }] = useMutation(CancelBatchMutation, {
    context: INLINE_ERRORS,
  });

  const active = isActiveBatch(batch);
  const atLimit = stoppedAtLimit(batch);
  // Stopped at the limit: the bar shows what was written, not what was passed over.
  const done = atLimit ? batch.succeeded : batchDone(batch);
  const percent = batch.total > 0 ? Math.round((done / batch.total) * 100) : 0;
  const progressText = atLimit
    ? stoppedAtLimitText(batch, isGuest)
    : `${done.toLocaleString()} of ${batch.total.toLocaleString()} done`;
  // With nothing left to spend, rerunning cannot help: the way on is an upgrade (or sign-up).
  const usedUp = (viewer?.usage.remaining ?? 1) <= 0 && (isGuest || viewer?.usage.plan === 'FREE');

  const onCancel = async () => {
    try {
      const { data } = await cancelBatch({ variables: { id: batch.id } });
      if (data) tracker.follow(data.cancelBatch);
    } catch (error) {
      toast.error('Could not cancel Generate All', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
    cardRef.current?.focus();
  };

  const onDismiss = () => {
    tracker.dismiss();
    focusGenerateAll();
  };
  const finishing = batch.status === 'CANCELLED' && batch.generating > 0;

  return (
    <section
      ref={cardRef}
      id={BATCH_PANEL_ID}
      aria-labelledby={headingId}
      data-testid="batch-progress"
      data-batch-status={batch.status.toLowerCase()}
      // Focused (no tab stop) when Generate All is pressed while this batch runs.
      tabIndex={-1}
      className="rounded-lg border border-indigo-200 bg-indigo-50/60 p-4 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:border-indigo-800 dark:bg-indigo-950/40"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {batch.onlyFailed ? 'Retry failed' : 'Generate All'}
          <span className="font-normal text-slate-700 dark:text-slate-300">
            {' '}
            — <span data-testid="batch-status">{STATUS_LABELS[batch.status]}</span>
          </span>
        </h3>
        {!active && (
          <button
            type="button"
            className={`${iconButton} h-8 w-8`}
            aria-label="Close Generate All progress"
            onClick={onDismiss}
          >
            <CloseIcon />
          </button>
        )}
      </div>

      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={batch.total}
        aria-valuenow={done}
        aria-valuetext={progressText}
        data-testid="batch-progressbar"
        className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-500 dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-800 dark:text-slate-200">
        <p data-testid="batch-progress-text" className="font-medium tabular-nums">
          {progressText}
        </p>
        {active && batch.generating > 0 && (
          <p data-testid="batch-generating-count" className="tabular-nums">
            {batch.generating.toLocaleString()} writing now
          </p>
        )}
        {active && rate && (
          <p data-testid="batch-rate" className="tabular-nums">
            {rateLabel(rate.itemsPerMinute)}
            {rate.secondsLeft !== null && ` · ${timeLeftLabel(rate.secondsLeft)}`}
          </p>
        )}
        {finishing && (
          <p data-testid="batch-finishing">
            {itemsLabel(batch.generating)} already being written will finish and count
          </p>
        )}
        {batch.failed > 0 && (
          <p data-testid="batch-failed-count" className="text-red-800 dark:text-red-300">
            {itemsLabel(batch.failed)} failed
          </p>
        )}
        {batch.skipped > 0 && !active && !atLimit && (
          <p data-testid="batch-skipped-count">{itemsLabel(batch.skipped)} not run</p>
        )}
        {!active && batch.samenessFlagged > 0 && (
          <p data-testid="batch-sameness-count" className="text-amber-900 dark:text-amber-200">
            {itemsLabel(batch.samenessFlagged)} read like others in your catalogue (marked on their
            rows)
          </p>
        )}
      </div>
      {atLimit && (
        <p data-testid="batch-stop-reason" className="mt-2 text-sm text-red-800 dark:text-red-300">
          {batch.stopReason}
        </p>
      )}
      <NotReadyList
        count={batch.notReadyCount}
        items={batch.notReady}
        className="mt-2 text-slate-800 dark:text-slate-200"
      />

      <div className="mt-3 flex flex-wrap gap-2">
        {active ? (
          <button
            type="button"
            className={`${secondaryButton} py-1.5`}
            disabled={cancelling}
            aria-busy={cancelling || undefined}
            onClick={() => void onCancel()}
          >
            {cancelling && <Spinner label="Cancelling..." className="h-4 w-4" />}
            Cancel
          </button>
        ) : usedUp && (atLimit || batch.failed > 0) ? (
          <button
            type="button"
            className={`${primaryButton} py-1.5`}
            data-testid="batch-upgrade"
            onClick={() => (isGuest ? openAuthModal('signup') : void navigate('/billing-plans'))}
          >
            {isGuest ? 'Sign up for 25 a month' : 'Upgrade your plan'}
          </button>
        ) : (
          hasRetryableItems(batch) && (
            <button
              type="button"
              className={`${primaryButton} py-1.5`}
              disabled={starting}
              aria-busy={starting || undefined}
              onClick={() => void run({ onlyFailed: true })}
            >
              {starting && <Spinner label="Starting..." className="h-4 w-4" />}
              Retry failed
            </button>
          )
        )}
      </div>
      {dialog}
    </section>
  );
}
