import type { MessagePort } from 'node:worker_threads';
import { exportItemOf, type ExportItemRow } from '../catalog/export-item';
import { JobThread, moduleThread, throughThread } from '../process/job-thread';
import type { CsvFormatId, ExportDialect } from './csv-format';
import { CsvRowWriter, CsvTextFormatter, type ExportLayout } from './export-items';
import { CSV_FORMATS } from './formats';

/** What one export writes: its format, columns and dialect, as CsvExportService chose them. */
export interface ExportTextOptions {
  formatId: CsvFormatId;
  layout: ExportLayout;
  dialect: ExportDialect;
  etsyWhenMade: string;
  /** The export's first header set (most items' source rows share it), or null. */
  headers: string[] | null;
}

interface ExportPiece {
  text: string;
}

type ExportMessage =
  | ({ id: number; type: 'open' } & ExportTextOptions)
  | { id: number; type: 'page'; rows: ExportItemRow[] }
  | { id: number; type: 'end' }
  | { id: number; type: 'close' };

const exporter = new JobThread<ExportPiece>('CSV exporter', () =>
  moduleThread(__filename, 'export-thread'),
);

/**
 * Items go to the exporter this many at a time, at most AHEAD messages before their text is
 * written. Small messages are read, written and let go between two of the thread's young
 * collections; whole pages (1,000 items, ~1 MB of cells) outlived them, and the thread spent
 * as long collecting as writing (bench:csv: the export took 1.4 s instead of 0.8 s).
 */
const CHUNK = 100;
const AHEAD = 8;

async function* chunks(pages: AsyncIterable<ExportItemRow[]>): AsyncGenerator<ExportItemRow[]> {
  for await (const page of pages) {
    for (let at = 0; at < page.length; at += CHUNK) yield page.slice(at, at + CHUNK);
  }
}

/**
 * The export's CSV text: the header row and each page's rows, made in the exporter thread
 * (each item's source rows read from their JSON, Quillcart's cells written in, every row
 * formatted) while this thread reads the next page from Postgres and writes the text before
 * to the download. A 100,000-row export then neither waits for one thread to do both nor
 * holds up every other request of the server while it runs.
 */
export async function* exportText(
  options: ExportTextOptions,
  pages: AsyncIterable<ExportItemRow[]>,
): AsyncGenerator<string> {
  const job = exporter.open();
  job.post({ type: 'open', ...options });
  const replies = throughThread(job, chunks(pages), (rows) => ({ type: 'page', rows }), AHEAD);
  for await (const { text } of replies) if (text.length > 0) yield text;
}

/**
 * The exporter thread's side (export-thread.ts): each open job's writer and formatter, the
 * text of each page, and the file's last line break at its end. The header row goes out with
 * the first page's text.
 */
export function answerExportJobs(port: MessagePort): void {
  const jobs = new Map<
    number,
    { writer: CsvRowWriter; formatter: CsvTextFormatter; headers: string[] | null; head: string }
  >();
  port.on('message', (message: ExportMessage) => {
    const { id } = message;
    if (message.type === 'open') {
      const writer = new CsvRowWriter(CSV_FORMATS[message.formatId], message.layout, {
        etsyWhenMade: message.etsyWhenMade,
        dialect: message.dialect,
      });
      const formatter = new CsvTextFormatter(message.dialect);
      jobs.set(id, {
        writer,
        formatter,
        headers: message.headers,
        head: formatter.row(writer.headerRow()),
      });
      return;
    }
    const job = jobs.get(id);
    if (!job) return;
    if (message.type === 'close') {
      jobs.delete(id);
      return;
    }
    try {
      let text = job.head;
      job.head = '';
      if (message.type === 'page') {
        for (const row of message.rows) {
          for (const cells of job.writer.rows(exportItemOf(row, job.headers))) {
            text += job.formatter.row(cells);
          }
        }
        port.postMessage({ id, text });
      } else {
        jobs.delete(id);
        port.postMessage({ id, text: text + job.formatter.finish(), done: true });
      }
    } catch (error) {
      jobs.delete(id);
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
