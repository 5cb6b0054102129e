import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { scriptSources } from '../build/rewrites/deferred-hydration';
import { assetFile } from '../build/rewrites/next-output';

/** A string only lightgallery's own code contains: the class of its backdrop element. */
export const LIGHTGALLERY_SIGNATURE = 'lg-backdrop';

export type FirstLoad = {
  /** gzip bytes of the framework's shared runtime (React, the router), the same on every page. */
  framework: number;
  /** gzip bytes of everything else: our components and the libraries they pull in. */
  site: number;
  chunks: { src: string; gzip: number; framework: boolean }[];
  lightgallery: boolean;
};

/** A page's first-load JavaScript in gzip bytes: the framework's (the manifest's root main files) and ours. */
export function firstLoad(
  html: string,
  frameworkFiles: ReadonlySet<string>,
  read: (src: string) => Buffer,
): FirstLoad {
  const chunks = scriptSources(html)
    .filter((src) => src.startsWith('/_next/'))
    .map((src) => {
      const bytes = read(src);
      return {
        src,
        gzip: zlib.gzipSync(bytes).length,
        framework: frameworkFiles.has(assetFile(src)),
        lightgallery: bytes.includes(LIGHTGALLERY_SIGNATURE),
      };
    });
  const sum = (framework: boolean) =>
    chunks.filter((c) => c.framework === framework).reduce((total, c) => total + c.gzip, 0);
  return {
    framework: sum(true),
    site: sum(false),
    chunks: chunks.map(({ src, gzip, framework }) => ({ src, gzip, framework })),
    lightgallery: chunks.some((c) => c.lightgallery),
  };
}

export function readAsset(distDir = '.next') {
  return (src: string) => fs.readFileSync(path.join(distDir, assetFile(src)));
}
