import { useCallback, useState } from 'react';
import { toast } from '../../../ui/toast';
import { exportUrl, type HistoryFilterState } from '../history-filter';

const FILE_NAME_RE = /filename="([^"]+)"/;

/** Downloads the history as CSV (GET /api/history/export), with the catalogue's toasts. */
export function useHistoryExport(): {
  exportCsv: (filter: HistoryFilterState) => Promise<void>;
  exporting: boolean;
} {
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(async (filter: HistoryFilterState) => {
    setExporting(true);
    try {
      const response = await fetch(exportUrl(filter), { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? `HTTP ${response.status}`);
      }
      const rows = Number(response.headers.get('X-Export-Rows') ?? '0');
      const total = Number(response.headers.get('X-Export-Total') ?? '0');
      if (total === 0) {
        toast.error('No items to export');
        return;
      }
      const blob = await response.blob();
      const name =
        FILE_NAME_RE.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
        'generation-history.csv';
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked later: some browsers read the blob after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      if (rows < total) {
        toast.success(
          `CSV exported successfully: the newest ${rows.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} descriptions`,
        );
      } else {
        toast.success('CSV exported successfully');
      }
    } catch (error) {
      console.error('history export failed', error);
      toast.error('Failed to export CSV');
    } finally {
      setExporting(false);
    }
  }, []);

  return { exportCsv, exporting };
}
