import { dirname, extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

// Under tsx or ts-jest the caller is TypeScript, and so is the thread's entry: the thread
// registers tsx before loading it. The compiled server's entry is JavaScript.
const MODULE_THREAD = `
const { workerData } = require('node:worker_threads');
if (workerData.tsx) require(workerData.tsx).register();
require(workerData.entry);
`;

/**
 * A worker thread running the module `name` beside the file `besideFile` (the caller's
 * `__filename`: the entry has its ending, .ts or .js).
 */
export function moduleThread(besideFile: string, name: string): Worker {
  const entry = join(dirname(besideFile), `${name}${extname(besideFile)}`);
  return new Worker(MODULE_THREAD, {
    eval: true,
    workerData: { entry, tsx: entry.endsWith('.ts') ? require.resolve('tsx/cjs/api') : null },
  });
}

/** A thread's answer to one message of a job: its payload, or why the job failed. */
export type ThreadReply<T> = (T & { done?: boolean }) | { error: string };

/** One job of a shared thread: its messages in order, its answers in the same order. */
export interface ThreadJob<T> {
  /** Sends the job a message (its id is added). */
  post(message: { type: string } & Record<string, unknown>): void;
  /** The thread's next answer to this job. */
  next(): Promise<ThreadReply<T>>;
  /** The job is over: the thread drops it, and answers still to come are not kept. */
  close(): void;
}

interface JobState<T> {
  replies: ThreadReply<T>[];
  waiting: ((reply: ThreadReply<T>) => void) | null;
}

/**
 * One worker thread shared by every job of its kind in this process, each job with an id of
 * its own. The thread starts on first use and keeps the process alive only while a job is
 * open. A thread that fails answers every open job `{ error: "The <name> stopped: …" }`;
 * the next job starts a new one.
 *
 * The thread's side: each message comes as `{ id, type, … }` (type 'close': forget job id),
 * and each answer goes back as `{ id, … }`.
 */
export class JobThread<T extends object> {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, JobState<T>>();
  private nextId = 1;

  constructor(
    private readonly name: string,
    private readonly start: () => Worker,
  ) {}

  open(): ThreadJob<T> {
    const worker = this.started();
    const id = this.nextId++;
    const state: JobState<T> = { replies: [], waiting: null };
    this.jobs.set(id, state);
    worker.ref();
    return {
      post: (message) => worker.postMessage({ ...message, id }),
      next: () => {
        const reply = state.replies.shift();
        if (reply) return Promise.resolve(reply);
        return new Promise<ThreadReply<T>>((resolve) => {
          state.waiting = resolve;
        });
      },
      close: () => {
        if (!this.jobs.delete(id)) return;
        if (this.worker === worker) worker.postMessage({ id, type: 'close' });
        if (this.jobs.size === 0) worker.unref();
      },
    };
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.on('message', (message: { id: number } & ThreadReply<T>) => {
      const state = this.jobs.get(message.id);
      if (state) deliver(state, message);
    });
    const stop = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const state of this.jobs.values()) {
        deliver(state, { error: `The ${this.name} stopped: ${error.message}` });
      }
      this.jobs.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`exit code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

function deliver<T>(state: JobState<T>, reply: ThreadReply<T>): void {
  const waiting = state.waiting;
  if (waiting) {
    state.waiting = null;
    waiting(reply);
  } else {
    state.replies.push(reply);
  }
}

/**
 * Runs a stream of inputs through a job: each input is posted as a message at most `ahead`
 * before its answer is read back, then `{ type: 'end' }`; yields the answers in order until
 * the one that says `done`. An `{ error }` answer is thrown. The job is closed at the end,
 * and the inputs are let go when the caller stops early.
 */
export async function* throughThread<I, T extends object>(
  job: ThreadJob<T>,
  inputs: AsyncIterable<I>,
  message: (input: I) => { type: string } & Record<string, unknown>,
  ahead: number,
): AsyncGenerator<T & { done?: boolean }> {
  const source = inputs[Symbol.asyncIterator]();
  let pending = 0;
  let ended = false;
  try {
    for (;;) {
      while (!ended && pending < ahead) {
        const input = await source.next();
        if (input.done) {
          job.post({ type: 'end' });
          ended = true;
        } else {
          job.post(message(input.value));
        }
        pending += 1;
      }
      const reply = await job.next();
      pending -= 1;
      if ('error' in reply) throw new Error(reply.error);
      yield reply;
      if (reply.done) return;
    }
  } finally {
    job.close();
    if (!ended) await source.return?.();
  }
}
