import { AlertTriangleIcon, InfoIcon } from '../../../ui/Icons';
import { providerDisplayName, type Item } from '../item-fields';
import { samenessNote } from '../sameness-note';

/**
 * Under a description: which provider wrote it, the claims it makes that the product's own
 * fields (name, SKU, details, notes) do not back up, and — when the fields were too thin for
 * the target length — what would fill it.
 */
export function DescriptionMeta({ item }: { item: Item }) {
  const described = item.description.trim() !== '';
  const provider = item.provider && described ? providerDisplayName(item.provider) : null;
  const claims = item.claimWarnings;
  const lengthNote = described ? item.lengthNote : null;
  const sameness = described ? samenessNote(item.sameness) : null;
  if (!provider && claims.length === 0 && !lengthNote && !sameness) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 pb-1 text-xs">
      {provider && (
        <span
          data-testid="description-provider"
          title={`Written by ${provider}`}
          className="text-slate-600 dark:text-slate-400"
        >
          by {provider}
        </span>
      )}
      {claims.length > 0 && (
        <span
          data-testid="claim-warnings"
          title="The description mentions these, but the product's own fields do not. Check them before publishing."
          className="inline-flex max-w-full items-start gap-1 rounded-md border border-amber-400 bg-amber-50 px-1.5 py-0.5 font-medium text-amber-950 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <AlertTriangleIcon width={12} height={12} className="mt-px shrink-0" />
          <span className="min-w-0 break-words">
            <span className="sr-only">
              Warning: claims not found in the product&apos;s fields.{' '}
            </span>
            Check: {claims.join(', ')}
          </span>
        </span>
      )}
      {sameness && (
        <span
          data-testid="sameness-flag"
          title={sameness.detail}
          className="inline-flex max-w-full items-start gap-1 rounded-md border border-amber-400 bg-amber-50 px-1.5 py-0.5 font-medium text-amber-950 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <AlertTriangleIcon width={12} height={12} className="mt-px shrink-0" />
          <span className="min-w-0 break-words">
            {sameness.label}
            <span className="sr-only">. {sameness.detail}</span>
          </span>
        </span>
      )}
      {lengthNote && (
        <span
          data-testid="length-note"
          title="The description is shorter than the target: the product's fields hold too few facts for more."
          className="inline-flex max-w-full items-start gap-1 rounded-md border border-sky-400 bg-sky-50 px-1.5 py-0.5 font-medium text-sky-950 dark:border-sky-600 dark:bg-sky-950/60 dark:text-sky-100"
        >
          <InfoIcon width={12} height={12} className="mt-px shrink-0" />
          <span className="min-w-0 break-words">{lengthNote}</span>
        </span>
      )}
    </div>
  );
}
