// Helpers for start.mjs and dev.mjs. Plain Node (no dependencies) until the install step ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Node flags the server and the worker run with, here, in the Dockerfile and in
 * docker-compose.yml (a test holds the three to scripts/node-flags.json). The server's young
 * generation may grow to 32 MB semi-spaces (Node's default is 16): more of an items page's
 * objects die before a collection copies them (bench:api items ratio 0.51–0.54 against
 * 0.49–0.52 with the default; 64 MB did no better and let the server's RSS grow by 207 MB
 * during bench:csv's import, against 94 MB at 32).
 */
export const NODE_FLAGS = JSON.parse(
  readFileSync(path.join(root, 'scripts', 'node-flags.json'), 'utf8'),
);

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/quillcart',
  REDIS_URL: 'redis://127.0.0.1:6379',
  PORT: '4000',
};

/**
 * The LOG_FORMAT for server and worker under npm start / npm run dev: what was asked for, or
 * with `auto` (or nothing), readable lines when this process writes to a terminal, else JSON.
 */
export function childLogFormat(asked, isTTY) {
  if (asked === 'json' || asked === 'pretty') return asked;
  return isTTY ? 'pretty' : 'json';
}

export function say(message) {
  process.stdout.write(`[quillcart] ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`\n[quillcart] ${message}\n\n`);
  process.exit(1);
}

/** Reads KEY=VALUE lines of .env into process.env, without overriding what is already set. */
export function loadDotEnv() {
  const file = path.join(root, '.env');
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const value = match[2].replace(/^(['"])(.*)\1$/, '$2');
    if (value !== '' && process.env[match[1]] === undefined) process.env[match[1]] = value;
  }
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status}).`);
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Installs dependencies when node_modules is missing or older than the lockfile. The build
 * tools are devDependencies, so they are installed even under NODE_ENV=production.
 */
export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const manifest = path.join(root, 'package.json');
  if (!existsSync(installed)) {
    say('Installing dependencies (npm ci)…');
    run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund']);
  } else if (mtime(manifest) > mtime(lock) + 1000) {
    say('package.json changed: installing dependencies (npm install)…');
    run('npm', ['install', '--include=dev', '--no-audit', '--no-fund']);
  } else if (mtime(lock) > mtime(installed) + 1000) {
    say('Dependencies are stale: reinstalling (npm ci)…');
    run('npm', ['ci', '--include=dev', '--no-audit', '--no-fund']);
  }
}

const SOURCES = [
  'core/src',
  'server/src',
  'worker/src',
  'client/src',
  'client/index.html',
  'client/public',
  'client/vite.config.mts',
  'client/tsconfig.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Builds server, worker and client when any source is newer than the last build. */
export function ensureBuild() {
  const stamp = path.join(root, 'dist', '.build-stamp');
  const newestSource = Math.max(...SOURCES.map((entry) => newestMtime(path.join(root, entry))));
  const built =
    existsSync(path.join(root, 'dist', 'server', 'src', 'main.js')) &&
    existsSync(path.join(root, 'client', 'dist', 'index.html'));
  if (built && mtime(stamp) >= newestSource) return;
  say('Building server, worker and client…');
  // The client is built for production whatever NODE_ENV the caller has (Jest's `test` would
  // make Vite bundle React's development build, several times slower in the browser).
  run('npm', ['run', '--silent', 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

function canConnect(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function endpoint(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort), parsed };
}

/**
 * Makes sure Postgres and Redis answer, naming the one that does not, where it was looked
 * for, and how to start it. Creates the database when the server exists but the database
 * does not.
 */
export async function ensureServices() {
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULTS.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL ?? DEFAULTS.REDIS_URL;
  const pg = endpoint(databaseUrl, 5432);
  const redis = endpoint(redisUrl, 6379);
  const problems = [];
  if (!(await canConnect(pg.host, pg.port))) {
    problems.push(
      `Postgres is not reachable at ${pg.host}:${pg.port} (DATABASE_URL=${redact(databaseUrl)}).\n` +
        '  Start it with `docker compose up -d postgres`, or your local service, e.g.\n' +
        '  `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` (Debian),\n' +
        '  `brew services start postgresql` (macOS); or set DATABASE_URL to a running server.',
    );
  }
  if (!(await canConnect(redis.host, redis.port))) {
    problems.push(
      `Redis is not reachable at ${redis.host}:${redis.port} (REDIS_URL=${redact(redisUrl)}).\n` +
        '  Start it with `docker compose up -d redis`, or locally with\n' +
        '  `redis-server --daemonize yes --maxmemory-policy noeviction`; or set REDIS_URL.',
    );
  }
  if (problems.length > 0) fail(problems.join('\n\n'));
  await ensureDatabase(databaseUrl);
}

async function ensureDatabase(databaseUrl) {
  const { default: pgModule } = await import('pg');
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const client = new pgModule.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    await client.end().catch(() => undefined);
    if (error?.code !== '3D000') {
      fail(
        `Postgres refused the connection (DATABASE_URL=${redact(databaseUrl)}): ${error.message}`,
      );
    }
  }
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const adminClient = new pgModule.Client({ connectionString: admin.toString() });
  try {
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    say(`Created database "${name}".`);
  } catch (error) {
    fail(`Database "${name}" does not exist and could not be created: ${error.message}`);
  } finally {
    await adminClient.end().catch(() => undefined);
  }
}

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Starts a long-running child; its output is passed through with a name in front. */
export function startChild(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) target.write(`${name.padEnd(6)} | ${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  return child;
}

export async function waitForHttp(url, timeoutMs, isAlive) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
