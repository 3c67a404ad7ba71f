import { useId } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { secondaryButton } from '../../../ui/styles';
import { openAuthModal } from '../../auth';
import { useCsvAccess } from '../hooks/useCsvAccess';
import { useCsvDownload } from '../hooks/useCsvDownload';
import { useCsvImport } from '../hooks/useCsvImport';
import { CsvFileButton, softDisabled } from './CsvFileButton';
import { DownloadIcon, FileTextIcon, UploadIcon } from './CsvIcons';
import { ImportProgress } from './ImportProgress';

/**
 * The General panel's file actions: Import Product CSV, Download CSV, Download Template.
 * Import and export need an account (SPEC §5); a guest's click opens the sign-in modal.
 */
export function GeneralCsvActions() {
  const { isGuest } = useCsvAccess();
  const importer = useCsvImport();
  const { download, isRunning } = useCsvDownload();
  const hintId = useId();
  const signIn = () => openAuthModal('signin');
  const exporting = isRunning('export', 'general');
  const templating = isRunning('template', 'general');

  return (
    <div className="space-y-3">
      <div role="group" aria-label="CSV import and export" className="flex flex-wrap gap-2">
        <CsvFileButton
          format="general"
          className={secondaryButton}
          busy={importer.busy}
          onBlocked={isGuest ? signIn : undefined}
          describedBy={isGuest ? hintId : undefined}
          onFile={(file) => {
            if (importer.checkFile(file, 'general')) void importer.runImport(file, 'general');
          }}
        >
          {importer.busy ? <Spinner label="Importing..." className="h-4 w-4" /> : <UploadIcon />}
          Import Product CSV
        </CsvFileButton>
        <button
          type="button"
          className={`${secondaryButton} ${softDisabled}`}
          aria-disabled={exporting || undefined}
          aria-describedby={isGuest ? hintId : undefined}
          onClick={() => {
            if (exporting) return;
            if (isGuest) signIn();
            else void download('export', 'general');
          }}
        >
          {exporting ? <Spinner label="Exporting..." className="h-4 w-4" /> : <DownloadIcon />}
          Download CSV
        </button>
        <button
          type="button"
          className={`${secondaryButton} ${softDisabled}`}
          aria-disabled={templating || undefined}
          onClick={() => !templating && void download('template', 'general')}
        >
          {templating ? <Spinner label="Downloading..." className="h-4 w-4" /> : <FileTextIcon />}
          Download Template
        </button>
      </div>
      {isGuest && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          Sign in to import and export your products. The template is free to download.
        </p>
      )}
      <ImportProgress progress={importer.progress} />
    </div>
  );
}
