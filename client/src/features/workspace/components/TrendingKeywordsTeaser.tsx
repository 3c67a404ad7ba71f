import { Link } from 'react-router';
import { LockIcon } from '../../../ui/Icons';
import { card, primaryButton } from '../../../ui/styles';
import { useSession } from '../../auth/hooks/useSession';
import { openAuthModal } from '../../auth/open-auth-modal';

/** Trending Keywords is a Business feature; everyone sees this locked teaser for now. */
export function TrendingKeywordsTeaser() {
  const { isSignedIn } = useSession();
  return (
    <div className={`${card} mx-auto max-w-2xl p-8 text-center`}>
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <LockIcon width={24} height={24} />
      </div>
      <h2 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
        Trending Keywords
        <span className="ml-2 inline-block rounded-full bg-indigo-100 px-2 py-0.5 align-middle text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
          Business
        </span>
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        Keyword research for your products: the search terms shoppers use in your category, with
        their trend and competition, and suggestions you can work into your descriptions. Part of
        the Business plan.
      </p>
      <div className="mt-6">
        {isSignedIn ? (
          <Link to="/billing-plans" className={primaryButton}>
            Upgrade to Business
          </Link>
        ) : (
          <button type="button" className={primaryButton} onClick={() => openAuthModal()}>
            Sign In to Upgrade
          </button>
        )}
      </div>
    </div>
  );
}
