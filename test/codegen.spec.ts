import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

describe('client/src/__generated__', () => {
  it('is what codegen makes from schema.graphql and the client documents (run `npm run codegen` when this fails)', () => {
    // --check: generate in memory and exit 1 when any output differs from the file on disk.
    const result = spawnSync(
      path.join(root, 'node_modules', '.bin', 'graphql-codegen'),
      ['--config', 'codegen.ts', '--check'],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect({
      status: result.status,
      output: result.status === 0 ? '' : result.stdout + result.stderr,
    }).toEqual({
      status: 0,
      output: '',
    });
  });
});
