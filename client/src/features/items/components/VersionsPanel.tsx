import { lazy, Suspense, useId, useState } from 'react';
import { ChevronDownIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import type { Item } from '../item-fields';

// The list and its query load when a seller first opens an item's versions.
const VersionList = lazy(() =>
  import('./VersionList').then((module) => ({ default: module.VersionList })),
);

/**
 * Under a description: every description the item has had (folded until opened), to choose
 * among versions just written or restore an earlier one. Open by itself while new versions
 * wait for the seller's choice.
 */
export function VersionsPanel({ item, generating }: { item: Item; generating: boolean }) {
  const [toggled, setToggled] = useState<boolean | null>(null);
  const regionId = useId();
  // New versions to choose from open the panel, and it stays open once chosen.
  if (item.choosingVersion && toggled === null) setToggled(true);
  if (item.versionCount === 0) return null;
  const open = toggled ?? item.choosingVersion;
  const label = item.choosingVersion
    ? `Choose one of ${item.versionCount > 3 ? 'the new' : item.versionCount} versions`
    : `Versions (${item.versionCount})`;
  return (
    <div className="px-2 pb-1 text-xs" data-testid="versions-panel">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setToggled(!open)}
        className="inline-flex items-center gap-1 rounded-md py-0.5 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        <ChevronDownIcon
          width={12}
          height={12}
          className={`transition-transform ${open ? 'rotate-0' : '-rotate-90'}`}
        />
        {label}
      </button>
      <div id={regionId} hidden={!open}>
        {open && (
          <Suspense fallback={<Spinner label="Loading versions..." className="h-4 w-4" />}>
            <VersionList item={item} busy={generating} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
