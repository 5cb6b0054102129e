/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dropEnvFiles } from './release-files';

const folder = (files: string[]) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-files-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), 'x');
  }
  return dir;
};

describe('dropEnvFiles', () => {
  it('removes every .env file the build copied, and nothing else', () => {
    const dir = folder(['.env', '.env.production', '.env.local', 'server.js', 'env.txt']);
    expect(dropEnvFiles(dir).sort()).toEqual(['.env', '.env.local', '.env.production']);
    expect(fs.readdirSync(dir).sort()).toEqual(['env.txt', 'server.js']);
  });
});
