// Keeps long-running children (server, worker) running: a child that stops on its own is
// started again after a pause that doubles with each crash in a row (1 s, 2 s, 4 s … 30 s)
// and resets once the child has stayed up for a minute. Plain Node, no dependencies.
import { startChild } from './lib.mjs';

export const BACKOFF_START_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
export const STABLE_AFTER_MS = 60_000;

/** The pause before restart number `crashes` (1-based) of a crash streak. */
export function backoffMs(crashes, startMs = BACKOFF_START_MS, maxMs = BACKOFF_MAX_MS) {
  return Math.min(maxMs, startMs * 2 ** Math.max(0, crashes - 1));
}

export class Supervisor {
  /**
   * @param {object} options
   * @param {(message: string) => void} options.say  one line to the operator
   * @param {number} [options.backoffStartMs]
   * @param {number} [options.backoffMaxMs]
   * @param {number} [options.stableAfterMs]
   */
  constructor(options) {
    this.say = options.say;
    this.backoffStartMs = options.backoffStartMs ?? BACKOFF_START_MS;
    this.backoffMaxMs = options.backoffMaxMs ?? BACKOFF_MAX_MS;
    this.stableAfterMs = options.stableAfterMs ?? STABLE_AFTER_MS;
    this.children = new Map();
    this.stopping = false;
  }

  /**
   * Starts a child and keeps it running. `onCrash(name, code, signal)` may return false to
   * stop everything instead of restarting (a child that cannot start at all).
   */
  add(name, command, args, env, onCrash = () => true) {
    const entry = { name, command, args, env, onCrash, crashes: 0, child: null, timer: null };
    this.children.set(name, entry);
    this.spawn(entry);
  }

  spawn(entry) {
    const startedAt = Date.now();
    const child = startChild(entry.name, entry.command, entry.args, entry.env);
    entry.child = child;
    child.on('exit', (code, signal) => {
      if (this.stopping) return;
      if (Date.now() - startedAt >= this.stableAfterMs) entry.crashes = 0;
      entry.crashes += 1;
      const how = signal ?? `exit ${code}`;
      if (entry.onCrash(entry.name, code, signal) === false) {
        this.say(`The ${entry.name} stopped (${how}); stopping everything.`);
        void this.stop(code || 1);
        return;
      }
      const pause = backoffMs(entry.crashes, this.backoffStartMs, this.backoffMaxMs);
      this.say(
        `The ${entry.name} stopped (${how}); restarting it in ${pause / 1000} s ` +
          `(crash ${entry.crashes} in a row). The rest keeps running.`,
      );
      entry.timer = setTimeout(() => {
        entry.timer = null;
        if (this.stopping) return;
        this.spawn(entry);
        this.say(`Restarted the ${entry.name} (pid ${entry.child.pid}).`);
      }, pause);
    });
  }

  /**
   * SIGTERM to every child; resolves with `code` once all have exited and their output is
   * through (or after 20 s).
   */
  stop(code = 0) {
    if (this.stopping) return this.stopped;
    this.stopping = true;
    const waits = [];
    for (const entry of this.children.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      const child = entry.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        // 'close', not 'exit': the child's last lines (its goodbye) are printed by then.
        waits.push(new Promise((resolve) => child.once('close', resolve)));
        child.kill('SIGTERM');
      }
    }
    this.stopped = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(code), 20_000);
      timer.unref();
      Promise.all(waits).then(() => {
        clearTimeout(timer);
        resolve(code);
      });
    });
    return this.stopped;
  }

  /** The process id of a child as it runs now (tests and the chaos script kill it). */
  pid(name) {
    return this.children.get(name)?.child?.pid;
  }
}
