// `npm run dev`: client (Vite, hot reload), server and worker (tsx watch), side by side.
import {
  childLogFormat,
  DEFAULTS,
  ensureDependencies,
  ensureServices,
  loadDotEnv,
  say,
  startChild,
} from './lib.mjs';

loadDotEnv();
ensureDependencies();
await ensureServices();

const env = { ...process.env, PORT: process.env.PORT ?? DEFAULTS.PORT };
env.LOG_FORMAT = childLogFormat(process.env.LOG_FORMAT, process.stdout.isTTY);
env.QUILLCART_API_URL ??= `http://127.0.0.1:${env.PORT}`;
const bin = (name) => `node_modules/.bin/${name}`;
const children = [
  startChild('server', bin('tsx'), ['watch', '--clear-screen=false', 'server/src/main.ts'], env),
  startChild('worker', bin('tsx'), ['watch', '--clear-screen=false', 'worker/src/main.ts'], env),
  startChild('client', bin('vite'), ['--config', 'client/vite.config.mts'], env),
];
say('Dev mode: open http://localhost:5173 (the Vite dev server proxies the API).');

const stop = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', () =>
    children.every((c) => c.exitCode !== null) ? process.exit(0) : undefined,
  );
