import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { format } from 'fast-csv';
import {
  HISTORY_CSV_HEADERS,
  HISTORY_EXPORT_LIMIT,
  historyCsvRow,
} from '../../../core/src/history/history-csv';
import { UserInputError } from '../../../core/src/errors/domain-error';
import type {
  HistoryFilter,
  HistoryRecord,
} from '../../../core/src/generation/generation-record-repository';
import { formatLocalDate, isValidTimeZone } from '../../../core/src/history/time-zone';
import type { Owner } from '../../../core/src/owner/owner';
import { Audience, allowRoute } from '../graphql/access';

/** The export's filter: the history page's, of successful records only. */
type ExportFilter = Omit<HistoryFilter, 'outcome'>;

/** What the export asks of the history module. */
export interface HistoryExports {
  /** How many successful records match the filter (the export's total before the cap). */
  countExportable(owner: Owner, filter: ExportFilter): Promise<number>;
  /** The successful records matching the filter, newest first, capped, a batch at a time. */
  exportRecords(owner: Owner, filter: ExportFilter): AsyncIterable<HistoryRecord[]>;
}

/**
 * GET /api/history/export: the signed-in seller's successful generations as CSV, newest
 * first, at most 10,000 rows (SPEC §7), filtered like the history page (search, from, to;
 * ISO dates). Dates are written in the `tz` time zone (IANA, default UTC). Headers tell how
 * many rows were written and how many matched: X-Export-Rows, X-Export-Total.
 */
export function historyRoutes(history: HistoryExports): Router {
  const router = Router();
  router.get('/api/history/export', allowRoute(Audience.Seller), async (req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store');
      const owner = req.owner as Owner;
      const query = req.query as Record<string, unknown>;
      const timeZone = typeof query.tz === 'string' && query.tz ? query.tz : 'UTC';
      if (!isValidTimeZone(timeZone)) throw new UserInputError(`Unknown time zone: ${timeZone}`);
      const filter: ExportFilter = {
        search: typeof query.search === 'string' ? query.search : null,
        from: dateParam(query.from),
        to: dateParam(query.to),
      };
      const total = await history.countExportable(owner, filter);
      const rows = Math.min(total, HISTORY_EXPORT_LIMIT);
      const fileName = `generation-history-${formatLocalDate(new Date(), timeZone)}.csv`;
      res.status(200).set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'X-Export-Rows': String(rows),
        'X-Export-Total': String(total),
        'Access-Control-Expose-Headers': 'X-Export-Rows, X-Export-Total, Content-Disposition',
      });
      await writeCsv(res, history.exportRecords(owner, filter), timeZone);
    } catch (error) {
      if (!res.headersSent) {
        next(error);
        return;
      }
      // Mid-file: the status is sent, so cut the download short rather than end it cleanly.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        req.log?.error({ err: error }, 'history export failed');
      }
      res.destroy();
    }
  });
  return router;
}

// An unreadable date becomes an Invalid Date, which the service refuses with a message.
function dateParam(value: unknown): Date | null {
  return typeof value === 'string' && value ? new Date(value) : null;
}

async function writeCsv(
  res: Response,
  batches: AsyncIterable<HistoryRecord[]>,
  timeZone: string,
): Promise<void> {
  async function* rows(): AsyncGenerator<string[]> {
    for await (const batch of batches) {
      for (const record of batch) yield historyCsvRow(record, timeZone);
    }
  }
  const csv = format<string[], string[]>({
    headers: [...HISTORY_CSV_HEADERS],
    alwaysWriteHeaders: true,
    includeEndRowDelimiter: true,
  });
  // A BOM, so spreadsheet apps read accented descriptions as UTF-8 (fast-csv's own writeBOM
  // leaves it out of a file with no rows).
  res.write('\ufeff');
  // pipeline handles backpressure, and stops reading when the browser goes away.
  await pipeline(Readable.from(rows()), csv, res);
}
