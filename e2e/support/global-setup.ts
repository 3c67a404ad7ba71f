import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, testRunId } from '../../test/support/test-env';
import { OPERATOR_EMAIL } from './constants';

const START_TIMEOUT_MS = 5 * 60_000;

declare global {
  var __QUILLCART_E2E__:
    { app: ChildProcess; database: string; redisPrefix: string; output: () => string } | undefined;
}

/**
 * Starts the app with `npm start`'s own script (install check, build, service check,
 * database creation, migrations, server + worker) on a free port, a fresh database and a
 * fresh Redis prefix.
 */
export default async function globalSetup(): Promise<void> {
  const runId = testRunId();
  const database = `quillcart_e2e_${runId}`;
  const redisPrefix = `qc-e2e-${runId}`;
  const port = await freePort();
  const adminUrl = new URL(
    process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  adminUrl.pathname = `/${database}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: adminUrl.toString(),
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SESSION_SECRET: 'e2e-session-secret-0123456789',
    // The tour signs in as this operator (queue dashboard).
    OPERATOR_EMAILS: OPERATOR_EMAIL,
    // Every browser context comes from 127.0.0.1.
    GUEST_FREE_SESSIONS_PER_IP_PER_DAY: '1000000',
    // The built-in writer answers at once: an operator's floor between two Generate All items
    // keeps a batch running long enough to watch rows and counters move (the spec's pause).
    BULK_PACE_MS: process.env.BULK_PACE_MS ?? '2000',
  };
  const root = path.resolve(__dirname, '..', '..');
  const app = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Everything the app prints (at LOG_LEVEL warn: its warnings, errors and the supervisor's
  // restarts) is kept, so the teardown can show it when a run went wrong.
  globalThis.__QUILLCART_E2E__ = { app, database, redisPrefix, output: () => output };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not get ready in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Quillcart is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    app.stdout?.on('data', onData);
    app.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_VERBOSE) process.stderr.write(chunk);
    });
    app.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`));
    });
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_DATABASE_URL = env.DATABASE_URL;
  process.env.E2E_REDIS_PREFIX = redisPrefix;
}
