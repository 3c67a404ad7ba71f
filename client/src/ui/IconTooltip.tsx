import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

/** A tooltip for an icon button; the button itself carries the accessible name. */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {label}
          <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-100" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
