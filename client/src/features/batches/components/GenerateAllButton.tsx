import { SparklesIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import { primaryButton } from '../../../ui/styles';
import { isActiveBatch } from '../batch-state';
import { useBatchFeed } from '../hooks/useBatchFeed';
import { useGenerateAll } from '../hooks/useGenerateAll';
import { useShownBatch } from '../hooks/useShownBatch';
import { BATCH_PANEL_ID } from './BatchProgressPanel';

const softDisabled = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** Moves the seller to the progress of the batch that is already running. */
function showProgress(): void {
  const panel = document.getElementById(BATCH_PANEL_ID);
  if (!panel) return;
  panel.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  panel.focus({ preventScroll: true });
}

/**
 * Generate All: writes a description for every named item that has none (or failed last
 * time). Big batches ask first; a running batch is shown rather than started twice.
 */
export function GenerateAllButton({ label = 'Generate All' }: { label?: string }) {
  useBatchFeed();
  const { run, starting, dialog } = useGenerateAll();
  const batch = useShownBatch();
  const running = batch !== null && isActiveBatch(batch);
  const busy = starting || running;

  return (
    <>
      <button
        type="button"
        data-testid="generate-all-button"
        className={`${primaryButton} ${softDisabled}`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (running) showProgress();
          else if (!starting) void run();
        }}
      >
        {busy ? (
          <Spinner
            label={running ? 'Generating descriptions...' : 'Starting...'}
            className="h-4 w-4"
          />
        ) : (
          <SparklesIcon />
        )}
        {label}
      </button>
      {dialog}
    </>
  );
}
