import { useId } from 'react';
import type { ImportProgressState } from '../hooks/useCsvImport';
import { formatBytes } from '../csv-messages';

/** Files from this size up get a progress bar; smaller ones finish before it could move. */
export const LARGE_FILE_BYTES = 256 * 1024;

/** Upload progress of a large import, then an indeterminate bar while the server reads it. */
export function ImportProgress({ progress }: { progress: ImportProgressState | null }) {
  const labelId = useId();
  if (!progress || progress.fileSize < LARGE_FILE_BYTES) return null;
  const uploading = progress.phase === 'uploading';
  const percent = Math.round(progress.fraction * 100);

  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60"
      data-testid="import-progress"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p
          id={labelId}
          className="min-w-0 break-all font-medium text-slate-800 dark:text-slate-100"
        >
          {uploading ? 'Uploading' : 'Importing'} {progress.fileName}
        </p>
        <p aria-hidden="true" className="text-slate-600 tabular-nums dark:text-slate-300">
          {uploading
            ? `${percent}% of ${formatBytes(progress.fileSize)}`
            : 'Reading rows and saving items...'}
        </p>
        {/* Announces the phase, not every percent (the bar carries those). */}
        <p role="status" className="sr-only">
          {uploading ? `Uploading ${progress.fileName}` : 'Reading rows and saving items...'}
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className={`h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400 ${uploading ? '' : 'animate-pulse'}`}
          style={{ width: `${uploading ? percent : 100}%` }}
        />
      </div>
    </div>
  );
}
