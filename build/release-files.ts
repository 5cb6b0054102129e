import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** Removes the .env files `next build` copied into the release: settings belong to each host. */
export function dropEnvFiles(standalone: string): string[] {
  const names = fs.readdirSync(standalone).filter((name) => /^\.env(\..*)?$/.test(name));
  for (const name of names) fs.rmSync(path.join(standalone, name), { force: true });
  return names;
}

/** build/rewrites/server.ts as one file, which start.mjs imports before any TypeScript runs. */
export function bundleServerRewrites(outfile: string) {
  buildSync({
    entryPoints: [path.join(__dirname, 'rewrites', 'server.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    // The CommonJS packages bundled in (compression) require Node's modules by name.
    banner: {
      js: "import { createRequire as __portfolioRequire } from 'node:module'; const require = __portfolioRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}

// server.js, Next's own entry, starts start.mjs: started as Next documents, it is the same server.
export const SERVER_ENTRY = `// Starts the site's own server (start.mjs), however the build is started.
import('./start.mjs');
`;
