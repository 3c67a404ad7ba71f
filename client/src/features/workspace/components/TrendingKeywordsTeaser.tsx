import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { LockIcon } from '../../../ui/Icons';
import { Spinner } from '../../../ui/Spinner';
import { card, primaryButton } from '../../../ui/styles';
import { openAuthModal, useSession } from '../../auth';
import { KeywordAccessQuery, KeywordTool } from '../../keywords';

// KeywordTool's code loads only for those who may use it (lazy in the keywords feature).

/**
 * Trending Keywords is a Business feature, shipped locked (SPEC §6): a teaser for everyone,
 * until the operator sets KEYWORDS_ENABLED=true; then Business users get the real tool.
 */
export function TrendingKeywordsTeaser() {
  const { isSignedIn, user } = useSession();
  const access = useQuery(KeywordAccessQuery, { skip: !isSignedIn });
  if (isSignedIn && access.loading && !access.data) {
    return <Spinner label="Loading Trending Keywords..." />;
  }
  if (isSignedIn && access.data?.keywordAccess.available) {
    return (
      <Suspense fallback={<Spinner label="Loading Trending Keywords..." />}>
        <KeywordTool />
      </Suspense>
    );
  }
  const isBusiness = user?.plan === 'business';
  return (
    <div className={`${card} mx-auto max-w-2xl p-8 text-center`} data-testid="keywords-teaser">
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
        {!isSignedIn ? (
          <button type="button" className={primaryButton} onClick={() => openAuthModal()}>
            Sign In to Upgrade
          </button>
        ) : isBusiness ? (
          // Already on Business: the tool is on its way, nothing to buy.
          <p className="font-medium text-slate-800 dark:text-slate-100">
            Included in your Business plan: coming soon.
          </p>
        ) : (
          <Link to="/billing-plans" className={primaryButton}>
            Upgrade to Business
          </Link>
        )}
      </div>
    </div>
  );
}
