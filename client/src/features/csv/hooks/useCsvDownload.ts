import { useCallback, useState } from 'react';
import { toast } from '../../../ui/toast';
import { downloadCsv, type CsvFormat } from '../csv-api';
import { showCsvError } from '../csv-error-toast';
import { useExportQuery } from '../export-scope';
import {
  downloadErrorNotice,
  EXPORTED_MESSAGE,
  FORMAT_INFO,
  TEMPLATE_DOWNLOADED_MESSAGE,
  type DownloadKind,
} from '../csv-messages';

export type { DownloadKind };

/** Exports and templates: fetched, saved under the server's file name, and reported. */
export function useCsvDownload() {
  // Which download is running, e.g. 'export:shopify', so only its button shows busy.
  const [running, setRunning] = useState<string | null>(null);
  // Review mode's "approved products only", for every format.
  const exportQuery = useExportQuery();

  const download = useCallback(
    async (kind: DownloadKind, format: CsvFormat): Promise<void> => {
      setRunning(`${kind}:${format}`);
      try {
        if (kind === 'export') {
          await downloadCsv(
            `/api/exports/${format}${exportQuery}`,
            FORMAT_INFO[format].exportName(),
          );
          toast.success(EXPORTED_MESSAGE);
        } else {
          await downloadCsv(`/api/templates/${format}`, `${format}-template.csv`);
          toast.success(TEMPLATE_DOWNLOADED_MESSAGE);
        }
      } catch (error) {
        showCsvError(downloadErrorNotice(error, kind, format));
      } finally {
        setRunning(null);
      }
    },
    [exportQuery],
  );

  const isRunning = useCallback(
    (kind: DownloadKind, format: CsvFormat) => running === `${kind}:${format}`,
    [running],
  );

  return { download, isRunning };
}
