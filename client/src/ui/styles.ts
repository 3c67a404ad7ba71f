// Shared class lists, so buttons and fields look the same everywhere.
export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${buttonBase} bg-indigo-600 px-4 py-2 text-white hover:bg-indigo-700 disabled:hover:bg-indigo-600`;

export const secondaryButton = `${buttonBase} border border-slate-300 bg-white px-4 py-2 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`;

export const ghostButton = `${buttonBase} px-3 py-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`;

export const iconButton = `${buttonBase} h-9 w-9 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white`;

export const fieldLabel = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

export const textField =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';

export const card =
  'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900';

export const mutedText = 'text-slate-600 dark:text-slate-300';

/** A checkbox beside its label (top-aligned with the label's first line), and that label. */
export const checkbox = 'mt-0.5 h-4 w-4 shrink-0 accent-indigo-600';
export const checkOption = 'flex items-start gap-2 text-sm text-slate-800 dark:text-slate-100';

/** A dropdown menu's panel (its width is the menu's own) and its items. */
export const menuContent =
  'z-50 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

export const menuItem =
  'block w-full cursor-pointer rounded-md px-3 py-2 text-left outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';
