import * as Dialog from '@radix-ui/react-dialog';
import { DialogCancel, dialogContent } from '../../../ui/ConfirmDialog';
import { primaryButton } from '../../../ui/styles';
import type { BatchPreview } from '../hooks/useStartBatch';
import { NotReadyList } from './NotReadyList';

function generations(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'generation' : 'generations'}`;
}

/** What the batch will cost, in the seller's words. */
export function previewSentences(preview: BatchPreview): string[] {
  const sentences = [
    `This will use ${generations(preview.willUse)}; you have ${preview.remaining.toLocaleString()} left this month.`,
  ];
  if (preview.goesIntoOverage) {
    const extra = Math.max(0, preview.willUse - preview.remaining);
    sentences.push(
      `${generations(extra)} beyond your plan's ${preview.quota.toLocaleString()} a month will count as overage on your next bill.`,
    );
  } else if (preview.willUse > preview.remaining) {
    sentences.push(
      `Generate All will stop when your ${preview.remaining.toLocaleString()} remaining ${
        preview.remaining === 1 ? 'generation is' : 'generations are'
      } used; the other items will wait for next month or an upgrade.`,
    );
  }
  if (preview.notice) sentences.push(preview.notice);
  return sentences;
}

interface BatchConfirmDialogProps {
  /** Open while there is a preview to confirm. */
  preview: BatchPreview | null;
  onlyFailed: boolean;
  onAnswer: (go: boolean) => void;
}

/** Asks before a big Generate All (or one that costs extra) starts. */
export function BatchConfirmDialog({ preview, onlyFailed, onAnswer }: BatchConfirmDialogProps) {
  const count = preview?.itemCount ?? 0;
  const what = `${count.toLocaleString()} ${count === 1 ? 'description' : 'descriptions'}`;
  return (
    <Dialog.Root open={preview !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className={dialogContent} data-testid="generate-all-confirm">
          <Dialog.Title className="text-lg font-semibold">
            {onlyFailed ? `Retry ${what}?` : `Generate ${what}?`}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {preview && previewSentences(preview).map((line) => <p key={line}>{line}</p>)}
              {preview && <NotReadyList count={preview.notReadyCount} items={preview.notReady} />}
              <p>Items run one after another; you can cancel at any time.</p>
            </div>
          </Dialog.Description>
          <form
            className="mt-6 flex flex-wrap justify-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              onAnswer(true);
            }}
          >
            <DialogCancel />
            <button type="submit" className={primaryButton}>
              {onlyFailed ? 'Retry failed' : 'Generate All'}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
