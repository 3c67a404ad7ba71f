import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../core/src/config/paths';

export interface WorkerChild {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * BENCH_PROFILE_DIR=dir (the benches): node's flags that make a process write a V8 CPU profile
 * there when it stops; none without it.
 */
export function cpuProfileFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(env.BENCH_PROFILE_DIR)]
    : [];
}

/**
 * Starts `worker/src/main.ts` as a real process. One process, no tsx wrapper in between, so
 * SIGTERM and SIGKILL reach the worker itself.
 */
export function spawnWorker(env: NodeJS.ProcessEnv = process.env): WorkerChild {
  const main = path.join(repoRoot(), 'worker', 'src', 'main.ts');
  const child = spawn(process.execPath, [...cpuProfileFlags(env), '--import', 'tsx', main], {
    cwd: repoRoot(),
    env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}
