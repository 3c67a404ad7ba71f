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

/** One thread of a JobThread and the jobs open on it. */
interface Slot<T> {
  worker: Worker;
  jobs: Map<number, JobState<T>>;
}

/**
 * Worker threads of one kind shared by every job of that kind in this process (`size` of
 * them, one unless asked), each job on one thread with an id of its own. A thread starts on
 * first use and keeps the process alive only while a job is open on it. A thread that fails
 * answers each job open on it `{ error: "The <name> stopped: …" }`; the next job there starts
 * a new one.
 *
 * The thread's side: each message comes as `{ id, type, … }` (type 'close': forget job id),
 * and each answer goes back as `{ id, … }`.
 */
export class JobThread<T extends object> {
  private readonly slots: (Slot<T> | null)[];
  private nextId = 1;

  constructor(
    private readonly name: string,
    private readonly start: () => Worker,
    /** Threads at most (a job opens on the one its caller names). */
    readonly size = 1,
  ) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => null);
  }

  /** Opens a job on thread `thread` (taken modulo the number of threads). */
  open(thread = 0): ThreadJob<T> {
    const index = thread % this.slots.length;
    const slot = this.started(index);
    const { worker, jobs } = slot;
    const id = this.nextId++;
    const state: JobState<T> = { replies: [], waiting: null };
    jobs.set(id, state);
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
        if (!jobs.delete(id)) return;
        if (this.slots[index] === slot) worker.postMessage({ id, type: 'close' });
        if (jobs.size === 0) worker.unref();
      },
    };
  }

  private started(index: number): Slot<T> {
    const running = this.slots[index];
    if (running) return running;
    const worker = this.start();
    const slot: Slot<T> = { worker, jobs: new Map() };
    worker.on('message', (message: { id: number } & ThreadReply<T>) => {
      const state = slot.jobs.get(message.id);
      if (state) deliver(state, message);
    });
    const stop = (error: Error) => {
      if (this.slots[index] !== slot) return;
      this.slots[index] = null;
      for (const state of slot.jobs.values()) {
        deliver(state, { error: `The ${this.name} stopped: ${error.message}` });
      }
      slot.jobs.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`exit code ${code}`)));
    this.slots[index] = slot;
    return slot;
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
 * Runs a stream of inputs through jobs (one, or one on each of several threads): input n is
 * posted as a message to job n modulo their number, at most `ahead` inputs before their
 * answers are read back, and each job gets `{ type: 'end' }` after the last input. Yields the
 * answers in input order, then each job's answer to 'end' (the one that says `done`) in job
 * order. An `{ error }` answer is thrown. The jobs are closed at the end, and the inputs are
 * let go when the caller stops early.
 */
export async function* throughThread<I, T extends object>(
  jobs: ThreadJob<T> | readonly ThreadJob<T>[],
  inputs: AsyncIterable<I>,
  message: (input: I) => { type: string } & Record<string, unknown>,
  ahead: number,
): AsyncGenerator<T & { done?: boolean }> {
  const all: readonly ThreadJob<T>[] = 'post' in jobs ? [jobs] : jobs;
  const source = inputs[Symbol.asyncIterator]();
  let posted = 0;
  let read = 0;
  let ended = false;
  try {
    for (;;) {
      while (!ended && posted - read < ahead) {
        const input = await source.next();
        if (input.done) {
          for (const job of all) job.post({ type: 'end' });
          ended = true;
        } else {
          all[posted % all.length].post(message(input.value));
          posted += 1;
        }
      }
      if (read === posted && ended) break;
      const reply = await all[read % all.length].next();
      read += 1;
      if ('error' in reply) throw new Error(reply.error);
      yield reply;
    }
    for (const job of all) {
      const reply = await job.next();
      if ('error' in reply) throw new Error(reply.error);
      yield reply;
    }
  } finally {
    for (const job of all) job.close();
    if (!ended) await source.return?.();
  }
}
