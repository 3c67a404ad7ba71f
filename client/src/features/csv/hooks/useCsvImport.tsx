import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { toast } from '../../../ui/toast';
import { useSession } from '../../auth';
import { useStartBatch } from '../../batches';
import { refreshItemQueries } from '../../items';
import { MessageList } from '../components/MessageList';
import {
  CsvRequestError,
  inspectCsv,
  uploadCsv,
  type CsvFormat,
  type InspectResult,
  type ShopifyMapping,
} from '../csv-api';
import { showCsvError } from '../csv-error-toast';
import {
  GUEST_GENERATE_HINT,
  NO_NEW_ITEMS_MESSAGE,
  VALIDATION_TOAST_MS,
  fileProblem,
  importErrorNotice,
  importedMessage,
  skippedDuplicatesMessage,
} from '../csv-messages';
import { useCsvAccess } from './useCsvAccess';
import { useCsvConfig } from './useCsvConfig';

/** An upload under way: what the progress bar shows. */
export interface ImportProgressState {
  fileName: string;
  fileSize: number;
  /** uploading: bytes on their way; processing: the server is reading and saving rows. */
  phase: 'uploading' | 'processing';
  /** 0 to 1, of the upload. */
  fraction: number;
}

export type ImportOutcome = { ok: true } | { ok: false; status: number };

interface ImportOptions {
  /** Offered on the success toast, e.g. switching to the tab that shows the table. */
  onShowProducts?: () => void;
}

/**
 * Checks, uploads and reports one CSV import: progress for the bar, the catalogue's toasts,
 * the table and counters re-read, then Generate All for the new items (signed-in users) or
 * the sign-in hint (guests).
 */
export function useCsvImport({ onShowProducts }: ImportOptions = {}) {
  const client = useApolloClient();
  const { refresh } = useSession();
  const { isGuest } = useCsvAccess();
  const config = useCsvConfig();
  const startBatch = useStartBatch();
  const [progress, setProgress] = useState<ImportProgressState | null>(null);
  const [inspecting, setInspecting] = useState(false);

  /** The client-side checks before anything is sent; toasts and returns false on a problem. */
  const checkFile = useCallback(
    (file: File, format: CsvFormat): boolean => {
      const problem = fileProblem(file, format, config);
      if (problem) toast.error(problem);
      return problem === null;
    },
    [config],
  );

  const inspect = useCallback(
    async (file: File, format: CsvFormat): Promise<InspectResult | null> => {
      setInspecting(true);
      try {
        return await inspectCsv(file, format);
      } catch (error) {
        showCsvError(importErrorNotice(error, format));
        return null;
      } finally {
        setInspecting(false);
      }
    },
    [],
  );

  const runImport = useCallback(
    async (file: File, format: CsvFormat, mapping?: ShopifyMapping): Promise<ImportOutcome> => {
      setProgress({ fileName: file.name, fileSize: file.size, phase: 'uploading', fraction: 0 });
      try {
        const result = await uploadCsv(file, format, {
          mapping,
          onProgress: (fraction) => setProgress((current) => current && { ...current, fraction }),
          onUploaded: () =>
            setProgress((current) => current && { ...current, phase: 'processing', fraction: 1 }),
        });

        if (result.warnings.length > 0) {
          toast.warning('CSV header warnings', {
            description: <MessageList messages={result.warnings} />,
            duration: VALIDATION_TOAST_MS,
          });
        }
        if (result.imported === 0) {
          toast.info(NO_NEW_ITEMS_MESSAGE);
          return { ok: true };
        }
        toast.success(importedMessage(result.imported), {
          description: skippedDuplicatesMessage(result.duplicatesSkipped),
          action: onShowProducts ? { label: 'View products', onClick: onShowProducts } : undefined,
        });
        await refreshItemQueries(client);

        if (isGuest) {
          toast.info(GUEST_GENERATE_HINT);
        } else if (result.itemIds.length > 0) {
          // Generate All reports its own progress and errors.
          void startBatch({ itemIds: result.itemIds }).catch(() => undefined);
        }
        return { ok: true };
      } catch (error) {
        showCsvError(importErrorNotice(error, format));
        // A guest who hit the limit elsewhere: bring the allowance box up to date.
        if (error instanceof CsvRequestError && error.status === 403) {
          void refresh().catch(() => undefined);
        }
        return { ok: false, status: error instanceof CsvRequestError ? error.status : 0 };
      } finally {
        setProgress(null);
      }
    },
    [client, isGuest, onShowProducts, refresh, startBatch],
  );

  return {
    progress,
    inspecting,
    busy: progress !== null || inspecting,
    checkFile,
    inspect,
    runImport,
  };
}
