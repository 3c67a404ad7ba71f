import { useCallback, useState } from 'react';
import { toast } from '../../../ui/toast';
import { openAuthModal } from '../../auth';
import { CsvRequestError, downloadCsv, type CsvFormat } from '../csv-api';
import {
  EXPORTED_MESSAGE,
  FORMAT_INFO,
  NO_ITEMS_TO_EXPORT,
  TEMPLATE_DOWNLOADED_MESSAGE,
  TEMPLATE_FAILED_MESSAGE,
} from '../csv-messages';

export type DownloadKind = 'export' | 'template';

/** Exports and templates: fetched, saved under the server's file name, and reported. */
export function useCsvDownload() {
  // Which download is running, e.g. 'export:shopify', so only its button shows busy.
  const [running, setRunning] = useState<string | null>(null);

  const download = useCallback(async (kind: DownloadKind, format: CsvFormat): Promise<void> => {
    setRunning(`${kind}:${format}`);
    try {
      if (kind === 'export') {
        await downloadCsv(`/api/exports/${format}`, FORMAT_INFO[format].exportName());
        toast.success(EXPORTED_MESSAGE);
      } else {
        await downloadCsv(`/api/templates/${format}`, `${format}-template.csv`);
        toast.success(TEMPLATE_DOWNLOADED_MESSAGE);
      }
    } catch (error) {
      const failed = kind === 'export' ? FORMAT_INFO[format].exportFailed : TEMPLATE_FAILED_MESSAGE;
      if (!(error instanceof CsvRequestError) || error.status === 0 || error.status >= 500) {
        toast.error(failed, { description: error instanceof Error ? error.message : undefined });
      } else if (error.status === 404 && kind === 'export') {
        toast.error(NO_ITEMS_TO_EXPORT);
      } else {
        toast.error(error.message);
        if (error.status === 401) openAuthModal('signin');
      }
    } finally {
      setRunning(null);
    }
  }, []);

  const isRunning = useCallback(
    (kind: DownloadKind, format: CsvFormat) => running === `${kind}:${format}`,
    [running],
  );

  return { download, isRunning };
}
