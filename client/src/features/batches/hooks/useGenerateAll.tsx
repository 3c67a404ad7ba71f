import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';
import { CONFIRM_ABOVE_ITEMS } from '../batch-state';
import { useStartBatch, type BatchPreview } from './useStartBatch';

// The confirm dialog's code loads when a batch first asks.
const BatchConfirmDialog = lazy(() =>
  import('../components/BatchConfirmDialog').then((module) => ({
    default: module.BatchConfirmDialog,
  })),
);

interface Asking {
  preview: BatchPreview;
  onlyFailed: boolean;
  answer: (go: boolean) => void;
}

/** Big batches, and batches that cost extra or will not finish, ask first. */
export function needsConfirmation(preview: BatchPreview): boolean {
  return (
    preview.itemCount > CONFIRM_ABOVE_ITEMS ||
    preview.goesIntoOverage ||
    (!preview.goesIntoOverage && preview.willUse > preview.remaining)
  );
}

/**
 * Generate All as a button runs it: the preview first (a confirm dialog for big batches, the
 * blocked reason when it cannot run), then the batch. Render `dialog` next to the button.
 */
/** What a Generate All run asks for (the options dialog sets the last four). */
export interface GenerateAllOptions {
  onlyFailed?: boolean;
  itemIds?: string[];
  versions?: number;
  rewrite?: boolean;
  force?: boolean;
  /** The seller already confirmed (the options dialog showed the cost). */
  confirmed?: boolean;
}

export function useGenerateAll(): {
  run: (options?: GenerateAllOptions) => Promise<void>;
  starting: boolean;
  dialog: ReactNode;
} {
  const startBatch = useStartBatch();
  const [starting, setStarting] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const busy = useRef(false);
  const asked = useOpenedOnce(asking !== null);

  const run = useCallback(
    async ({ onlyFailed = false, confirmed = false, ...rest }: GenerateAllOptions = {}) => {
      if (busy.current) return;
      busy.current = true;
      setStarting(true);
      try {
        await startBatch({
          ...rest,
          onlyFailed,
          confirm: (preview) =>
            !confirmed && needsConfirmation(preview)
              ? new Promise<boolean>((answer) => setAsking({ preview, onlyFailed, answer }))
              : Promise.resolve(true),
        });
      } finally {
        busy.current = false;
        setStarting(false);
      }
    },
    [startBatch],
  );

  const answer = (go: boolean) => {
    asking?.answer(go);
    setAsking(null);
  };

  const dialog = asked && (
    <Suspense fallback={null}>
      <BatchConfirmDialog
        preview={asking?.preview ?? null}
        onlyFailed={asking?.onlyFailed ?? false}
        onAnswer={answer}
      />
    </Suspense>
  );
  return { run, starting: starting && asking === null, dialog };
}
