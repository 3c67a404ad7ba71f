import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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

  it("fails a feature that imports another feature's insides, and shared code that imports a feature", () => {
    const [
      toInsides,
      toIndex,
      toIndexFile,
      withinFeature,
      lazyInsides,
      reExportInsides,
      uiToFeature,
      pageToFeature,
    ] = lint([
      {
        file: 'client/src/features/batches/batch-tracker.ts',
        source: "import { ItemStatsQuery } from '../items/graphql/items.graphql';",
      },
      {
        file: 'client/src/features/batches/components/BatchProvider.tsx',
        source: "import { useSession } from '../../auth';",
      },
      {
        file: 'client/src/features/batches/components/BatchProvider.tsx',
        source: "import { useSession } from '../../auth/index';",
      },
      {
        file: 'client/src/features/items/components/ProductTable.tsx',
        source: "import { useAllItems } from '../hooks/useAllItems';",
      },
      {
        file: 'client/src/features/workspace/components/Workspace.tsx',
        source: "const KeywordTool = import('../../keywords/components/KeywordTool');",
      },
      {
        file: 'client/src/features/csv/index.ts',
        source: "export { BatchProgressPanel } from '../batches/components/BatchProgressPanel';",
      },
      {
        file: 'client/src/ui/Spinner.tsx',
        source: "import { useSession } from '../features/auth';",
      },
      {
        file: 'client/src/pages/HomePage.tsx',
        source: "import { Workspace } from '../features/workspace/components/Workspace';",
      },
    ]);
    expect(toInsides).toEqual([
      'feature batches must import feature items through its index (client/src/features/items/graphql/items.graphql)',
    ]);
    expect(toIndex).toEqual([]);
    expect(toIndexFile).toEqual([]);
    expect(withinFeature).toEqual([]);
    expect(lazyInsides).toEqual([
      'feature workspace must import feature keywords through its index (client/src/features/keywords/components/KeywordTool)',
    ]);
    expect(reExportInsides).toEqual([
      'feature csv must import feature batches through its index (client/src/features/batches/components/BatchProgressPanel)',
    ]);
    expect(uiToFeature).toEqual([
      'client/src/ui must not import a feature (client/src/features/auth)',
    ]);
    expect(pageToFeature).toEqual([]);
  });
});

/** Which features each client feature imports (from its files' relative import paths). */
function featureImports(): Map<string, Set<string>> {
  const featuresDir = path.join(ROOT, 'client/src/features');
  const graph = new Map<string, Set<string>>();
  for (const entry of readdirSync(featuresDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.spec\.ts$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(featuresDir, file).split(path.sep)[0];
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const [, source] of readFileSync(file, 'utf8').matchAll(
      /(?:from|import\()\s*'(\.[^']*)'/g,
    )) {
      const to = path.relative(featuresDir, path.resolve(entry.parentPath, source)).split(path.sep);
      if (to[0] !== '..' && to[0] !== from) uses.add(to[0]);
    }
  }
  return graph;
}

describe('client features', () => {
  it('import each other in one direction only (no cycle between features)', () => {
    const graph = featureImports();
    const cycles: string[] = [];
    const walk = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) {
        cycles.push([...trail.slice(trail.indexOf(feature)), feature].join(' -> '));
        return;
      }
      for (const next of graph.get(feature) ?? []) walk(next, [...trail, feature]);
    };
    for (const feature of graph.keys()) walk(feature, []);
    expect(graph.get('csv')).toContain('batches');
    expect(cycles).toEqual([]);
  });
});
