import { useRef, type ReactNode } from 'react';
import type { CsvFormat } from '../csv-api';
import { FORMAT_INFO } from '../csv-messages';

// While busy the button keeps its focus (aria-disabled, not disabled) and ignores clicks.
export const softDisabled = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const MIME_TYPES: Record<string, string> = {
  '.csv': 'text/csv',
  '.txt': 'text/plain',
  '.tsv': 'text/tab-separated-values',
};

interface CsvFileButtonProps {
  format: CsvFormat;
  className: string;
  children: ReactNode;
  busy?: boolean;
  /** When set, a click runs this (e.g. asks to sign in) instead of opening the file picker. */
  onBlocked?: () => void;
  onFile: (file: File) => void;
  describedBy?: string;
  testId?: string;
}

/** A button that opens the file picker for one CSV format. */
export function CsvFileButton({
  format,
  className,
  children,
  busy = false,
  onBlocked,
  onFile,
  describedBy,
  testId,
}: CsvFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const extensions = FORMAT_INFO[format].extensions;
  const accept = [...extensions, ...extensions.map((extension) => MIME_TYPES[extension])].join(',');

  return (
    <>
      <button
        type="button"
        className={`${className} ${softDisabled}`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        onClick={() => {
          if (busy) return;
          if (onBlocked) onBlocked();
          else input.current?.click();
        }}
      >
        {children}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
