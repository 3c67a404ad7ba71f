import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense } from 'react';
import { useItemChangeFeed } from '../../items';
import { card } from '../../../ui/styles';
import { ImportExportPanel } from './ImportExportPanel';
import { Spinner } from '../../../ui/Spinner';

// Not the first tab: its code loads when it is opened.
const TrendingKeywordsTeaser = lazy(() =>
  import('./TrendingKeywordsTeaser').then((module) => ({
    default: module.TrendingKeywordsTeaser,
  })),
);

const tabClass =
  'border-b-2 border-transparent px-4 py-2.5 focus-visible:-outline-offset-2 text-sm font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-indigo-400 dark:data-[state=active]:text-indigo-300';

/** The home page's tabbed area. */
export function Workspace() {
  // Live updates run while the workspace is open, whichever tab shows.
  useItemChangeFeed();

  return (
    <Tabs.Root defaultValue="import-export" className={card}>
      <Tabs.List
        aria-label="Workspace"
        className="flex overflow-x-auto border-b border-slate-200 px-2 dark:border-slate-700"
      >
        <Tabs.Trigger value="import-export" className={tabClass}>
          Import/Export
        </Tabs.Trigger>
        <Tabs.Trigger value="trending-keywords" className={tabClass}>
          Trending Keywords
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="import-export" className="p-4 sm:p-6">
        <ImportExportPanel />
      </Tabs.Content>
      <Tabs.Content value="trending-keywords" className="p-4 sm:p-6">
        <Suspense fallback={<Spinner label="Loading Trending Keywords..." />}>
          <TrendingKeywordsTeaser />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
