import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { dialogContent } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { fieldLabel, primaryButton, secondaryButton, textField } from '../../../ui/styles';
import { INSTRUCTION_MAX_LENGTH } from '../../../../../core/src/shared/review';

interface RejectDialogProps {
  open: boolean;
  /** How many descriptions are rejected (one row, or a selection). */
  count: number;
  onOpenChange: (open: boolean) => void;
  /** Resolves when done; an instruction (or null) goes with it. */
  onReject: (instruction: string | null) => Promise<void>;
}

/**
 * Rejects descriptions, with an optional short instruction: with one, they are rewritten with
 * it (one generation each, said before the seller confirms).
 */
export function RejectDialog({ open, count, onOpenChange, onReject }: RejectDialogProps) {
  const [instruction, setInstruction] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const rewriting = instruction.trim() !== '';
  const what = count === 1 ? 'this description' : `${count.toLocaleString()} descriptions`;
  const uses = `${count.toLocaleString()} ${count === 1 ? 'generation' : 'generations'}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) setInstruction('');
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="qc-fade fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className={dialogContent} data-testid="reject-dialog">
          <Dialog.Title className="text-lg font-semibold">Reject {what}?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Say what should change and {count === 1 ? 'it is' : 'they are'} rewritten with your note
            ({uses}). Leave it empty to only mark {count === 1 ? 'it' : 'them'} rejected.
          </Dialog.Description>
          <form
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (busy) return;
              setBusy(true);
              void onReject(rewriting ? instruction.trim() : null).finally(() => {
                setBusy(false);
                setInstruction('');
                onOpenChange(false);
              });
            }}
          >
            <label htmlFor={fieldId} className={fieldLabel}>
              What should change? (optional)
            </label>
            <input
              id={fieldId}
              type="text"
              className={textField}
              maxLength={INSTRUCTION_MAX_LENGTH}
              placeholder="e.g. shorter, mention the warranty"
              aria-describedby={hintId}
              value={instruction}
              onChange={(event) => setInstruction(event.target.value)}
            />
            <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
              Up to {INSTRUCTION_MAX_LENGTH} characters. It guides the wording; it cannot add facts
              your product fields do not give.
            </p>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className={secondaryButton} disabled={busy}>
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
                {busy && <Spinner label="Please wait..." className="h-4 w-4" />}
                {rewriting ? 'Reject and rewrite' : 'Reject'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
