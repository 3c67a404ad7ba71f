import type { Redis } from 'ioredis';
import { Pool } from 'pg';
import type { Logger } from '../../../core/src/logging/logger';

export type DependencyState = 'up' | 'down';

export interface HealthOptions {
  databaseUrl: string;
  redis: Redis;
  log: Logger;
  /** How often both dependencies are probed. */
  intervalMs?: number;
  /** How long one probe may take before it counts as slow. */
  probeTimeoutMs?: number;
  /** Slow probes in a row before a dependency counts as down (a refusal counts at once). */
  slowProbesToDown?: number;
  /** Told each probe's outcome and the state it left (tests and diagnostics). */
  onProbe?: (probe: {
    dependency: Dependency;
    outcome: ProbeOutcome;
    state: DependencyState;
  }) => void;
}

type Dependency = 'postgres' | 'redis';
type ProbeOutcome = 'ok' | 'failed' | 'slow';

/**
 * Readiness that does not flap. Postgres and Redis are probed in the background on
 * connections of their own (a busy request pool is not a Postgres outage); a refused or
 * dropped connection marks the dependency down at once, but a probe that is merely slow (a
 * machine busy with other work) only after several in a row. /readyz answers from the last
 * state without waiting.
 */
export class DependencyHealth {
  private readonly pool: Pool;
  private readonly timer: NodeJS.Timeout;
  private readonly intervalMs: number;
  private readonly probeTimeoutMs: number;
  private readonly slowProbesToDown: number;
  private state: Record<'postgres' | 'redis', DependencyState> = {
    postgres: 'down',
    redis: 'down',
  };
  private slow = { postgres: 0, redis: 0 };
  private first: Promise<void>;
  private running: Promise<void> | null = null;

  constructor(private readonly options: HealthOptions) {
    this.intervalMs = options.intervalMs ?? 2000;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 5000;
    this.slowProbesToDown = options.slowProbesToDown ?? 3;
    this.pool = new Pool({
      connectionString: options.databaseUrl,
      max: 1,
      connectionTimeoutMillis: this.probeTimeoutMs,
      idleTimeoutMillis: 0,
      application_name: 'quillcart-health',
    });
    // An idle probe connection that drops (Postgres restarted) is replaced on the next probe.
    this.pool.on('error', () => undefined);
    this.first = this.probe();
    this.timer = setInterval(() => void this.probe(), this.intervalMs);
    this.timer.unref();
  }

  /** The state of both dependencies (waits for the very first probe only). */
  async current(): Promise<Record<'postgres' | 'redis', DependencyState>> {
    await this.first;
    return { ...this.state };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.pool.end();
  }

  private probe(): Promise<void> {
    // One probe at a time: a slow one is not stacked up by the next tick.
    if (this.running) return this.running;
    this.running = Promise.all([
      this.check('postgres', () => this.pool.query('SELECT 1')),
      this.check('redis', () => {
        // A lost connection is a fact, not a guess: no need to wait for a ping to time out.
        const { status } = this.options.redis;
        if (status === 'reconnecting' || status === 'end' || status === 'close') {
          throw new Error(`redis connection ${status}`);
        }
        return this.options.redis.ping();
      }),
    ]).then(() => {
      this.running = null;
    });
    return this.running;
  }

  private async check(name: 'postgres' | 'redis', run: () => Promise<unknown>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      Promise.resolve()
        .then(run)
        .then(
          () => 'ok' as const,
          () => 'failed' as const,
        ),
      new Promise<'slow'>((resolve) => {
        timer = setTimeout(() => resolve('slow'), this.probeTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    const before = this.state[name];
    if (outcome === 'ok') {
      this.slow[name] = 0;
      this.state[name] = 'up';
    } else if (outcome === 'failed') {
      this.state[name] = 'down';
    } else {
      this.slow[name] += 1;
      if (this.slow[name] >= this.slowProbesToDown) this.state[name] = 'down';
    }
    this.options.onProbe?.({ dependency: name, outcome, state: this.state[name] });
    if (before !== this.state[name]) {
      this.options.log[this.state[name] === 'up' ? 'info' : 'warn'](
        { dependency: name, state: this.state[name] },
        `${name} is ${this.state[name]}`,
      );
    }
  }
}
