/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOG_FILE, LOG_TAIL_LINES, STATE_FILE, currentView, logTail } from './publish-state';

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-state-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the page shows the log’s last lines, without the terminal’s colours, however long the log', () => {
  const lines = Array.from({ length: 5000 }, (_, i) => `\x1b[31mline ${i}\x1b[39m\r`);
  fs.writeFileSync(path.join(dir, LOG_FILE), `${lines.join('\n')}\n`);
  const tail = logTail(dir);
  expect(tail).toHaveLength(LOG_TAIL_LINES);
  expect(tail.at(-1)).toBe('line 4999');
  expect(tail[0]).toBe(`line ${5000 - LOG_TAIL_LINES}`);
  expect(logTail(path.join(dir, 'none'))).toEqual([]);
});

test('no record, or one that is not a record, is idle', () => {
  expect(currentView(dir)).toEqual({ state: 'idle', log: [] });
  fs.writeFileSync(path.join(dir, STATE_FILE), '{"state":"done"}');
  expect(currentView(dir).state).toBe('idle');
  fs.writeFileSync(path.join(dir, STATE_FILE), 'not json');
  expect(currentView(dir).state).toBe('idle');
});
