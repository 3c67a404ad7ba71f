import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../core/src/config/paths';
import NODE_FLAGS from '../scripts/node-flags.json';

const read = (name: string) => readFileSync(path.join(repoRoot(), name), 'utf8');

// `npm start` (scripts/start.mjs), the image and the compose file run the server and the worker
// with scripts/node-flags.json's flags.
describe('the Node flags of the server and the worker', () => {
  it('are the Dockerfile’s for the server', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'));
    expect(JSON.parse(cmd?.[1] ?? 'null')).toEqual([
      'node',
      ...NODE_FLAGS.server,
      'dist/server/src/main.js',
    ]);
  });

  it('are docker-compose.yml’s for the worker, and the server keeps the image’s', () => {
    const compose = read('docker-compose.yml');
    const services = compose.split(/^ {2}(?=[a-z-]+:$)/m);
    const service = (name: string) => services.find((text) => text.startsWith(`${name}:`)) ?? '';
    const command = /command: (\[.*\])/.exec(service('worker'));
    expect(JSON.parse((command?.[1] ?? 'null').replaceAll("'", '"'))).toEqual([
      'node',
      ...NODE_FLAGS.worker,
      'dist/worker/src/main.js',
    ]);
    expect(service('server')).toContain('build: .');
    expect(service('server')).not.toContain('command:');
  });

  it('are ones this Node takes', () => {
    for (const flags of [NODE_FLAGS.server, NODE_FLAGS.worker]) {
      const run = spawnSync(process.execPath, [...flags, '-e', 'process.exit(0)'], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    }
  });
});
