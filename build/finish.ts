// The rest of `npm run build`: the rewrites of Next's output (build/rewrites), then the standalone
// server completed with what it serves or reads as files, so it runs anywhere with Node.
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { splitPrivate, stripPrivateProjects } from '../lib/content/private';
import { writePrivateBundle } from '../lib/private/bundle';
import { PDF_FOLDER, stalePrints } from '../lib/resume/pdf';
import { SETTINGS } from '../lib/settings/definitions';
import { OWNER_FOLDER } from '../lib/site-folder';
import { distDir as distFolder, settings } from '../lib/settings';
import { bundleServerRewrites, dropEnvFiles, SERVER_ENTRY } from './release-files';
import { addCompileHints } from './rewrites/compile-hints';
import { deferredHydrationIn } from './rewrites/deferred-hydration';
import { fillLeftOutPages, notFoundFiles } from './rewrites/not-found';
import { checkRenderedOnRequest } from './rewrites/rendered-on-request';
import { REWRITES_MANIFEST, REWRITES_MODULE, type RewritesManifest } from './rewrites/server';

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const distDir = distFolder();
const target = path.join(distDir, 'standalone');
if (!fs.existsSync(path.join(target, 'server.js'))) {
  stop(`${target}/server.js is missing: run \`next build\` first.`);
}

const { deferredHydration } = settings();
if (deferredHydration) {
  try {
    const hinted = addCompileHints(distDir);
    console.log(`Compile hint added to ${hinted.length} scripts in ${distDir}/static.`);
    // `next build` has already copied the pages into the standalone server: both copies.
    const [built] = [
      path.join(distDir, 'server', 'app'),
      path.join(target, distDir, 'server', 'app'),
    ].map(deferredHydrationIn);
    console.log(`Deferred hydration on ${built!.deferred} of ${built!.pages} prerendered pages.`);
    checkRenderedOnRequest(distDir);
  } catch (error) {
    stop((error as Error).message);
  }
} else {
  console.log('DEFERRED_HYDRATION=off: the pages and scripts are left as Next.js built them.');
}

// public/ is a link to the content's folder: the release holds the files themselves.
const copy = (from: string, to: string) => {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, dereference: true });
};
copy(path.join(distDir, 'static'), path.join(target, distDir, 'static'));
copy('public', path.join(target, 'public'));
const content = loadContent({ configDir: settings().configDir });
if (!content.ok) stop('config/ changed during the build: run `npm run build` again.');
// Pages rendered at request time (404s) read the content too; the private projects stay out.
copy(settings().configDir, path.join(target, 'config'));
const { slugs, hidden } = splitPrivate([content.content, ...content.translations]);
stripPrivateProjects(path.join(target, 'config'), slugs);
// Never in the release, whatever tracing took (the proxy's and instrumentation's traces ignore
// outputFileTracingExcludes): the content as written, private projects included, and the private
// pictures. The server reads config/, copied above without them.
const written = path.relative(process.cwd(), settings().configDir);
const elsewhere = written !== 'config' && !written.startsWith('..') && !path.isAbsolute(written);
for (const folder of ['private', OWNER_FOLDER, 'examples', ...(elsewhere ? [written] : [])]) {
  if (!fs.existsSync(path.join(target, folder))) continue;
  fs.rmSync(path.join(target, folder), { recursive: true, force: true });
  console.log(`Left out of the release: ${folder}/ (traced from the server code).`);
}
// Beside the release, not in it: the server reads it from PRIVATE_DIR.
if (writePrivateBundle(path.join(distDir, 'private'), hidden, 'private')) {
  console.log(
    `Private projects set aside in ${distDir}/private, out of the release: ${slugs.size}.`,
  );
}
fs.copyFileSync(path.join('build', 'start.mjs'), path.join(target, 'start.mjs'));
fs.writeFileSync(path.join(target, 'server.js'), SERVER_ENTRY);
const dropped = dropEnvFiles(target);
if (dropped.length)
  console.log(`Left out of the release: ${dropped.join(', ')} (settings stay on each host).`);
const languages = [content.content.language, ...content.translations.map((t) => t.language)];
try {
  // After deferred hydration, so that the copies put in are the rewritten ones; both copies.
  const [filled] = [
    path.join(distDir, 'server', 'app'),
    path.join(target, distDir, 'server', 'app'),
  ].map((dir) => fillLeftOutPages(dir, languages));
  if (filled!.length) {
    console.log(`Not-found page given to the pages the content leaves out: ${filled!.join(', ')}.`);
  }
  const manifest: RewritesManifest = {
    deferredHydration,
    notFound: notFoundFiles(target, distDir, languages),
  };
  fs.writeFileSync(path.join(target, REWRITES_MANIFEST), JSON.stringify(manifest, null, 2));
} catch (error) {
  stop((error as Error).message);
}
bundleServerRewrites(path.join(target, REWRITES_MODULE));
// start.mjs runs before any TypeScript: it takes the defaults it needs from here.
const defaults = Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.default]));
fs.writeFileSync(path.join(target, 'settings-defaults.json'), JSON.stringify(defaults, null, 2));

const stale = stalePrints(distDir, 'public');
if (stale.length) {
  console.warn(
    `\n⚠ The CV PDF in public/${PDF_FOLDER}/ for ${stale.join(', ')} was printed from other content, or for another\n` +
      '  SITE_URL, than this build: those pages link /cv instead. To print it again and build with it:\n' +
      '  npm run build:pdf\n',
  );
}
console.log(`Standalone server ready in ${target}/: start it with \`npm start\`.`);
