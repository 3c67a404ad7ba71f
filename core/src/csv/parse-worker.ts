import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { JobThread, throughThread } from '../process/job-thread';

/**
 * fast-csv's parse runs in a worker thread, so the thread that reads the upload, checks the
 * rows and writes them to Postgres is not also the one scanning every character: the two
 * overlap. One worker per process, started on first use and shared by every import (each has
 * a job of its own); it keeps the process alive only while a job runs.
 *
 * The worker is this file's WORKER_SOURCE (plain CommonJS, so it runs the same under tsx,
 * ts-jest and the compiled server). It drives fast-csv's Parser the way fast-csv's own parse
 * stream does (the same options, the unfinished record carried into the next piece), so the
 * rows and the "Parse Error: …" messages are fast-csv's; without the stream's per-row
 * callbacks it parses a little faster. The Parser is not in fast-csv's index: it is imported
 * from its published file, and the CSV tests pin its behaviour (fast-csv's version is exact).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { ParserOptions } = require(workerData.fastCsv);
const { Parser } = require(workerData.parser);
const jobs = new Map();
// Each record goes back as its JSON text: a few long strings cross to the other thread far
// more cheaply than thousands of short ones, and the text is kept as the item's source cells.
function asJson(rows) {
  return rows.map((row) => JSON.stringify(row));
}
function reply(id, parse) {
  try {
    parentPort.postMessage({ id, ...parse() });
  } catch (error) {
    jobs.delete(id);
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
}
parentPort.on('message', (message) => {
  const { id, type } = message;
  if (type === 'open') {
    const options = new ParserOptions({
      headers: false, delimiter: message.delimiter, quote: message.quote, ignoreEmpty: false,
    });
    jobs.set(id, { parser: new Parser(options), rest: '' });
    return;
  }
  const job = jobs.get(id);
  if (!job) return;
  if (type === 'text') {
    // As fast-csv's stream does per chunk: parse, keep the unfinished record for the next.
    reply(id, () => {
      const { line, rows } = job.parser.parse(job.rest + message.text, true);
      job.rest = line;
      return { records: asJson(rows) };
    });
  } else if (type === 'end') {
    jobs.delete(id);
    reply(id, () => ({
      records: job.rest ? asJson(job.parser.parse(job.rest, false).rows) : [],
      done: true,
    }));
  } else if (type === 'close') {
    jobs.delete(id);
  }
});
`;

export interface ParseOptions {
  delimiter: string;
  quote: string | null;
}

/** A piece's records, each as the JSON text of its cells (an array of strings). */
interface ParsedPiece {
  records: string[];
}

const parser = new JobThread<ParsedPiece>(
  'CSV parser',
  () =>
    new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        fastCsv: require.resolve('fast-csv'),
        // fast-csv's own copy of its parse package.
        parser: require.resolve('@fast-csv/parse/build/src/parser', {
          paths: [dirname(require.resolve('fast-csv'))],
        }),
      },
    }),
);

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
