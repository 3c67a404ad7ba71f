import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './test-env';

/**
 * A Redis server of the test's own on a free port (no persistence, noeviction), so a test can
 * kill it and start it again without touching the Redis every other test shares. After a
 * restart it is empty, as a Redis without persistence is after a crash.
 */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  async start(): Promise<string> {
    if (this.child) return this.url;
    if (this.port === 0) this.port = await freePort();
    const child = spawn(
      process.env.REDIS_SERVER_PATH ?? 'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    this.child = child;
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    await this.waitUntilAnswering();
    return this.url;
  }

  /** Kills the server at once (SIGKILL): clients see their connections drop. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  private async waitUntilAnswering(): Promise<void> {
    for (;;) {
      const client = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        if ((await client.ping()) === 'PONG') return;
      } catch {
        // not listening yet
      } finally {
        client.disconnect();
      }
      if (!this.child) throw new Error('redis-server exited while starting');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
