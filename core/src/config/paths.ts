import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

let cachedRoot: string | undefined;

/**
 * The repository root, found from this file whether it runs from source (core/src/config)
 * or compiled (dist/core/src/config), so paths never depend on the working directory.
 */
export function repoRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = __dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'quillcart') return (cachedRoot = dir);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the Quillcart root above ${__dirname}`);
    dir = parent;
  }
}
