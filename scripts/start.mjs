// `npm start`: install if needed, build if stale, check Postgres and Redis, then run the
// server (which applies migrations) and the worker, print the URL, and keep both running:
// a crashed child is restarted with backoff (see supervisor.mjs).
import {
  childLogFormat,
  DEFAULTS,
  ensureBuild,
  ensureDependencies,
  ensureServices,
  fail,
  loadDotEnv,
  NODE_FLAGS,
  say,
  waitForHttp,
} from './lib.mjs';
import { Supervisor } from './supervisor.mjs';

// package.json's engines: ^20.19.0 || ^22.13.0 || >=24.11.0.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported =
  (major === 20 && minor >= 19) ||
  (major === 22 && minor >= 13) ||
  (major === 24 && minor >= 11) ||
  major > 24;
if (!supported)
  fail(`Quillcart runs on Node 20.19+, 22.13+ or 24.11+; this is ${process.version}.`);

loadDotEnv();
ensureDependencies();
ensureBuild();
await ensureServices();

const env = { ...process.env, PORT: process.env.PORT ?? DEFAULTS.PORT };
// The children write to a pipe that this process relays: on a terminal they are told to write
// readable lines (LOG_FORMAT=json, or a pipe/file here, keeps JSON).
env.LOG_FORMAT = childLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY);
const port = env.PORT;
let ready = false;
const supervisor = new Supervisor({ say });

function stopAll(code) {
  supervisor.stop(code).then((exitCode) => process.exit(exitCode));
}

for (const [name, entry] of [
  ['server', 'dist/server/src/main.js'],
  ['worker', 'dist/worker/src/main.js'],
]) {
  // A child that dies before the app was ever ready cannot start at all (its log says why):
  // stop. Once the app has served, a crash is restarted with backoff while the rest runs on.
  // Each runs with the Node flags the Dockerfile and docker-compose.yml give it too.
  supervisor.add(name, process.execPath, [...NODE_FLAGS[name], entry], env, () => ready);
}
say(
  `Started the server (pid ${supervisor.pid('server')}) and the worker (pid ${supervisor.pid('worker')}).`,
);

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const url = `http://localhost:${port}`;
const up = await waitForHttp(`http://127.0.0.1:${port}/readyz`, 60_000, () => !supervisor.stopping);
if (up) {
  ready = true;
  say(`Quillcart is running at ${url}  (Ctrl+C stops it)`);
} else if (!supervisor.stopping) {
  say(`The server did not become ready at ${url}/readyz within 60 s; see its log above.`);
  stopAll(1);
}
