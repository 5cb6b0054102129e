import path from 'node:path';

/** The file in `publicDir` a site address names ("/images/a%20b.png?v=2"), or undefined outside it. */
export function fileInPublic(publicDir: string, address: string): string | undefined {
  const file = path.resolve(publicDir, `.${decodeURIComponent(address.split(/[?#]/)[0] ?? '')}`);
  const relative = path.relative(publicDir, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? file : undefined;
}
