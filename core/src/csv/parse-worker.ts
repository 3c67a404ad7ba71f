import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';

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
  } else if (type === 'cancel') {
    jobs.delete(id);
  }
});
`;

export interface ParseOptions {
  delimiter: string;
  quote: string | null;
}

/** A piece's records, each as the JSON text of its cells (an array of strings). */
type Reply = { records: string[]; done?: boolean } | { error: string };

interface JobState {
  replies: Reply[];
  waiting: ((reply: Reply) => void) | null;
}

/** One parse: text in (record-aligned pieces), rows out, one reply per piece sent. */
export interface ParseJob {
  send(text: string): void;
  /** No more text: the last reply carries `done`. */
  end(): void;
  /** The next reply, in order: the records of one piece, or the parse error. */
  next(): Promise<Reply>;
  cancel(): void;
}

class ParseWorker {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, JobState>();
  private nextId = 1;

  open(options: ParseOptions): ParseJob {
    const worker = this.start();
    const id = this.nextId++;
    const state: JobState = { replies: [], waiting: null };
    this.jobs.set(id, state);
    worker.ref();
    worker.postMessage({ id, type: 'open', delimiter: options.delimiter, quote: options.quote });
    return {
      send: (text) => worker.postMessage({ id, type: 'text', text }),
      end: () => worker.postMessage({ id, type: 'end' }),
      next: () => {
        const reply = state.replies.shift();
        if (reply) return Promise.resolve(reply);
        return new Promise<Reply>((resolve) => {
          state.waiting = resolve;
        });
      },
      cancel: () => {
        if (!this.jobs.delete(id)) return;
        if (this.worker === worker) worker.postMessage({ id, type: 'cancel' });
        this.idleCheck();
      },
    };
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        fastCsv: require.resolve('fast-csv'),
        // fast-csv's own copy of its parse package.
        parser: require.resolve('@fast-csv/parse/build/src/parser', {
          paths: [dirname(require.resolve('fast-csv'))],
        }),
      },
    });
    worker.on('message', (message: { id: number } & Reply) => {
      const state = this.jobs.get(message.id);
      if (!state) return;
      if ('error' in message || ('done' in message && message.done)) {
        this.jobs.delete(message.id);
        this.idleCheck();
      }
      this.deliver(state, message);
    });
    const stop = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const state of this.jobs.values()) {
        this.deliver(state, { error: `The CSV parser stopped: ${error.message}` });
      }
      this.jobs.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`exit code ${code}`)));
    this.worker = worker;
    return worker;
  }

  // An idle worker does not keep the process alive.
  private idleCheck(): void {
    if (this.jobs.size === 0) this.worker?.unref();
  }

  private deliver(state: JobState, reply: Reply): void {
    const waiting = state.waiting;
    if (waiting) {
      state.waiting = null;
      waiting(reply);
    } else {
      state.replies.push(reply);
    }
  }
}

const shared = new ParseWorker();

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
  const job = shared.open(options);
  const source = pieces[Symbol.asyncIterator]();
  let pending = 0;
  let ended = false;
  let finished = false;
  try {
    for (;;) {
      while (!ended && pending < AHEAD) {
        const piece = await source.next();
        if (piece.done) {
          job.end();
          ended = true;
        } else {
          job.send(piece.value);
        }
        pending += 1;
      }
      if (pending === 0) return;
      const reply = await job.next();
      pending -= 1;
      if ('error' in reply) throw new Error(reply.error);
      if (reply.records.length > 0) yield reply.records;
      if (reply.done) {
        finished = true;
        return;
      }
    }
  } finally {
    if (!finished) job.cancel();
    if (!ended) await source.return?.();
  }
}
