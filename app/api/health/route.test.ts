/** @jest-environment node */
import type { DiskSpace } from '@/lib/http/disk';
import type { MessageStore } from '@/lib/store/messages';
import { openData } from '@/lib/store/open';
import { tempDataDir } from '@/lib/store/test/fixture';

const holder: { store?: MessageStore; freeBytes: number } = { freeBytes: 50 * 1024 ** 3 };
const state = { stopping: false };
jest.mock('@/lib/http/stopping', () => ({ isStopping: () => state.stopping }));
jest.mock('@/lib/contact/owner-mailer', () => ({ ownerMailer: () => null }));
jest.mock('@/lib/store', () => ({
  ...jest.requireActual('@/lib/store'),
  stores: async () => {
    if (!holder.store) throw new Error('SQLITE_CANTOPEN: unable to open database file');
    return { messages: holder.store };
  },
}));
jest.mock('@/lib/http/disk', () => {
  const disk = jest.requireActual('@/lib/http/disk');
  const space = (): DiskSpace =>
    new disk.DiskSpace('/data', 256 * 1024 ** 2, () => holder.freeBytes);
  return { ...disk, dataDiskSpace: space };
});

import { GET } from './route';

afterEach(() => holder.store?.close());

test('200 with the build id while the database answers and accepts writes', async () => {
  holder.store = openData({ dataDir: tempDataDir() }).messages();
  const response = await GET();
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok', buildId: expect.any(String) });
});

test('503 when the database is closed', async () => {
  holder.store = openData({ dataDir: tempDataDir() }).messages();
  holder.store.close();
  const response = await GET();
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ status: 'unavailable', problem: 'database' });
});

test('503 when the database is read-only', async () => {
  const dir = tempDataDir();
  openData({ dataDir: dir }).messages().close();
  holder.store = openData({ dataDir: dir }).messages({ readonly: true });
  expect((await GET()).status).toBe(503);
});

test('503 when the database cannot be opened', async () => {
  holder.store = undefined;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect((await GET()).status).toBe(503);
  expect(error).toHaveBeenCalledWith('[health] the database cannot be opened:', expect.any(Error));
  error.mockRestore();
});

test('503 "stopping" once the server is finishing its last requests', async () => {
  holder.store = openData({ dataDir: tempDataDir() }).messages();
  state.stopping = true;
  const response = await GET();
  state.stopping = false;
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ status: 'stopping' });
});

test('503 "disk" with the figures when less than DISK_MIN_FREE is left, 200 again once there is room', async () => {
  holder.store = openData({ dataDir: tempDataDir() }).messages();
  holder.freeBytes = 100 * 1024 ** 2;
  const response = await GET();
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    status: 'unavailable',
    buildId: expect.any(String),
    problem: 'disk',
    freeBytes: 100 * 1024 ** 2,
    minFreeBytes: 256 * 1024 ** 2,
  });
  holder.freeBytes = 300 * 1024 ** 2;
  expect((await GET()).status).toBe(200);
  holder.freeBytes = 50 * 1024 ** 3;
});
