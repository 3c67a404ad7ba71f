// `npm run checks`: the type checks, ESLint and Prettier in two lanes side by side. Each is
// one single-threaded process; ESLint (type-aware) takes about as long as the other three
// together, so it has a lane to itself and the run takes about as long as it does, not as all
// four in a row. Each one's output is printed whole when it ends; the run fails when any of
// them fails (a lane goes on after a failure, so every problem is reported at once).
import { spawn } from 'node:child_process';

const LANES = [
  [['eslint', ['eslint', '.']]],
  [
    ['type check (server)', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['type check (client)', ['tsc', '-p', 'client/tsconfig.json', '--noEmit']],
    ['prettier', ['prettier', '--check', '.']],
  ],
];

function run([name, [bin, ...args]]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', bin, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `failed (exit ${code})`;
      process.stdout.write(`\n[checks] ${name}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

async function lane(checks) {
  const results = [];
  for (const check of checks) results.push(await run(check));
  return results;
}

const results = (await Promise.all(LANES.map(lane))).flat();
if (results.includes(false)) process.exit(1);
