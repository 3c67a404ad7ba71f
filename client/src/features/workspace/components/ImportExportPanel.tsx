import * as Switch from '@radix-ui/react-switch';
import * as Tabs from '@radix-ui/react-tabs';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Suspense, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  ApprovedOnlyToggle,
  COMING_SOON,
  CSV_FORMATS,
  ExportScopeProvider,
  MarketplacePanel,
  ShopifyPanel,
  useCsvConfig,
  type CsvFormat,
} from '../../csv';
import { useReviewMode, useTableView } from '../../items';
import { GeneralImportPanel } from './GeneralImportPanel';
import { Spinner } from '../../../ui/Spinner';

// The General panel (the product table) is in the first load; the marketplace panels (lazy in
// the csv feature) load when their tab is first chosen.

const SOURCE_LABELS: Record<CsvFormat, string> = {
  general: 'General Import',
  shopify: 'Shopify',
  amazon: 'Amazon',
  etsy: 'Etsy',
};

const subTabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:-outline-offset-2 text-slate-700 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-200 dark:hover:bg-slate-700/60 dark:data-[state=active]:bg-slate-700 dark:data-[state=active]:text-white';

// Keeps a source tab flagged in development focusable (so its tooltip reaches keyboard users)
// while refusing to activate it: Radix skips its own handler when we call preventDefault.
const refuseActivation = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
  },
};

export function ImportExportPanel() {
  const [view, setView] = useTableView();
  const switchId = useId();
  const config = useCsvConfig();
  const [chosen, setChosen] = useState<CsvFormat>('general');
  const reviewMode = useReviewMode();

  // GET /api/csv/config names the sources still in development; until it answers, all are on.
  const inDevelopment = new Set(config?.inDevelopment ?? []);
  const available = CSV_FORMATS.filter((format) => !inDevelopment.has(format));
  const active: CsvFormat = available.includes(chosen) ? chosen : (available[0] ?? 'general');
  const showProducts = () => setChosen('general');

  const panel = (format: CsvFormat) => {
    switch (format) {
      case 'general':
        return <GeneralImportPanel view={view} />;
      case 'shopify':
        return <ShopifyPanel onShowProducts={showProducts} />;
      case 'amazon':
      case 'etsy':
        return <MarketplacePanel format={format} onShowProducts={showProducts} />;
    }
  };

  return (
    <ExportScopeProvider reviewMode={reviewMode}>
      <Tabs.Root
        value={active}
        onValueChange={(value) => setChosen(value as CsvFormat)}
        activationMode="manual"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Tabs.List
            aria-label="Import source"
            className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
          >
            {CSV_FORMATS.map((format) =>
              inDevelopment.has(format) ? (
                <Tooltip.Root key={format}>
                  <Tooltip.Trigger asChild>
                    <Tabs.Trigger
                      value={format}
                      aria-disabled="true"
                      {...refuseActivation}
                      className={`${subTabClass} cursor-not-allowed text-slate-600 hover:bg-transparent dark:text-slate-300 dark:hover:bg-transparent`}
                    >
                      {SOURCE_LABELS[format]}
                    </Tabs.Trigger>
                  </Tooltip.Trigger>
                  <Tooltip.Portal>
                    <Tooltip.Content
                      sideOffset={4}
                      className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
                    >
                      {COMING_SOON}
                      <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
                    </Tooltip.Content>
                  </Tooltip.Portal>
                </Tooltip.Root>
              ) : (
                <Tabs.Trigger key={format} value={format} className={subTabClass}>
                  {SOURCE_LABELS[format]}
                </Tabs.Trigger>
              ),
            )}
          </Tabs.List>

          <ApprovedOnlyToggle />
          {active === 'general' && (
            <div className="flex items-center gap-2">
              <Switch.Root
                id={switchId}
                checked={view === 'classic'}
                onCheckedChange={(checked) => setView(checked ? 'classic' : 'modern')}
                className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-indigo-600 dark:bg-slate-600 dark:data-[state=checked]:bg-indigo-500"
              >
                <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
              </Switch.Root>
              <label
                htmlFor={switchId}
                className="text-sm font-medium text-slate-800 dark:text-slate-200"
              >
                Classic view
              </label>
            </div>
          )}
        </div>

        {available.map((format) => (
          <Tabs.Content key={format} value={format} className="mt-5">
            <Suspense fallback={<Spinner label={`Loading ${SOURCE_LABELS[format]}...`} />}>
              {panel(format)}
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ExportScopeProvider>
  );
}
