/** @jest-environment node */
// The browsers `npm run cv-pdf`, `npm run screenshots` and the browser tests start (e2e/support/chromium.ts).
import { chromiumBrowser, testBrowser } from '../e2e/support/chromium';

const nowhere = () => false;

test('on Windows, Microsoft Edge, which every Windows 10 and 11 has, is the Chromium', () => {
  expect(chromiumBrowser(undefined, 'win32', nowhere)).toEqual({ channel: 'msedge' });
  // Never a Linux path on Windows, even where one resolves (a drive's \usr\bin\chromium).
  expect(chromiumBrowser(undefined, 'win32', () => true)).toEqual({ channel: 'msedge' });
});

test('CHROMIUM_PATH wins on every system', () => {
  const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
  expect(chromiumBrowser(chrome, 'win32', nowhere)).toEqual({ executablePath: chrome });
  expect(chromiumBrowser(' /opt/chromium/chrome ', 'linux', () => true)).toEqual({
    executablePath: '/opt/chromium/chrome',
  });
});

test("Debian's Chromium where it is, else Playwright's own", () => {
  expect(chromiumBrowser(undefined, 'linux', (file) => file === '/usr/bin/chromium')).toEqual({
    executablePath: '/usr/bin/chromium',
  });
  expect(chromiumBrowser('', 'darwin', nowhere)).toEqual({});
});

test("the tests drive Debian's headless shell where it is installed, and the owner's browser elsewhere", () => {
  const debian = (file: string) =>
    file === '/usr/bin/chromium' || file === '/usr/bin/chromium-headless-shell';
  expect(testBrowser(undefined, 'linux', debian)).toEqual({
    executablePath: '/usr/bin/chromium-headless-shell',
  });
  expect(testBrowser(undefined, 'linux', (file) => file === '/usr/bin/chromium')).toEqual({
    executablePath: '/usr/bin/chromium',
  });
  // CHROMIUM_PATH still wins, and Windows keeps Edge.
  expect(testBrowser('/opt/chrome', 'linux', debian)).toEqual({ executablePath: '/opt/chrome' });
  expect(testBrowser(undefined, 'win32', debian)).toEqual({ channel: 'msedge' });
});
