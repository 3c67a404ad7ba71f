import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface Case {
  file: string;
  source: string;
}

/**
 * Lints one-line files with the project's layer rule (scripts/eslint/layers.mjs) through
 * ESLint's own Linter, in a child process because the rule is an ES module.
 */
function lint(cases: Case[]): string[][] {
  const script = `
    import { Linter } from 'eslint';
    import { layers } from './scripts/eslint/layers.mjs';
    const linter = new Linter({ configType: 'flat' });
    const config = [{ files: ['**/*.ts', '**/*.tsx'], plugins: { layers }, rules: { 'layers/boundaries': 'error' } }];
    const cases = JSON.parse(process.env.LAYER_CASES);
    const out = cases.map(({ file, source }) =>
      linter.verify(source, config, { filename: file }).map((m) => m.message));
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      LAYER_CASES: JSON.stringify(
        cases.map(({ file, source }) => ({ file: path.join(ROOT, file), source })),
      ),
    },
  });
  return JSON.parse(output.toString()) as string[][];
}

describe('the layer rule (ESLint)', () => {
  it('fails a forbidden import and passes an allowed one', () => {
    const [
      coreToServer,
      serverToWorker,
      workerToServer,
      clientToCore,
      clientToShared,
      serverToCore,
      coreToCore,
      reExport,
      testToWorker,
    ] = lint([
      {
        file: 'core/src/batches/x.ts',
        source: "import { createApp } from '../../../server/src/app';",
      },
      {
        file: 'server/src/modules/x.ts',
        source: "import { startWorker } from '../../../worker/src/worker';",
      },
      { file: 'worker/src/x.ts', source: "import { createApp } from '../../server/src/app';" },
      {
        file: 'client/src/x.ts',
        source: "import { GenerationService } from '../../core/src/generation/generation.service';",
      },
      {
        file: 'client/src/x.ts',
        source: "import { LANGUAGES } from '../../core/src/shared/prompt-options';",
      },
      {
        file: 'server/src/x.ts',
        source: "import { BatchService } from '../../core/src/batches/batch.service';",
      },
      { file: 'core/src/x.ts', source: "import { LANGUAGES } from './shared/prompt-options';" },
      { file: 'core/src/x.ts', source: "export { createApp } from '../../server/src/app';" },
      {
        file: 'test/support/x.ts',
        source: "import { startWorker } from '../../worker/src/worker';",
      },
    ]);
    expect(coreToServer).toEqual(['core must not import server (server/src/app)']);
    expect(serverToWorker).toEqual(['server must not import worker (worker/src/worker)']);
    expect(workerToServer).toEqual(['worker must not import server (server/src/app)']);
    expect(clientToCore).toEqual([
      'client may import only core/src/shared from core (core/src/generation/generation.service)',
    ]);
    expect(clientToShared).toEqual([]);
    expect(serverToCore).toEqual([]);
    expect(coreToCore).toEqual([]);
    expect(reExport).toEqual(['core must not import server (server/src/app)']);
    expect(testToWorker).toEqual([]);
  });
});
