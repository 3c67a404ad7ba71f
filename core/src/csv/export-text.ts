import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { exportItemsOf } from '../catalog/export-item';
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
  /**
   * True when no item's rows depend on the items written before it (Shopify: a new
   * product's handle must not be one already written), so runs may be written side by side.
   */
  unordered: boolean;
}

/** A piece of the file: its UTF-8 bytes, moved (not copied) from the exporter thread. */
interface ExportPiece {
  bytes: Uint8Array;
}

type ExportMessage =
  | ({ id: number; type: 'open'; first: boolean } & Omit<ExportTextOptions, 'unordered'>)
  | { id: number; type: 'run'; json: string }
  | { id: number; type: 'end' }
  | { id: number; type: 'close' };

/**
 * Two exporter threads where the machine has the cores: an export whose items are written
 * each on its own (`unordered`) has its runs written by both, side by side.
 */
const THREADS = Math.min(2, availableParallelism());
const exporter = new JobThread<ExportPiece>(
  'CSV exporter',
  () => moduleThread(__filename, 'export-thread'),
  THREADS,
);

/**
 * Runs sent to the exporter threads at most this many before their text is written. A run is
 * ~100 items: read, written and let go between two of the thread's young collections; whole
 * pages (1,000 items, ~1 MB of cells) outlived them, and the thread spent as long collecting
 * as writing (bench:csv: the export took 1.4 s instead of 0.8 s).
 */
const AHEAD = 8;

/**
 * The export's CSV text: the header row and each run's rows, made in the exporter threads
 * (each run's items read from the JSON Postgres wrote, Quillcart's cells written in, every
 * row formatted) while this thread reads the next page from Postgres and writes the text
 * before to the download. An export of unordered items has its runs taken in turn by the two
 * threads (the text is still in item order). A 100,000-row export then neither waits for one
 * thread to do all of it nor holds up every other request of the server while it runs.
 */
export async function* exportText(
  options: ExportTextOptions,
  runs: AsyncIterable<string>,
): AsyncGenerator<Uint8Array> {
  const { unordered, ...open } = options;
  const jobs = Array.from({ length: unordered ? THREADS : 1 }, (_, thread) => {
    const job = exporter.open(thread);
    // The first job writes the header row and the file's last line break.
    job.post({ type: 'open', first: thread === 0, ...open });
    return job;
  });
  const replies = throughThread(jobs, runs, (json) => ({ type: 'run', json }), AHEAD);
  for await (const { bytes } of replies) if (bytes.length > 0) yield bytes;
}

/**
 * The exporter thread's side (export-thread.ts): each open job's writer and formatter, and
 * the text of each run. A job opened `first` writes the header row with its first text and
 * the file's last line break at its end; any other writes rows that follow others' rows.
 * The text goes back as its UTF-8 bytes, their memory moved to the other thread: neither
 * thread copies it again, and the download writes it as it is.
 */
export function answerExportJobs(port: MessagePort): void {
  const encoder = new TextEncoder();
  const send = (id: number, text: string, done?: true) => {
    const bytes = encoder.encode(text);
    port.postMessage({ id, bytes, done }, [bytes.buffer]);
  };
  const jobs = new Map<
    number,
    {
      writer: CsvRowWriter;
      formatter: CsvTextFormatter;
      headers: string[] | null;
      head: string;
      first: boolean;
    }
  >();
  port.on('message', (message: ExportMessage) => {
    const { id } = message;
    if (message.type === 'open') {
      const writer = new CsvRowWriter(CSV_FORMATS[message.formatId], message.layout, {
        etsyWhenMade: message.etsyWhenMade,
        dialect: message.dialect,
        // Each run's items are read for this writer alone.
        ownsRows: true,
      });
      const formatter = new CsvTextFormatter(message.dialect);
      const head = formatter.row(writer.headerRow());
      jobs.set(id, {
        writer,
        formatter,
        headers: message.headers,
        // Every job's formatter has written the header row, so each of its rows starts with
        // the line break that ends the row before; only the first job's text holds it.
        head: message.first ? head : '',
        first: message.first,
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
      if (message.type === 'run') {
        for (const item of exportItemsOf(message.json, job.headers)) {
          for (const cells of job.writer.rows(item)) text += job.formatter.row(cells);
        }
        send(id, text);
      } else {
        jobs.delete(id);
        send(id, job.first ? text + job.formatter.finish() : '', true);
      }
    } catch (error) {
      jobs.delete(id);
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}
