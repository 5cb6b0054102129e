import fs from 'node:fs';
import path from 'node:path';

/** The file in `publicDir` a site address names ("/images/a%20b.png?v=2"), or undefined outside it. */
export function fileInPublic(publicDir: string, address: string): string | undefined {
  const file = path.resolve(publicDir, `.${decodeURIComponent(address.split(/[?#]/)[0] ?? '')}`);
  const relative = path.relative(publicDir, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? file : undefined;
}

/** The private/ beside the folder `publicDir` really is: the root's public/ is a link into site/
 * or the sample, and the root's private/ link is made only when that folder had one as the
 * server started, so a private/ made since would be looked for in the wrong place. */
export function privateBeside(publicDir: string): string {
  let real = publicDir;
  try {
    real = fs.realpathSync(publicDir);
  } catch {
    // Not there (yet): beside the path as given.
  }
  return path.join(path.dirname(real), 'private');
}
