import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { MISSING_PREFIX } from '../../lib/i18n/routing';
import { compressAnswer } from './compression';
import { answerInItsLanguage, checkNotFoundAnswer, loadCopies } from './not-found';
import { ownerScriptsHeld } from './private-pages';
import {
  addressesToCheck,
  checkRenderedAnswer,
  deferredHydrationOnRequest,
  warnWhileServing,
} from './rendered-on-request';
import type { Answer } from './response';

// Bundled by build/finish.ts into the release as REWRITES_MODULE, for build/start.mjs.

export const REWRITES_MODULE = 'rewrites.mjs';
export const REWRITES_MANIFEST = 'rewrites.json';

export type RewritesManifest = {
  deferredHydration: boolean;
  notFound: Record<string, string>;
};

// A page's first answer loads its code: on a small host busy with other work (a backup, a
// build), the pages asked at once can take many times their usual time, and the check only waits.
const ASK_TIMEOUT_MS = 180_000;

function ask(port: number, address: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: address,
        agent: false,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : encoding === 'deflate'
                ? zlib.inflateSync(raw)
                : encoding === 'br'
                  ? zlib.brotliDecompressSync(raw)
                  : raw;
          const contentType = String(response.headers['content-type'] ?? '');
          resolve({ status: response.statusCode ?? 0, contentType, body });
        });
      },
    );
    request.setTimeout(ASK_TIMEOUT_MS, () =>
      request.destroy(new Error(`${address} did not answer within ${ASK_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', reject);
  });
}

/** The rewrites of Next's answers listed in `dir`'s REWRITES_MANIFEST; throws if they cannot apply. */
export function serverRewrites(dir: string) {
  const file = path.join(dir, REWRITES_MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` again.`);
  const manifest: RewritesManifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const copies = loadCopies(dir, manifest.notFound);
  const notFound = answerInItsLanguage(copies);

  return {
    apply(request: IncomingMessage, response: ServerResponse) {
      compressAnswer(request, response);
      notFound(request, response);
      if (manifest.deferredHydration) deferredHydrationOnRequest(request, response);
      ownerScriptsHeld(request, response);
    },

    /** Asks `listener` (Next behind these rewrites) what a visitor would get; returns what is wrong. */
    async check(listener: RequestListener): Promise<string[]> {
      const server = http.createServer(listener);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
      const { port } = server.address() as AddressInfo;
      const unknown = `start-check-${randomBytes(6).toString('hex')}`;
      warnWhileServing(false);
      const checks = [...copies].flatMap(([language, copy]) =>
        [`/${language}/${unknown}`, `/${MISSING_PREFIX}/${language}`].map(async (address) =>
          checkNotFoundAnswer(language, address, await ask(port, address), copy),
        ),
      );
      if (manifest.deferredHydration) {
        for (const address of addressesToCheck([...copies.keys()])) {
          checks.push(ask(port, address).then((answer) => checkRenderedAnswer(address, answer)));
        }
      }
      const wrong = await Promise.all(checks).finally(() => {
        warnWhileServing(true);
        server.close();
      });
      return wrong.filter((message) => message !== null);
    },
  };
}
