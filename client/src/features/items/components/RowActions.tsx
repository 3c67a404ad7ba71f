import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../../ui/toast';
import {
  CheckIcon,
  CopyIcon,
  DuplicateIcon,
  LayersIcon,
  LockIcon,
  SparklesIcon,
  TrashIcon,
} from '../../../ui/Icons';
import { useGenerationLock } from '../../auth';
import { IconTooltip } from '../../../ui/IconTooltip';
import { buttonBase, iconButton } from '../../../ui/styles';
import { generationBlockedReason, type Item, type TableView } from '../item-fields';
import { isTempId } from '../optimistic-ids';
import type { GenerateRow } from '../hooks/useGenerateDescription';
import { useOpenedOnce } from '../../../ui/useOpenedOnce';

// "Write 3 versions" asks first; its dialog loads when a seller first asks for versions.
const WriteVersionsDialog = lazy(() =>
  import('./WriteVersionsDialog').then((module) => ({ default: module.WriteVersionsDialog })),
);

const COPIED_LABEL_MS = 2_000;

interface RowActionsProps {
  item: Item;
  view: TableView;
  /** This tab is waiting for the item's generated description. */
  generating: boolean;
  onGenerate: GenerateRow;
  onDuplicate: (item: Item) => Promise<void>;
  onDelete: (item: Item) => Promise<void>;
}

const classicButton = `${buttonBase} border border-slate-400 bg-white px-2 py-0.5 text-xs text-slate-800 hover:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800`;

// A Generate button whose row lacks a required field stays focusable and hoverable (so its
// tooltip can say what is missing, and a click can say so too), but looks and reads disabled.
const softDisabled =
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent dark:aria-disabled:hover:bg-transparent';

function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="h-3.5 w-3.5 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 dark:border-slate-600 dark:border-t-indigo-400"
    />
  );
}

export function RowActions({
  item,
  view,
  generating,
  onGenerate,
  onDuplicate,
  onDelete,
}: RowActionsProps) {
  const [copied, setCopied] = useState(false);
  const [askingVersions, setAskingVersions] = useState(false);
  const versionsAsked = useOpenedOnce(askingVersions);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hasDescription = item.description.trim() !== '';
  // A row still being created has no server id to copy or delete yet.
  const saving = isTempId(item.id);
  const deleteLabel = `Delete ${item.name.trim() || 'item'}`;
  const copyLabel = copied ? 'Copied!' : 'Copy';

  const reasonId = useId();
  // Nothing left to generate with: the button shows the lock and leads to the way on.
  const lock = useGenerationLock();
  const locked = lock !== null && !generating;
  const blocked = locked ? lock.reason : generationBlockedReason(item);
  const generateTooltip = generating
    ? 'Generating description...'
    : (blocked ?? 'Generate description');
  const generateProps = {
    type: 'button' as const,
    onClick: () => (locked ? lock.goOn() : void onGenerate(item)),
    disabled: saving || generating,
    'aria-disabled': blocked !== null && !generating ? true : undefined,
    'aria-describedby': blocked !== null && !generating ? reasonId : undefined,
    'aria-busy': generating ? true : undefined,
    'data-locked': locked || undefined,
  };
  const blockedReason = blocked !== null && (
    <span id={reasonId} className="sr-only">
      {blocked}
    </span>
  );
  const versionsProps = {
    type: 'button' as const,
    onClick: () =>
      locked ? lock.goOn() : blocked ? void onGenerate(item) : setAskingVersions(true),
    disabled: saving || generating,
    'aria-disabled': blocked !== null && !generating ? true : undefined,
    'aria-describedby': blocked !== null && !generating ? reasonId : undefined,
    'data-testid': 'write-versions',
  };
  const versionsDialog = versionsAsked && (
    <Suspense fallback={null}>
      <WriteVersionsDialog
        item={item}
        open={askingVersions}
        onOpenChange={setAskingVersions}
        onConfirm={() => void onGenerate(item, { versions: 3 })}
      />
    </Suspense>
  );

  const copyDescription = async () => {
    try {
      await navigator.clipboard.writeText(item.description);
      toast.success('Description copied!');
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    } catch {
      toast.error('Failed to copy description');
    }
  };

  if (view === 'classic') {
    return (
      <div className="flex flex-wrap gap-1">
        <IconTooltip label={generateTooltip}>
          <button {...generateProps} className={`${classicButton} ${softDisabled}`}>
            {generating && <ButtonSpinner />}
            {locked && <LockIcon width={14} height={14} />}
            Generate
          </button>
        </IconTooltip>
        {blockedReason}
        <button {...versionsProps} className={`${classicButton} ${softDisabled}`}>
          Write 3 versions
        </button>
        {versionsDialog}
        <button
          type="button"
          className={classicButton}
          onClick={() => void onDuplicate(item)}
          disabled={saving}
        >
          Create Copy
        </button>
        <button
          type="button"
          className={classicButton}
          onClick={() => void copyDescription()}
          disabled={!hasDescription}
        >
          {copyLabel}
        </button>
        <button
          type="button"
          className={`${classicButton} text-red-800 dark:text-red-300`}
          onClick={() => void onDelete(item)}
          disabled={saving}
          aria-label={deleteLabel}
        >
          Delete
        </button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-0.5">
      <IconTooltip label={generateTooltip}>
        <button
          {...generateProps}
          className={`${iconButton} ${softDisabled}`}
          aria-label="Generate description"
        >
          {generating ? (
            <ButtonSpinner />
          ) : locked ? (
            <LockIcon className="text-slate-600 dark:text-slate-300" />
          ) : (
            <SparklesIcon className="text-indigo-700 dark:text-indigo-300" />
          )}
        </button>
      </IconTooltip>
      {blockedReason}
      <IconTooltip
        label={generating ? 'Generating description...' : (blocked ?? 'Write 3 versions')}
      >
        <button
          {...versionsProps}
          className={`${iconButton} ${softDisabled}`}
          aria-label="Write 3 versions"
        >
          <LayersIcon />
        </button>
      </IconTooltip>
      {versionsDialog}
      <IconTooltip label="Create Copy">
        <button
          type="button"
          className={iconButton}
          onClick={() => void onDuplicate(item)}
          disabled={saving}
          aria-label="Create Copy"
        >
          <DuplicateIcon />
        </button>
      </IconTooltip>
      {hasDescription ? (
        <IconTooltip label={copied ? 'Copied!' : 'Copy description'}>
          <button
            type="button"
            className={iconButton}
            onClick={() => void copyDescription()}
            aria-label={copyLabel}
          >
            {copied ? (
              <CheckIcon className="text-emerald-700 dark:text-emerald-400" />
            ) : (
              <CopyIcon />
            )}
          </button>
        </IconTooltip>
      ) : (
        <button type="button" className={iconButton} aria-label={copyLabel} disabled>
          <CopyIcon />
        </button>
      )}
      <IconTooltip label={deleteLabel}>
        <button
          type="button"
          className={`${iconButton} hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300`}
          onClick={() => void onDelete(item)}
          disabled={saving}
          aria-label={deleteLabel}
        >
          <TrashIcon />
        </button>
      </IconTooltip>
    </div>
  );
}
