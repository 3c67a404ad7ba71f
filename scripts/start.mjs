// `npm start`: install if needed, build if stale, check Postgres and Redis, then run the
// server (which applies migrations) and the worker, and print the URL.
import {
  DEFAULTS,
  ensureBuild,
  ensureDependencies,
  ensureServices,
  fail,
  loadDotEnv,
  say,
  startChild,
  waitForHttp,
} from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(`Node 20.19 or newer is needed; this is ${process.version}.`);

loadDotEnv();
ensureDependencies();
ensureBuild();
await ensureServices();

const env = { ...process.env, PORT: process.env.PORT ?? DEFAULTS.PORT };
const port = env.PORT;
const children = new Map();
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 20_000);
  timer.unref();
  Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise((resolve) =>
          child.exitCode !== null ? resolve() : child.once('exit', resolve),
        ),
    ),
  ).then(() => process.exit(code));
}

for (const [name, entry] of [
  ['server', 'dist/server/src/main.js'],
  ['worker', 'dist/worker/src/main.js'],
]) {
  const child = startChild(name, process.execPath, ['--enable-source-maps', entry], env);
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    say(`The ${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stopAll(code || 1);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const url = `http://localhost:${port}`;
const up = await waitForHttp(`http://127.0.0.1:${port}/readyz`, 60_000, () => !stopping);
if (up) say(`Quillcart is running at ${url}  (Ctrl+C stops it)`);
else if (!stopping) {
  say(`The server did not become ready at ${url}/readyz within 60 s; see its log above.`);
  stopAll(1);
}
