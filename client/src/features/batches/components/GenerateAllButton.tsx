import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { LockIcon, SparklesIcon } from '../../../ui/Icons';
import { useGenerationLock } from '../../auth';
import { Spinner } from '../../../ui/Spinner';
import { mutedText, primaryButton, secondaryButton } from '../../../ui/styles';
import {
  GENERATE_ALL_PREVIEW_VARIABLES,
  GenerateAllPreviewQuery,
} from '../graphql/batches.graphql';
import { isActiveBatch } from '../batch-state';
import { useGenerateAll } from '../hooks/useGenerateAll';
import { useShownBatch } from '../hooks/useShownBatch';
import type { BatchPreview } from '../hooks/useStartBatch';
import { BATCH_PANEL_ID } from './BatchProgressPanel';

const softDisabled = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

// The options dialog (versions, rewriting described products) loads when first opened.
const GenerateAllOptionsDialog = lazy(() =>
  import('./GenerateAllOptionsDialog').then((module) => ({
    default: module.GenerateAllOptionsDialog,
  })),
);

/** Moves the seller to the progress of the batch that is already running. */
function showProgress(): void {
  const panel = document.getElementById(BATCH_PANEL_ID);
  if (!panel) return;
  panel.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  panel.focus({ preventScroll: true });
}

type Preview = Pick<
  BatchPreview,
  'itemCount' | 'willUse' | 'remaining' | 'goesIntoOverage' | 'blockedReason' | 'notReadyCount'
>;

/** What the button would do, said before it is pressed: generations used and left. */
export function previewCaption(preview: Preview): string {
  if (preview.blockedReason) return 'No generations left';
  const notReady =
    preview.notReadyCount > 0 ? `${preview.notReadyCount.toLocaleString()} not ready` : null;
  if (preview.itemCount === 0)
    return notReady ? `Nothing ready · ${notReady}` : 'Nothing to generate';
  const uses = `Uses ${preview.willUse.toLocaleString()}`;
  const left = `${preview.remaining.toLocaleString()} left`;
  let caption = `${uses} · ${left}`;
  if (preview.goesIntoOverage) caption = `${uses} · ${left}, the rest as overage`;
  else if (preview.willUse > preview.remaining) caption = `${uses} · ${left}: stops after ${left}`;
  return notReady ? `${caption} · ${notReady}` : caption;
}

/**
 * What Generate All would do now: the one cached answer the caption, the Shopify tab's count
 * and the confirm dialog all read. It is read again after every change that can move it
 * (refreshItemCounters), and not while a batch runs (the caption is hidden then).
 */
export function useGenerateAllPreview(running = false): BatchPreview | null {
  const { data } = useQuery(GenerateAllPreviewQuery, {
    variables: GENERATE_ALL_PREVIEW_VARIABLES,
    fetchPolicy: 'cache-and-network',
    skip: running,
  });
  return data?.generateAllPreview ?? null;
}

/**
 * Generate All: writes a description for every named item that has none (or failed last
 * time). Big batches ask first; a running batch is shown rather than started twice.
 */
export function GenerateAllButton({ showCount = false }: { showCount?: boolean }) {
  const { run, starting, dialog } = useGenerateAll();
  const batch = useShownBatch();
  const running = batch !== null && isActiveBatch(batch);
  const busy = starting || running;
  const preview = useGenerateAllPreview(running);
  const lock = useGenerationLock();
  const locked = lock !== null && !busy;
  const captionId = useId();
  const [choosing, setChoosing] = useState(false);
  const chose = useOpenedOnce(choosing);
  // The Shopify tab's "Generate All (n)": n is what the caption counts, from the same answer.
  const label =
    showCount && preview && !running
      ? `Generate All (${preview.itemCount.toLocaleString()})`
      : 'Generate All';

  return (
    <>
      <button
        type="button"
        data-testid="generate-all-button"
        className={`${primaryButton} ${softDisabled}`}
        aria-disabled={busy || locked || undefined}
        aria-busy={busy || undefined}
        aria-describedby={(preview || locked) && !running ? captionId : undefined}
        data-locked={locked || undefined}
        onClick={() => {
          if (running) showProgress();
          else if (locked) lock.goOn();
          else if (!starting) void run();
        }}
      >
        {busy ? (
          <Spinner
            label={running ? 'Generating descriptions...' : 'Starting...'}
            className="h-4 w-4"
          />
        ) : locked ? (
          <LockIcon />
        ) : (
          <SparklesIcon />
        )}
        {label}
      </button>
      {!showCount && (
        <button
          type="button"
          data-testid="generate-all-options-button"
          className={`${secondaryButton} ${softDisabled}`}
          aria-disabled={busy || locked || undefined}
          onClick={() => {
            if (running) showProgress();
            else if (locked) lock.goOn();
            else if (!starting) setChoosing(true);
          }}
        >
          Options…
        </button>
      )}
      {locked ? (
        <span id={captionId} data-testid="generate-all-preview" className={`text-xs ${mutedText}`}>
          {lock.reason}
        </span>
      ) : (
        preview &&
        !running && (
          <span
            id={captionId}
            data-testid="generate-all-preview"
            className={`text-xs ${mutedText}`}
          >
            {previewCaption(preview)}
          </span>
        )
      )}
      {dialog}
      {chose && (
        <Suspense fallback={null}>
          <GenerateAllOptionsDialog
            open={choosing}
            onOpenChange={setChoosing}
            onStart={(options) => void run(options)}
          />
        </Suspense>
      )}
    </>
  );
}
