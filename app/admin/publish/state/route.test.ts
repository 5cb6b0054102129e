/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PEER_HEADER } from '@/lib/http/test/requests';
import { closeStores, stores } from '@/lib/store';
import { tempDataDir } from '@/lib/store/test/fixture';
import { GET, POST } from './route';

// The real endpoint over a temporary data folder: what a script or the page's form gets.
const SITE = 'http://localhost:3000';
const dataDir = tempDataDir();
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;
process.env.CONFIG_DIR = path.resolve('examples/sample/config');
afterAll(async () => {
  await closeStores();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const request = (method: string, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/admin/publish`, {
    method,
    headers: { [PEER_HEADER]: '203.0.113.7', ...headers },
  });

async function signedIn() {
  const id = await (await stores()).admin.startSession('link');
  return { cookie: `portfolio_admin=${id}`, origin: SITE, accept: 'application/json' };
}

test('only the signed-in owner, from the site’s own pages, may publish or read the state', async () => {
  expect((await POST(request('POST', { accept: 'application/json' }))).status).toBe(401);
  expect((await GET(request('GET', { accept: 'application/json' }))).status).toBe(401);
  const owner = await signedIn();
  const fromElsewhere = await POST(request('POST', { ...owner, origin: 'https://evil.example' }));
  expect(fromElsewhere.status).toBe(403);
  expect(fs.existsSync(path.join(dataDir, 'publish', 'request'))).toBe(false);
});

test('a publish is asked for once: 202 building, then 409 while it builds; a form goes back to the page', async () => {
  const owner = await signedIn();
  expect(await (await GET(request('GET', owner))).json()).toMatchObject({
    state: 'idle',
    log: [],
    needed: true,
    instances: false,
  });
  const first = await POST(request('POST', owner));
  expect(first.status).toBe(202);
  expect(await first.json()).toMatchObject({ state: 'building', step: 'requested' });
  expect(fs.existsSync(path.join(dataDir, 'publish', 'request'))).toBe(true);

  const second = await POST(request('POST', owner));
  expect(second.status).toBe(409);
  expect(await second.json()).toMatchObject({
    state: 'building',
    problem: 'A publish is already building: wait for it to finish.',
  });
  const form = await POST(request('POST', { ...owner, accept: 'text/html' }));
  expect([form.status, form.headers.get('location')]).toEqual([303, '/admin/publish?refused=1']);
});
