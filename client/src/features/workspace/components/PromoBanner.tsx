import { useState } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { CloseIcon, SparklesIcon } from '../../../ui/Icons';
import { useSession } from '../../auth';

/** Dismissible orange promo banner at the top of the home page; dismissal is remembered. */
export function PromoBanner() {
  const [dismissed, setDismissed] = useState(
    () => readStorage(STORAGE_KEYS.promoDismissed) === 'true',
  );
  const { viewer, isSignedIn } = useSession();
  const isGuest = !isSignedIn || viewer?.kind === 'GUEST';
  if (dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    writeStorage(STORAGE_KEYS.promoDismissed, 'true');
  };

  return (
    <section aria-label="Announcement" className="bg-orange-700 text-white">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2.5 sm:items-center sm:px-6">
        <SparklesIcon className="mt-0.5 shrink-0 sm:mt-0" />
        <p className="flex-1 text-sm font-medium">
          New: generate descriptions for your whole catalogue with Generate All
          {isGuest ? ' — your first description is free, no sign-up needed.' : '.'}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss banner"
          className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-white hover:bg-orange-800 focus-visible:outline-white"
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
