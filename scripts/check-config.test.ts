/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_FOLDER } from '../lib/site-folder';

// The command starts tsx, reads the whole sample and decodes its pictures: seconds when busy.
jest.setTimeout(60_000);

function checkConfig(edit: (dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-check-config-'));
  fs.cpSync(path.join(SAMPLE_FOLDER, 'config'), dir, { recursive: true });
  edit(dir);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-config.ts'], {
    env: { ...process.env, CONFIG_DIR: dir },
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test('lists a misspelt field with the nearest known one, and a trailing comma at its line, in one run', () => {
  const { status, output } = checkConfig((dir) => {
    const file = path.join(dir, 'portfolios.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    json.data[0].Private = true;
    json.data[0].created_at = '02/11/2025';
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
    fs.writeFileSync(
      path.join(dir, 'skills.json'),
      '[\n  { "name": "UI", "percentage": 90 },\n]\n',
    );
  });
  expect(status).toBe(1);
  const slug = 'kestrel-analytics';
  expect(output).toContain('The content in config/ has 3 problems:');
  expect(output).toContain(
    `config/portfolios.json › project "${slug}" (data[0]): unknown field "Private": did you mean "private"?`,
  );
  expect(output).toContain(
    `config/portfolios.json › project "${slug}" (data[0]).created_at: expected a date written "YYYY-MM-DD", like "2025-11-02"`,
  );
  expect(output).toContain(
    "config/skills.json:2:37: Unexpected token ']': there is a comma after the last item: remove it",
  );
});
