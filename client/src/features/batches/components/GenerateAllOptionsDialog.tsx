import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MAX_VERSIONS } from '../../../../../core/src/shared/review';
import { dialogContent } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { primaryButton, secondaryButton } from '../../../ui/styles';
import { GenerateAllPreviewQuery } from '../graphql/batches.graphql';
import type { GenerateAllOptions } from '../hooks/useGenerateAll';
import { previewSentences } from './BatchConfirmDialog';
import { NotReadyList } from './NotReadyList';

const checkbox = 'mt-0.5 h-4 w-4 shrink-0 accent-indigo-600';
const option = 'flex items-start gap-2 text-sm text-slate-800 dark:text-slate-100';

interface GenerateAllOptionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStart: (options: GenerateAllOptions) => void;
}

/**
 * Generate All with options: several versions of each product, and rewriting products that
 * already have descriptions, where those unchanged since (fields and settings) are skipped and
 * not charged unless "Regenerate anyway". The cost is read afresh for every choice and said
 * before the seller starts.
 */
export function GenerateAllOptionsDialog({
  open,
  onOpenChange,
  onStart,
}: GenerateAllOptionsDialogProps) {
  const [versions, setVersions] = useState(false);
  const [rewrite, setRewrite] = useState(false);
  const [force, setForce] = useState(false);
  const chosen = {
    versions: versions ? MAX_VERSIONS : 1,
    rewrite,
    force: rewrite && force,
  };
  const { data } = useQuery(GenerateAllPreviewQuery, {
    variables: { onlyFailed: false, itemIds: null, ...chosen },
    fetchPolicy: 'network-only',
    skip: !open,
  });
  const preview = data?.generateAllPreview;
  const count = preview?.itemCount ?? 0;
  const products = `${count.toLocaleString()} ${count === 1 ? 'product' : 'products'}`;
  const unchanged = preview?.unchangedCount ?? 0;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className={dialogContent} data-testid="generate-all-options">
          <Dialog.Title className="text-lg font-semibold">Generate All options</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Generate All writes products without a description (or whose last one failed). These
            options write more.
          </Dialog.Description>
          <form
            className="mt-4 space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              onOpenChange(false);
              onStart({ ...chosen, confirmed: true });
            }}
          >
            <label className={option}>
              <input
                type="checkbox"
                className={checkbox}
                checked={versions}
                onChange={(event) => setVersions(event.target.checked)}
              />
              <span>
                Write {MAX_VERSIONS} versions of each product
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  One generation per version; you pick one per product.
                </span>
              </span>
            </label>
            <label className={option}>
              <input
                type="checkbox"
                className={checkbox}
                checked={rewrite}
                onChange={(event) => setRewrite(event.target.checked)}
              />
              <span>
                Also rewrite products that already have descriptions
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  Only those whose fields or settings changed since their description; the current
                  descriptions are kept as earlier versions.
                </span>
              </span>
            </label>
            {rewrite && (
              <label className={`${option} ml-6`}>
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={force}
                  onChange={(event) => setForce(event.target.checked)}
                />
                <span>Regenerate anyway (unchanged products too)</span>
              </label>
            )}
            <div
              className="space-y-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
              aria-live="polite"
              data-testid="generate-all-options-preview"
            >
              {!preview ? (
                <Spinner label="Working out the cost..." className="h-4 w-4" />
              ) : (
                <>
                  <p className="font-medium">
                    {count > 0
                      ? `${products} to write.`
                      : (preview.emptyReason ?? 'Nothing to write.')}
                  </p>
                  {rewrite && !force && unchanged > 0 && (
                    <p data-testid="unchanged-count">
                      {unchanged.toLocaleString()} unchanged since{' '}
                      {unchanged === 1 ? 'its description' : 'their descriptions'}: skipped, not
                      charged.
                    </p>
                  )}
                  {count > 0 &&
                    (preview.blockedReason ? (
                      <p>{preview.blockedReason}</p>
                    ) : (
                      previewSentences(preview).map((line) => <p key={line}>{line}</p>)
                    ))}
                  <NotReadyList count={preview.notReadyCount} items={preview.notReady} />
                </>
              )}
            </div>
            <div className="flex flex-wrap justify-end gap-3 pt-3">
              <Dialog.Close asChild>
                <button type="button" className={secondaryButton}>
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="submit"
                className={primaryButton}
                disabled={!preview || count === 0 || preview.blockedReason !== null}
              >
                Generate All
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
