// `npm run checks`: the project's own `typecheck`, `lint:eslint` and `lint:prettier` scripts
// in two lanes side by side. ESLint (type-aware) takes about as long as the type checks and
// Prettier together, so it has a lane to itself and the run takes about as long as it does,
// not as all of them in a row. Each one's output is printed whole when it ends; the run fails
// when any of them fails (a lane goes on after a failure, so every problem is reported at once).
import { spawn } from 'node:child_process';

const LANES = [['lint:eslint'], ['typecheck', 'lint:prettier']];

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
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
