import { useQuery } from '@apollo/client/react';
import { useEffect, useId } from 'react';
import { SparklesIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import { mutedText, primaryButton } from '../../../ui/styles';
import { ItemStatsQuery } from '../../items/graphql/items.graphql';
import { GenerateAllPreviewQuery } from '../graphql/batches.graphql';
import { isActiveBatch } from '../batch-state';
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

interface Preview {
  itemCount: number;
  willUse: number;
  remaining: number;
  goesIntoOverage: boolean;
  blockedReason: string | null;
}

/** What the button would do, said before it is pressed: generations used and left. */
export function previewCaption(preview: Preview): string {
  if (preview.blockedReason) return 'No generations left';
  if (preview.itemCount === 0) return 'Nothing to generate';
  const uses = `Uses ${preview.willUse.toLocaleString()}`;
  const left = `${preview.remaining.toLocaleString()} left`;
  if (preview.goesIntoOverage) return `${uses} · ${left}, the rest as overage`;
  if (preview.willUse > preview.remaining) return `${uses} · ${left}: stops after ${left}`;
  return `${uses} · ${left}`;
}

/**
 * The preview, read again whenever the table's counters change — but not while a batch runs
 * (the counters move with every item then, and the caption is hidden anyway).
 */
function usePreview(running: boolean): Preview | null {
  const { data: stats } = useQuery(ItemStatsQuery, { fetchPolicy: 'cache-only' });
  const counts = stats?.itemStats;
  const key = counts
    ? `${counts.total}:${counts.withDescriptions}:${counts.pending}:${counts.processing}`
    : '';
  const { data, refetch } = useQuery(GenerateAllPreviewQuery, {
    variables: { onlyFailed: false },
    fetchPolicy: 'cache-and-network',
    skip: running,
  });
  useEffect(() => {
    if (key && !running) refetch().catch(() => undefined);
  }, [key, running, refetch]);
  return data?.generateAllPreview ?? null;
}

/**
 * Generate All: writes a description for every named item that has none (or failed last
 * time). Big batches ask first; a running batch is shown rather than started twice.
 */
export function GenerateAllButton({ label = 'Generate All' }: { label?: string }) {
  const { run, starting, dialog } = useGenerateAll();
  const batch = useShownBatch();
  const running = batch !== null && isActiveBatch(batch);
  const busy = starting || running;
  const preview = usePreview(running);
  const captionId = useId();

  return (
    <>
      <button
        type="button"
        data-testid="generate-all-button"
        className={`${primaryButton} ${softDisabled}`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={preview && !running ? captionId : undefined}
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
      {preview && !running && (
        <span id={captionId} data-testid="generate-all-preview" className={`text-xs ${mutedText}`}>
          {previewCaption(preview)}
        </span>
      )}
      {dialog}
    </>
  );
}
