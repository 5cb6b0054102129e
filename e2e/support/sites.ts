// A site other than the sample is built in .sites/<name>/ with its own config/ and public/, as Next
// serves public/ from the project root.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SAMPLE_FOLDER } from '../../lib/site-folder';

export type Site = {
  name: string;
  configDir: string;
  publicDir: string | null;
  port: number;
  /** One site proves the site works without deferred hydration. */
  deferredHydration: boolean;
};

export const sites = {
  sample: {
    name: 'sample',
    configDir: 'examples/sample/config',
    publicDir: 'examples/sample/public',
    port: 3100,
    deferredHydration: true,
  },
  photographer: {
    name: 'photographer',
    configDir: 'examples/photographer/config',
    publicDir: 'examples/photographer/public',
    port: 3200,
    deferredHydration: false,
  },
  'new-owner': {
    name: 'new-owner',
    configDir: 'examples/new-owner/config',
    publicDir: null,
    port: 3300,
    deferredHydration: true,
  },
} as const satisfies Record<string, Site>;

export type SiteName = keyof typeof sites;

const isSiteName = (name: string): name is SiteName => Object.hasOwn(sites, name);

export function site(name: string): Site {
  if (!isSiteName(name)) {
    throw new Error(`Unknown site "${name}": expected one of ${Object.keys(sites).join(', ')}.`);
  }
  return sites[name];
}

export const selectedSite = (): Site => site(process.env.E2E_SITE?.trim() || 'sample');

const projectRoot = path.resolve(__dirname, '..', '..');

export const siteRoot = (name: string) => (site(name).name === 'sample' ? '.' : `.sites/${name}`);

/** What a set's build and its server are run with, alike: the address, hydration and data folder
 * are read at build time too. */
export const serverEnv = (set: Site, port: number): Record<string, string> => ({
  PORT: String(port),
  HOSTNAME: '127.0.0.1',
  SITE_URL: `http://127.0.0.1:${port}`,
  DEFERRED_HYDRATION: set.deferredHydration ? 'on' : 'off',
  DATA_DIR: '.next-e2e-data',
  // Every test browser shares one address, which the default limits would throttle.
  EVENTS_RATE_LIMIT: '100000/1m',
  CONTACT_RATE_LIMIT: '100000/1m',
  CONTACT_SITE_RATE_LIMIT: '100000/1m',
  NEXT_TELEMETRY_DISABLED: '1',
  E2E_TEST_BUILD: '1',
  ...(set.name !== 'sample' && { E2E_TYPECHECKED: '1' }),
});

const LEFT_OUT = new Set([
  '.git',
  '.next',
  '.sites',
  '.swc',
  'node_modules',
  'config',
  'public',
  'private',
  'examples',
  'data',
  'out',
  'coverage',
  'screenshots',
  'bench-results',
  'site',
  'backups',
  'test-results',
  'playwright-report',
]);
const leftOut = (entry: string) =>
  LEFT_OUT.has(entry) || entry.startsWith('.next-') || entry.endsWith('.tsbuildinfo');

/** Copies the project as it is on disk, uncommitted changes included, so that `npm run build` and
 * `npm start` work in the workspace as in the project. */
export function prepareSite(name: string): string {
  const { configDir, publicDir } = site(name);
  if (siteRoot(name) === '.') return projectRoot;
  for (const [what, dir] of [
    ['config', configDir],
    ['public', publicDir],
  ] as const) {
    if (dir === null) continue;
    if (!fs.statSync(path.resolve(projectRoot, dir), { throwIfNoEntry: false })?.isDirectory()) {
      throw new Error(`The ${name} site has no ${what} folder: ${dir} is missing.`);
    }
  }
  return prepareWorkspace(name, configDir, publicDir);
}

/** .sites/<folder>/ emptied, then given the project's code and a hard-linked node_modules/ (a real
 * copy would be slow and large); no content. Returns its absolute path. */
function codeCopy(folder: string) {
  const workspace = path.join(projectRoot, '.sites', folder);
  fs.rmSync(workspace, { recursive: true, force: true });
  fs.mkdirSync(workspace, { recursive: true });
  for (const entry of fs.readdirSync(projectRoot)) {
    if (leftOut(entry)) continue;
    fs.cpSync(path.join(projectRoot, entry), path.join(workspace, entry), { recursive: true });
  }
  execFileSync('cp', ['-al', path.join(projectRoot, 'node_modules'), workspace]);
  return workspace;
}

/** .sites/<folder>/ filled as prepareSite does, with `configDir` and `publicDir` (relative to the
 * project, or absolute) as its config/ and public/. Returns its absolute path. */
export function prepareWorkspace(folder: string, configDir: string, publicDir: string | null) {
  const workspace = codeCopy(folder);
  fs.cpSync(path.resolve(projectRoot, configDir), path.join(workspace, 'config'), {
    recursive: true,
  });
  // A private project's pictures: the folder beside the set's config/, as private/ beside public/.
  const privateDir = path.resolve(projectRoot, configDir, '..', 'private');
  if (fs.existsSync(privateDir)) {
    fs.cpSync(privateDir, path.join(workspace, 'private'), { recursive: true });
  }
  fs.mkdirSync(path.join(workspace, 'public'));
  if (publicDir !== null) {
    fs.cpSync(path.resolve(projectRoot, publicDir), path.join(workspace, 'public'), {
      recursive: true,
    });
  }
  return workspace;
}

/** .sites/<folder>/ as a fresh clone of the project holds it: the sample in examples/sample/, no
 * site/ yet (other examples left out). Returns its absolute path. */
export function prepareCheckout(folder: string) {
  const workspace = codeCopy(folder);
  fs.cpSync(path.join(projectRoot, SAMPLE_FOLDER), path.join(workspace, SAMPLE_FOLDER), {
    recursive: true,
  });
  return workspace;
}

if (require.main === module) {
  const [command, name] = process.argv.slice(2);
  if (command !== 'prepare' || !name) {
    console.error('Usage: tsx e2e/support/sites.ts prepare <site>');
    process.exit(2);
  }
  try {
    console.log(prepareSite(name));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
