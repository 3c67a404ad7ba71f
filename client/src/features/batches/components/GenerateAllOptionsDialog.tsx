import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { MAX_VERSIONS } from '../../../../../core/src/shared/review';
import { DialogCancel, Modal } from '../../../ui/Modal';
import { Spinner } from '../../../ui/Spinner';
import { checkbox, checkOption, mutedText, primaryButton } from '../../../ui/styles';
import { GenerateAllPreviewQuery } from '../graphql/batches.graphql';
import type { GenerateAllOptions } from '../hooks/useGenerateAll';
import { previewSentences } from './BatchConfirmDialog';
import { NotReadyList } from './NotReadyList';

/** One option: a checkbox, its label and, under it, what it means. */
function CheckOption({
  checked,
  onChange,
  hint,
  indented = false,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  indented?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`${checkOption} ${indented ? 'ml-6' : ''}`}>
      <input
        type="checkbox"
        className={checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {children}
        {hint && <span className={`block text-xs ${mutedText}`}>{hint}</span>}
      </span>
    </label>
  );
}

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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Generate All options"
      testId="generate-all-options"
    >
      <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Generate All writes products without a description (or whose last one failed). These options
        write more.
      </Dialog.Description>
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onOpenChange(false);
          onStart({ ...chosen, confirmed: true });
        }}
      >
        <CheckOption
          checked={versions}
          onChange={setVersions}
          hint="One generation per version; you pick one per product."
        >
          Write {MAX_VERSIONS} versions of each product
        </CheckOption>
        <CheckOption
          checked={rewrite}
          onChange={setRewrite}
          hint="Only those whose fields or settings changed since their description; the current descriptions are kept as earlier versions."
        >
          Also rewrite products that already have descriptions
        </CheckOption>
        {rewrite && (
          <CheckOption checked={force} onChange={setForce} indented>
            Regenerate anyway (unchanged products too)
          </CheckOption>
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
                {count > 0 ? `${products} to write.` : (preview.emptyReason ?? 'Nothing to write.')}
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
          <DialogCancel />
          <button
            type="submit"
            className={primaryButton}
            disabled={!preview || count === 0 || preview.blockedReason !== null}
          >
            Generate All
          </button>
        </div>
      </form>
    </Modal>
  );
}
