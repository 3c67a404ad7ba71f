import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@apollo/client/react';
import { MAX_VERSIONS } from '../../../../../core/src/shared/review';
import { dialogContent } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { primaryButton, secondaryButton } from '../../../ui/styles';
import { VersionsPreviewQuery } from '../graphql/versions.graphql';
import type { Item } from '../item-fields';

function generations(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'generation' : 'generations'}`;
}

interface WriteVersionsDialogProps {
  item: Item;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/**
 * "Write 3 versions" asks first: what it uses (one generation per version) and what is left,
 * from the same preview Generate All reads.
 */
export function WriteVersionsDialog({
  item,
  open,
  onOpenChange,
  onConfirm,
}: WriteVersionsDialogProps) {
  const { data } = useQuery(VersionsPreviewQuery, {
    variables: { itemId: item.id, versions: MAX_VERSIONS },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const preview = data?.generateAllPreview;
  const name = item.name.trim() || 'this product';
  const sentences: string[] = [];
  if (preview) {
    sentences.push(
      `This uses ${generations(preview.willUse)}, one per version; you have ${preview.remaining.toLocaleString()} left this month.`,
    );
    if (preview.goesIntoOverage) {
      sentences.push('Those beyond your plan count as overage on your next bill.');
    } else if (preview.willUse > preview.remaining && !preview.blockedReason) {
      sentences.push(
        `Only ${preview.remaining.toLocaleString()} can be written: you choose among those.`,
      );
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className={dialogContent} data-testid="write-versions-confirm">
          <Dialog.Title className="text-lg font-semibold">
            Write {MAX_VERSIONS} versions of {name}?
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {preview ? (
                (preview.blockedReason ? [preview.blockedReason] : sentences).map((line) => (
                  <p key={line}>{line}</p>
                ))
              ) : (
                <Spinner label="Working out the cost..." className="h-4 w-4" />
              )}
              <p>
                You pick the one to use; the others, and the current description, stay with the
                product and can be restored.
              </p>
            </div>
          </Dialog.Description>
          <form
            className="mt-6 flex flex-wrap justify-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              onOpenChange(false);
              onConfirm();
            }}
          >
            <Dialog.Close asChild>
              <button type="button" className={secondaryButton}>
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="submit"
              className={primaryButton}
              disabled={!preview || preview.blockedReason !== null || preview.willUse === 0}
            >
              Write {MAX_VERSIONS} versions
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
