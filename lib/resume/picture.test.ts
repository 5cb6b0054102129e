/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { downloadPicture } from './picture';

let server: http.Server;
let origin: string;
let publicDir: string;
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();
  server = http.createServer((request, response) => {
    if (request.url === '/me.jpeg') return void response.writeHead(200).end(jpeg);
    // 6 MB in 1 MB pieces, with no length given: the cap must count what arrives.
    response.writeHead(200);
    const piece = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const next = () => {
      if (sent++ === 6 || response.destroyed) return void response.end();
      response.write(piece, next);
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-'))));
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

test('a picture is saved under its hash, with the extension of what it is', async () => {
  const result = await downloadPicture(`${origin}/me.jpeg`, publicDir);
  expect(result).toEqual({ avatar: expect.stringMatching(/^\/images\/avatar-[0-9a-f]{8}\.jpg$/) });
  const avatar = (result as { avatar: string }).avatar;
  expect(fs.readFileSync(path.join(publicDir, avatar))).toEqual(jpeg);
});

test('a body past 5 MB is stopped and nothing is saved', async () => {
  expect(await downloadPicture(`${origin}/huge.png`, publicDir)).toEqual({
    problem: `could not download ${origin}/huge.png (larger than 5 MB)`,
  });
  expect(fs.readdirSync(publicDir)).toEqual([]);
});
