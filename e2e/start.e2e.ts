import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { queueEventsFromNow } from '../core/src/jobs/queue-events';
import {
  QueueName,
  SystemJob,
  bullPrefix,
  type HealthCheckPayload,
  type HealthCheckResult,
} from '../core/src/jobs/queues';
import {
  databaseUrlFor,
  deleteRedisKeys,
  dropDatabase,
  freePort,
  testRunId,
} from '../test/support/test-env';
import { baseUrl } from './support/browser';

/**
 * Runs `npm start`'s script in a pseudo-terminal (util-linux `script`), as a person at a
 * terminal would, until it says it is running; answers everything it printed.
 */
async function startInTerminal(env: NodeJS.ProcessEnv): Promise<string> {
  const runId = `${testRunId()}_tty`;
  const database = `quillcart_e2e_${runId}`;
  const redisPrefix = `qc-e2e-${runId}`;
  const port = await freePort();
  const start = path.join(__dirname, '..', 'scripts', 'start.mjs');
  const child = spawn('script', ['-qfec', `"${process.execPath}" "${start}"`, '/dev/null'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrlFor(database),
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: 'info',
      ...env,
    },
    // Its own process group: stopping it stops the terminal, npm start and its children.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Quillcart is running at')) resolve();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then(() => reject(new Error(`npm start ended before it was ready:\n${output}`)));
    });
  } finally {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    await dropDatabase(database);
    await deleteRedisKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix);
  }
  // The terminal's line endings and colours are not what is being checked.
  // eslint-disable-next-line no-control-regex
  return output.replace(/\r/g, '').replace(/\u001b\[[0-9;]*m/g, '');
}

function serverLines(output: string): string[] {
  return output.split('\n').filter((line) => line.startsWith('server |'));
}

// The global setup started the app with scripts/start.mjs, exactly as `npm start` does.
describe('npm start', () => {
  it('serves the built home page with its metadata', async () => {
    const response = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Quillcart — AI Product Description Generator</title>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
  });

  it('serves /favicon.ico (browsers ask for it whatever the page links)', async () => {
    const response = await fetch(`${baseUrl()}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An icon resource: reserved 0, type 1, at least one image.
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(bytes[4]).toBeGreaterThan(0);
  });

  it('answers unknown paths with a 404 page', async () => {
    const response = await fetch(`${baseUrl()}/definitely/not/here`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page not found — Quillcart</title>');
  });

  it('is ready: migrations applied, Postgres and Redis answering', async () => {
    const response = await fetch(`${baseUrl()}/readyz`);
    expect(await response.json()).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('runs a worker that answers health jobs', async () => {
    const prefix = bullPrefix(process.env.E2E_REDIS_PREFIX as string);
    const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      maxRetriesPerRequest: null,
    });
    const eventsConnection = connection.duplicate();
    const queue = new Queue<HealthCheckPayload, HealthCheckResult>(QueueName.System, {
      connection,
      prefix,
    });
    const events = await queueEventsFromNow(queue, {
      commands: connection,
      events: eventsConnection,
    });
    try {
      const job = await queue.add(SystemJob.HealthCheck, {
        requestedBy: 'e2e',
        requestedAt: new Date().toISOString(),
      });
      // A generous bound: on a busy machine the worker may be slow to pick the job up. If it
      // never answers, say what the queue looked like: was a worker listening, was the job
      // taken?
      const answer = await job.waitUntilFinished(events, 90_000).catch(async (error: unknown) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed');
        const workers = await queue.getWorkers();
        throw new Error(
          `${String(error)}; the system queue: ${JSON.stringify(counts)}, ` +
            `${workers.length} worker connection(s) listening`,
        );
      });
      expect(answer).toMatchObject({ ok: true });
    } finally {
      await events.close();
      await queue.close();
      await Promise.all([connection.quit(), eventsConnection.quit()]);
    }
  }, 120_000);

  it('names the service it cannot reach, where it looked, and how to start it', () => {
    // The build is fresh (the global setup just made it), so this reaches the service check.
    const result = spawnSync(
      process.execPath,
      [path.join(__dirname, '..', 'scripts', 'start.mjs')],
      {
        env: {
          ...process.env,
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/quillcart',
          REDIS_URL: 'redis://127.0.0.1:2',
        },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Postgres is not reachable at 127.0.0.1:1 (DATABASE_URL=postgres://postgres@127.0.0.1:1/quillcart)',
    );
    expect(result.stderr).toContain('docker compose up -d postgres');
    expect(result.stderr).toContain(
      'Redis is not reachable at 127.0.0.1:2 (REDIS_URL=redis://127.0.0.1:2)',
    );
    expect(result.stderr).toContain('docker compose up -d redis');
  });

  it('prints readable log lines on a terminal, and JSON with LOG_FORMAT=json', async () => {
    const readable = serverLines(await startInTerminal({}));
    expect(readable.some((line) => /INFO.*Quillcart server listening on http/.test(line))).toBe(
      true,
    );
    expect(readable.filter((line) => line.includes('{"level"'))).toEqual([]);

    const json = serverLines(await startInTerminal({ LOG_FORMAT: 'json' }));
    const listening = json.find((line) => line.includes('Quillcart server listening on'));
    expect(listening).toBeDefined();
    const parsed = JSON.parse((listening as string).replace(/^server \| /, '')) as {
      level: number;
      msg: string;
    };
    expect(parsed).toMatchObject({ level: 30 });
  }, 240_000);
});
