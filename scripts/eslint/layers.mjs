// The layer rule of DESIGN.md, as an ESLint rule: imports run client → core/src/shared,
// server → core, worker → core, and never the other way.
//
//   core    never imports server, worker or client;
//   server  and worker never import each other;
//   client  imports from core only what is under core/src/shared (browser-safe).
//
// Inside the client, a feature folder has a front door (STYLE.md, habit 20):
//
//   client/src/features/<a>  imports another feature <b> only through its index
//                            (client/src/features/<b>/index.ts), never its insides;
//   client/src/{ui,lib,apollo}  are shared below the features and import none of them.
//
// Tests, benches, scripts and e2e specs may reach any layer (shared test helpers live in
// test/). The rule resolves each relative import against the importing file, so it sees
// where an import lands, however many `../` it takes.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Which layer a repository path belongs to (null: outside the layered code). */
function layerOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  if (/\.(spec|int-spec)\.tsx?$/.test(relative)) return null;
  for (const layer of ['core', 'server', 'worker', 'client']) {
    if (relative.startsWith(`${layer}/`)) return { layer, relative };
  }
  return null;
}

const FORBIDDEN = {
  core: ['server', 'worker', 'client'],
  server: ['worker', 'client'],
  worker: ['server', 'client'],
  client: ['server', 'worker'],
};

const FEATURE = /^client\/src\/features\/([^/]+)(?:\/(.*))?$/;
const SHARED = /^client\/src\/(ui|lib|apollo)\//;

/** A feature's public entry: its folder or its index file. */
function isFeatureEntry(rest) {
  return rest === undefined || rest === '' || /^index(\.tsx?)?$/.test(rest);
}

function clientProblem(from, to) {
  const target = FEATURE.exec(to.relative);
  if (!target) return null;
  const [, toFeature, rest] = target;
  const shared = SHARED.exec(from.relative);
  if (shared) return `client/src/${shared[1]} must not import a feature (${to.relative})`;
  const source = FEATURE.exec(from.relative);
  if (!source || source[1] === toFeature || isFeatureEntry(rest)) return null;
  return `feature ${source[1]} must import feature ${toFeature} through its index (${to.relative})`;
}

function problem(from, to) {
  if (from.layer === 'client' && to.layer === 'client') return clientProblem(from, to);
  if (FORBIDDEN[from.layer].includes(to.layer)) {
    return `${from.layer} must not import ${to.layer} (${to.relative})`;
  }
  if (
    from.layer === 'client' &&
    to.layer === 'core' &&
    !to.relative.startsWith('core/src/shared/')
  ) {
    return `client may import only core/src/shared from core (${to.relative})`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports follow the layers: client → core/src/shared; server, worker → core',
    },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      if (!to) return;
      const message = problem(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const layers = { rules: { boundaries: rule } };
