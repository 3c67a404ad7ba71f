import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { Kind, parse } from 'graphql';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.QUILLCART_API_URL || 'http://127.0.0.1:4000';

/**
 * What the client preset's Babel plugin does for production builds, without Babel: each
 * `graphql(\`…\`)` call becomes a direct import of its typed document from
 * __generated__/graphql, so the lookup table of every document's source text (gql.ts) stays
 * out of the bundle. A document codegen did not emit fails the build (run `npm run generate`).
 */
function typedDocumentImports(): Plugin {
  const generated = fileURLToPath(new URL('./src/__generated__/graphql.ts', import.meta.url));
  let exported: Set<string> | null = null;
  const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  return {
    name: 'quillcart-typed-document-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/client\/src\/.+\.tsx?$/.test(id) || id.includes('/__generated__/')) return null;
      if (!code.includes('graphql(`')) return null;
      exported ??= new Set(
        [...readFileSync(generated, 'utf8').matchAll(/^export const (\w+) = /gm)].map((m) => m[1]),
      );
      const names = new Set<string>();
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, source: string) => {
        const [definition] = parse(source).definitions;
        const name =
          definition.kind === Kind.FRAGMENT_DEFINITION
            ? `${pascal(definition.name.value)}FragmentDoc`
            : definition.kind === Kind.OPERATION_DEFINITION && definition.name
              ? `${pascal(definition.name.value)}Document`
              : null;
        if (!name || !exported?.has(name)) {
          throw new Error(`${id}: no generated document for ${source.trim().slice(0, 60)}`);
        }
        names.add(name);
        return name;
      });
      const imports = `import { ${[...names].join(', ')} } from ${JSON.stringify(generated)};\n`;
      return { code: imports + replaced, map: null };
    },
  };
}

/**
 * Prints the gzip size of the JavaScript the home page loads: the entry chunk and every chunk
 * it imports statically (what index.html loads and preloads), not the chunks loaded later
 * (other pages, dialogs, marketplace tabs). With QUILLCART_BUNDLE_REPORT set, also writes it
 * there as JSON (test/client-bundle.spec.ts fails the build past its budget).
 */
function homePageSize(): Plugin {
  return {
    name: 'quillcart-home-page-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      const loaded = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || loaded.has(fileName)) return;
        loaded.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      const files = [...loaded].map((fileName) => ({
        fileName,
        gzipBytes: gzipSync((chunks.get(fileName) as { code: string }).code).length,
      }));
      const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      console.log(
        `\nhome page JavaScript: ${kB(gzipBytes)} gzip in ${files.length} files (` +
          files
            .sort((a, b) => b.gzipBytes - a.gzipBytes)
            .map((file) => `${file.fileName.replace(/^assets\//, '')} ${kB(file.gzipBytes)}`)
            .join(', ') +
          ')',
      );
      const report = process.env.QUILLCART_BUNDLE_REPORT;
      if (report) writeFileSync(report, JSON.stringify({ gzipBytes, files }, null, 2));
    },
  };
}

export default defineConfig({
  root: clientRoot,
  plugins: [typedDocumentImports(), react(), tailwindcss(), homePageSize()],
  // rxjs (Apollo Client's) ships ES2015 code under this condition; its default is ES5.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: keep them in their own cacheable chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'graphql',
              test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The client imports the shared page list from ../core/src/site.
    fs: { allow: [repoRoot] },
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
    },
  },
});
