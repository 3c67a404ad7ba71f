import { BrowserSession } from '../support/browser-session';
import { spawnServer } from '../support/server-process';
import { createDatabase, databaseUrlFor, dropDatabase, testRunId } from '../support/test-env';
import { spawnWorker } from '../support/worker-process';
import { wsClient } from '../support/ws-client';

/**
 * Starting on a fresh database and stopping an idle app, with real processes: the worker
 * waits for the server's migrations without an error, and SIGTERM stops both cleanly (the
 * idle server used to hit its shutdown timeout and exit 1).
 */
jest.setTimeout(120_000);

describe('starting and stopping', () => {
  const name = `quillcart_test_${testRunId()}_fresh`;
  const prefix = `${process.env.REDIS_PREFIX}-fresh`;

  beforeAll(async () => {
    await createDatabase(name);
  });
  afterAll(async () => {
    await dropDatabase(name);
  });

  it('the worker waits for the schema on a fresh database; SIGTERM stops an idle app cleanly', async () => {
    const env = { ...process.env, DATABASE_URL: databaseUrlFor(name), REDIS_PREFIX: prefix };
    const worker = spawnWorker({ ...env, LOG_LEVEL: 'info' });
    try {
      await waitFor(() => worker.output().includes('waiting for the server to apply database'));
      expect(worker.output()).not.toContain('worker started');

      const server = await spawnServer({ ...env, MIGRATE_ON_START: 'true' });
      try {
        await waitFor(() => worker.output().includes('worker started'));
        expect(worker.output()).toContain('database schema is ready');
        // No error line and no stack trace from the worker while it waited.
        const problems = worker
          .output()
          .split('\n')
          .filter((line) => /"level":(50|60)|QueryFailedError|\n\s+at /.test(line));
        expect(problems).toEqual([]);

        // An idle app: a browser tab with an open socket and a kept-alive HTTP connection.
        const visitor = new BrowserSession(server.url);
        await visitor.start();
        const socket = wsClient(server.url, visitor.cookieHeader);
        await new Promise<void>((resolve) => socket.on('connected', () => resolve()));

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('"msg":"stopped"');
        expect(server.output()).not.toContain('took too long');
        await socket.dispose();
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }

      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('"msg":"stopped"');
    } finally {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    }
  });
});

async function waitFor(check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a state');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
