import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.QUILLCART_API_URL || 'http://127.0.0.1:4000';

export default defineConfig({
  root: clientRoot,
  plugins: [react(), tailwindcss()],
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
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
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
