import fs from 'node:fs';
import path from 'node:path';

/** The owner's own folder: their content (config/), pictures and files (public/) and private
 * pictures (private/). `npm run new-site` makes it; no version of the project ever ships it, so
 * an upgrade never touches it. */
export const OWNER_FOLDER = 'site';

/** The sample site, kept by the project: what a fresh clone builds and serves. */
export const SAMPLE_FOLDER = 'examples/sample';

/** The folders Next.js and the tools read at the project's root, each a link into the content's
 * folder: Next serves public/ from the root only. */
export const LINKED = ['public', 'private'] as const;

/** Where the content is, from `root`: a root config/ when there is one (a release, whose server
 * carries a copy; a site from before site/ existed), else the owner's site/, else the sample. */
export function contentFolder(root: string = process.cwd()): string {
  if (isRealFolder(path.join(/*turbopackIgnore: true*/ root, 'config'))) return root;
  const owner = path.join(/*turbopackIgnore: true*/ root, OWNER_FOLDER);
  if (fs.existsSync(path.join(/*turbopackIgnore: true*/ owner, 'config'))) return owner;
  return path.join(/*turbopackIgnore: true*/ root, SAMPLE_FOLDER);
}

export const isSample = (root: string = process.cwd()) =>
  path.resolve(/*turbopackIgnore: true*/ contentFolder(root)) ===
  path.resolve(/*turbopackIgnore: true*/ root, SAMPLE_FOLDER);

function isRealFolder(file: string) {
  try {
    return fs.lstatSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** Points the root's public/ and private/ at the content's own (the owner's, or the sample's),
 * leaving real folders (a release, an older site) as they are; answers the links it changed.
 * On Windows: junctions, which need no administrator rights (absolute, never renamed over). */
export function linkContentFolders(
  root: string = process.cwd(),
  platform: NodeJS.Platform = process.platform,
): string[] {
  const windows = platform === 'win32';
  const folder = contentFolder(root);
  if (
    path.resolve(/*turbopackIgnore: true*/ folder) === path.resolve(/*turbopackIgnore: true*/ root)
  )
    return [];
  const changed: string[] = [];
  for (const name of LINKED) {
    const link = path.join(/*turbopackIgnore: true*/ root, name);
    const full = path.resolve(/*turbopackIgnore: true*/ folder, name);
    const target = windows ? full : path.relative(/*turbopackIgnore: true*/ root, full);
    let current: fs.Stats | null = null;
    try {
      current = fs.lstatSync(link);
    } catch {
      // Not there yet.
    }
    if (current && !current.isSymbolicLink()) continue;
    const wanted =
      name === 'public' || fs.existsSync(path.join(/*turbopackIgnore: true*/ folder, name));
    if (!wanted) {
      if (current) {
        fs.rmSync(link, { force: true });
        changed.push(name);
      }
      continue;
    }
    if (current && sameTarget(fs.readlinkSync(link), target)) continue;
    // A site without pictures yet still serves an empty public/.
    fs.mkdirSync(path.join(/*turbopackIgnore: true*/ folder, name), { recursive: true });
    if (windows) {
      fs.rmSync(link, { force: true });
      fs.symlinkSync(target, link, 'junction');
    } else {
      // Made aside, then renamed over: processes starting at once never see it missing.
      const aside = `${link}.${process.pid}.link`;
      fs.rmSync(aside, { force: true });
      fs.symlinkSync(target, aside, 'dir');
      fs.renameSync(aside, link);
    }
    changed.push(name);
  }
  return changed;
}

/** Windows answers a junction's target with a trailing separator, and its \\?\ prefix at times. */
const sameTarget = (current: string, wanted: string) =>
  current.replace(/^\\\\\?\\/, '').replace(/[\\/]+$/, '') === wanted;
