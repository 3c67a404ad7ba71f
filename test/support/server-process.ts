import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../core/src/config/paths';
import { waitFor } from './wait-for';

export interface ServerChild {
  child: ChildProcess;
  /** The base URL it listens on. */
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts `server/src/main.ts` as a real process on a free port, as `npm start` runs it, and
 * resolves once it listens. For tests where the process must outlive what happens to it
 * (dependency outages, signals); most tests use the in-process startTestServer.
 */
export async function spawnServer(env: NodeJS.ProcessEnv = {}): Promise<ServerChild> {
  const main = path.join(repoRoot(), 'server', 'src', 'main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: repoRoot(),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      MIGRATE_ON_START: 'false',
      GUEST_FREE_SESSIONS_PER_IP_PER_DAY: '1000000',
      // Tests read the JSON lines.
      LOG_FORMAT: 'json',
      ...env,
      // The URL comes from the "listening" line: info or more detailed.
      LOG_LEVEL: ['debug', 'trace'].includes(env.LOG_LEVEL ?? '') ? env.LOG_LEVEL : 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(output);
      if (match) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) while starting:\n${output}`)),
    );
  });
  return { child, url, output: () => output, exited };
}

/**
 * Waits until the server's /readyz answers `status` (it answers from its last background
 * probe, every 2 s, so a change shows up on a later request); resolves with that answer's body.
 */
export async function readinessOf(url: string, status: 200 | 503): Promise<unknown> {
  let body: unknown;
  await waitFor(async () => {
    const response = await fetch(`${url}/readyz`);
    body = await response.json();
    return response.status === status;
  }, `/readyz to answer ${status}`);
  return body;
}
