/** @jest-environment node */
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jsonRequest } from '@/lib/http/test/requests';
import { closeStores, stores } from '@/lib/store';
import { tempDataDir } from '@/lib/store/test/fixture';
import { POST } from './route';

// The real route, answered by a software authenticator that counts no uses (counter 0), as the
// passkeys a phone or a password manager syncs do.
const SITE = 'http://localhost:3000';
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;
process.env.CONFIG_DIR = path.resolve('examples/sample/config');
afterAll(async () => {
  await closeStores();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** A passkey with counter 0, known to the site as an added one is. */
async function syncedPasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // EC2
      [3, -7], // ES256
      [-1, 1], // P-256
      [-2, Buffer.from(x!, 'base64url')],
      [-3, Buffer.from(y!, 'base64url')],
    ]),
  );
  const id = b64(sha256(`passkey-${Math.random()}`));
  await (
    await stores()
  ).admin.addPasskey({ id, publicKey: new Uint8Array(cose), counter: 0, transports: ['internal'] });
  return { id, privateKey };
}

/** What the browser answers for `challenge`: signed, user present and verified, counter 0. */
function assertion({ id, privateKey }: { id: string; privateKey: KeyObject }, challenge: string) {
  const authenticatorData = Buffer.concat([
    sha256('localhost'),
    Buffer.from([0x05]), // user present, user verified
    Buffer.alloc(4), // the counter, 0
  ]);
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge, origin: SITE, crossOrigin: false }),
  );
  const signature = sign(
    'sha256',
    Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
    privateKey,
  );
  return {
    id,
    rawId: id,
    type: 'public-key',
    clientExtensionResults: {},
    response: {
      authenticatorData: b64(authenticatorData),
      clientDataJSON: b64(clientDataJSON),
      signature: b64(signature),
      userHandle: b64('owner'),
    },
  };
}

const post = (body: unknown, cookie = '') =>
  POST(
    jsonRequest(`${SITE}/admin/passkeys`, body, {
      headers: { origin: SITE, ...(cookie ? { cookie } : {}) },
    }),
  );

/** A sign-in's challenge and the cookie that carries it sealed. */
async function signInOptions() {
  const answer = await post({ purpose: 'sign-in', step: 'options' });
  expect(answer.status).toBe(200);
  const { challenge } = (await answer.json()) as { challenge: string };
  const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
  expect(cookie).toMatch(/^portfolio_admin_challenge=/);
  return { challenge, cookie };
}

const signIn = (response: unknown, cookie: string) =>
  post({ purpose: 'sign-in', step: 'verify', response }, cookie);

// The first request reads the content and opens the database files.
const FIRST_REQUEST_MS = 30_000;

test(
  'a passkey with counter 0 signs in once per challenge: the same answer sent again is refused',
  async () => {
    const passkey = await syncedPasskey();
    const { challenge, cookie } = await signInOptions();
    const answer = assertion(passkey, challenge);

    const first = await signIn(answer, cookie);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ next: '/admin' });
    expect(first.headers.get('set-cookie')).toMatch(/portfolio_admin=[A-Za-z0-9_-]{43};/);

    // Replayed with the sealed challenge it was made for, still within its five minutes.
    const replay = await signIn(answer, cookie);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'refused' });
    expect(replay.headers.get('set-cookie')).not.toMatch(/portfolio_admin=[A-Za-z0-9_-]{43};/);

    // The same passkey, still at counter 0, signs in again with a new challenge.
    const next = await signInOptions();
    expect((await signIn(assertion(passkey, next.challenge), next.cookie)).status).toBe(200);
  },
  FIRST_REQUEST_MS,
);

test(
  'of the same answer sent twice at once, exactly one signs in',
  async () => {
    const passkey = await syncedPasskey();
    const { challenge, cookie } = await signInOptions();
    const answer = assertion(passkey, challenge);
    const statuses = await Promise.all([signIn(answer, cookie), signIn(answer, cookie)]).then(
      (answers) => answers.map((response) => response.status).sort(),
    );
    expect(statuses).toEqual([200, 400]);
  },
  FIRST_REQUEST_MS,
);
