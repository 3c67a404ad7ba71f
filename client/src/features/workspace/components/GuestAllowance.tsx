import { LockIcon, SparklesIcon } from '../../../ui/Icons';
import { secondaryButton } from '../../../ui/styles';
import { openAuthModal, StartTrialButton, useSession } from '../../auth';

/**
 * Guests' allowance (1 generation in total): a counter while some is left, and the Guest
 * Limit Reached box once it is used. Signed-in users see nothing here.
 */
export function GuestAllowance() {
  const { viewer, isSignedIn } = useSession();
  if (isSignedIn || !viewer || viewer.kind !== 'GUEST') return null;
  const remaining = viewer.usage.remaining;

  if (remaining > 0) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-2.5 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/50 dark:text-indigo-100">
        <SparklesIcon className="shrink-0" />
        <p className="min-w-[12rem] flex-1" data-testid="guest-remaining" role="status">
          <strong>
            {remaining} free generation{remaining === 1 ? '' : 's'} left
          </strong>{' '}
          as a guest. Create a free account for 25 a month.
        </p>
        <button
          type="button"
          className={`${secondaryButton} py-1.5`}
          onClick={() => openAuthModal('signup')}
        >
          Sign up free
        </button>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="guest-limit-heading"
      data-testid="guest-limit-reached"
      // Focused (no tab stop) when a generation is refused for the guest limit.
      tabIndex={-1}
      className="rounded-xl outline-none focus:ring-2 focus:ring-amber-500 border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <div className="flex items-start gap-3">
        <LockIcon className="mt-0.5 shrink-0" width={22} height={22} />
        <div className="min-w-0 flex-1">
          <h3 id="guest-limit-heading" className="text-base font-semibold">
            Guest Limit Reached
          </h3>
          <p className="mt-1 text-sm">
            You have used your free guest generation. Create a free account to keep going with 25
            descriptions a month — your products come with you, no credit card required.
          </p>
          <StartTrialButton className="mt-3" />
        </div>
      </div>
    </section>
  );
}
