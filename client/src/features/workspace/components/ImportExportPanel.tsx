import * as Switch from '@radix-ui/react-switch';
import * as Tabs from '@radix-ui/react-tabs';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { GeneralImportPanel } from '../../items/components/GeneralImportPanel';
import { useTableView } from '../../items/hooks/useTableView';
import { mutedText } from '../../../ui/styles';

const COMING_SOON = 'Coming soon - currently in development';
const COMING_SOON_SOURCES = [
  { value: 'shopify', label: 'Shopify' },
  { value: 'amazon', label: 'Amazon' },
  { value: 'etsy', label: 'Etsy' },
] as const;

const subTabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:-outline-offset-2 text-slate-700 hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-200 dark:hover:bg-slate-700/60 dark:data-[state=active]:bg-slate-700 dark:data-[state=active]:text-white';

// Keeps a not-yet-built source tab focusable (so its tooltip reaches keyboard users) while
// refusing to activate it: Radix skips its own handler when we call preventDefault.
const refuseActivation = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
  },
};

export function ImportExportPanel() {
  const [view, setView] = useTableView();
  const switchId = useId();

  return (
    <Tabs.Root defaultValue="general" activationMode="manual">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Tabs.List
          aria-label="Import source"
          className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          <Tabs.Trigger value="general" className={subTabClass}>
            General Import
          </Tabs.Trigger>
          {COMING_SOON_SOURCES.map((source) => (
            <Tooltip.Root key={source.value}>
              <Tooltip.Trigger asChild>
                <Tabs.Trigger
                  value={source.value}
                  aria-disabled="true"
                  {...refuseActivation}
                  className={`${subTabClass} cursor-not-allowed text-slate-600 hover:bg-transparent dark:text-slate-300 dark:hover:bg-transparent`}
                >
                  {source.label}
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
          ))}
        </Tabs.List>

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
      </div>

      <Tabs.Content value="general" className="mt-5">
        <GeneralImportPanel view={view} />
      </Tabs.Content>
      {COMING_SOON_SOURCES.map((source) => (
        <Tabs.Content key={source.value} value={source.value} className="mt-5">
          <p className={mutedText}>
            {source.label} import and export are {COMING_SOON.toLowerCase()}.
          </p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
