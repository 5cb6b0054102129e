import fs from 'node:fs';
import path from 'node:path';
import { MISSING_PREFIX } from '../lib/i18n/routing';

/** Removes the .env files `next build` copied into the release: settings belong to each host. */
export function dropEnvFiles(standalone: string): string[] {
  const names = fs.readdirSync(standalone).filter((name) => /^\.env(\..*)?$/.test(name));
  for (const name of names) fs.rmSync(path.join(standalone, name), { force: true });
  return names;
}

// Each language's prerendered 404 for build/start.mjs. A missing one stops the build: the server
// would answer that language's unknown addresses in another language.
export function notFoundPages(standalone: string, distDir: string, languages: string[]) {
  return Object.fromEntries(
    languages.slice(1).map((language) => {
      const file = path.join(distDir, 'server', 'app', MISSING_PREFIX, `${language}.html`);
      if (!fs.existsSync(path.join(standalone, file))) {
        throw new Error(`The 404 page in "${language}" was not prerendered: ${file} is missing.`);
      }
      return [language, file];
    }),
  );
}

/** build/defer-hydration.ts as one file, for start.mjs to rewrite the pages rendered on request. */
export const DEFER_MODULE = 'defer-hydration.mjs';

// server.js, Next's own entry, starts start.mjs: started as Next documents, it is the same server.
export const SERVER_ENTRY = `// Starts the site's own server (start.mjs), however the build is started.
import('./start.mjs');
`;
