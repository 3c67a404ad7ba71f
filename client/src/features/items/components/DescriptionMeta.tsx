import { AlertTriangleIcon } from '../../../ui/Icons';
import { providerDisplayName, type Item } from '../item-fields';

/**
 * Under a description: which provider wrote it, and the claims it makes that the product's
 * own fields (name, SKU, details, notes) do not back up.
 */
export function DescriptionMeta({ item }: { item: Item }) {
  const provider =
    item.provider && item.description.trim() !== '' ? providerDisplayName(item.provider) : null;
  const claims = item.claimWarnings;
  if (!provider && claims.length === 0) return null;
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
    </div>
  );
}
