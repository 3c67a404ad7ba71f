import type { MessagePort } from 'node:worker_threads';
import { JobThread, moduleThread, throughThread } from '../process/job-thread';
import { CsvPieceParser, type RecordParserOptions } from './record-parser';

/**
 * fast-csv's parse runs in a worker thread, so the thread that reads the upload, checks the
 * rows and writes them to Postgres is not also the one scanning every character: the two
 * overlap. One worker per process, started on first use and shared by every import (each has
 * a job of its own); it keeps the process alive only while a job runs.
 *
 * The worker (parse-thread.ts) parses each piece as fast-csv's parse stream does — the same
 * options, the unfinished record carried into the next piece — with CsvRecordParser, so the
 * rows and the "Parse Error: …" messages are fast-csv's.
 */
export type ParseOptions = RecordParserOptions;

/** A piece's records, each as the JSON text of its cells (an array of strings). */
interface ParsedPiece {
  records: string[];
}

type ParseMessage =
  | ({ id: number; type: 'open' } & ParseOptions)
  | { id: number; type: 'text'; text: string }
  | { id: number; type: 'end' }
  | { id: number; type: 'close' };

const parser = new JobThread<ParsedPiece>('CSV parser', () =>
  moduleThread(__filename, 'parse-thread'),
);

// Each record goes back as its JSON text: a few long strings cross to the other thread far
// more cheaply than thousands of short ones, and the text is kept as the item's source cells.
function asJson(rows: string[][]): string[] {
  return rows.map((row) => JSON.stringify(row));
}

/** The parse thread's side (parse-thread.ts): each open job's parser and unfinished record. */
export function answerParseJobs(port: MessagePort): void {
  const jobs = new Map<number, CsvPieceParser>();
  const reply = (id: number, parse: () => { records: string[]; done?: boolean }) => {
    try {
      port.postMessage({ id, ...parse() });
    } catch (error) {
      jobs.delete(id);
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
  port.on('message', (message: ParseMessage) => {
    const { id } = message;
    if (message.type === 'open') {
      const { delimiter, quote } = message;
      jobs.set(id, new CsvPieceParser({ delimiter, quote }));
      return;
    }
    const job = jobs.get(id);
    if (!job) return;
    if (message.type === 'text') {
      const { text } = message;
      reply(id, () => ({ records: asJson(job.next(text)) }));
    } else if (message.type === 'end') {
      jobs.delete(id);
      reply(id, () => ({ records: asJson(job.end()), done: true }));
    } else {
      jobs.delete(id);
    }
  });
}

/** Pieces of text sent to the parser at most this many ahead of the rows read back. */
const AHEAD = 3;

/**
 * Parses record-aligned pieces of CSV text in the parse worker; yields each piece's records in
 * order, each as the JSON text of its cells. A parse error is thrown as fast-csv words it
 * ("Parse Error: …").
 */
export async function* parseInWorker(
  pieces: AsyncIterable<string>,
  options: ParseOptions,
): AsyncGenerator<string[]> {
  const job = parser.open();
  job.post({ type: 'open', delimiter: options.delimiter, quote: options.quote });
  const replies = throughThread(job, pieces, (text) => ({ type: 'text', text }), AHEAD);
  for await (const { records } of replies) if (records.length > 0) yield records;
}
