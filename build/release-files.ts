import fs from 'node:fs';
import path from 'node:path';
import { MISSING_PREFIX } from '../lib/i18n/routing';

/**
 * `next build` copies the .env files it read into the standalone folder, where they would travel
 * with the release and be read by its server: settings belong to the host that runs it.
 * Returns the names removed.
 */
export function dropEnvFiles(standalone: string): string[] {
  const names = fs.readdirSync(standalone).filter((name) => /^\.env(\..*)?$/.test(name));
  for (const name of names) fs.rmSync(path.join(standalone, name), { force: true });
  return names;
}

/**
 * The prerendered 404 page of each language but the site's own (which Next.js answers itself),
 * as paths inside the standalone folder, for build/start.mjs. A language whose page is missing
 * stops the build: the server would otherwise answer its unknown addresses in another language.
 */
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

/**
 * Next.js's own entry, server.js, serves the build without build/start.mjs: without its peer
 * address, its 404s in every language and its graceful stop. It is replaced by one that starts it,
 * so the server started the way Next.js documents is the same server.
 */
export const SERVER_ENTRY = `// Starts the site's own server (start.mjs), however the build is started.
import('./start.mjs');
`;
