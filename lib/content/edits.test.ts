/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentEditsFeed, followFolder, watchTree, type Folders, type Watch } from './edits';

/** A watch the test drives: `edit(file)` is the folder reporting a change, `fail()` an error. */
function fakeWatch() {
  const state = {
    started: 0,
    closed: 0,
    missing: false,
    edit: (() => {}) as (file: string | null) => void,
    fail: () => {},
  };
  const watch: Watch = (_dir, onChange, onError) => {
    if (state.missing) throw new Error('ENOENT');
    state.started += 1;
    state.edit = onChange;
    state.fail = onError;
    return { close: () => void (state.closed += 1) };
  };
  return { watch, state };
}

describe('followFolder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves its version at each change, and only then', () => {
    const { watch, state } = fakeWatch();
    const edits = followFolder('/config', watch);
    const before = edits.version();
    expect(edits.version()).toBe(before);
    state.edit('about.json');
    expect(edits.version()).toBe(before + 1);
    state.edit('fr/about.json');
    expect(edits.version()).toBe(before + 2);
    expect(state.started).toBe(1);
  });

  it("takes no notice of an editor's swap and backup files", () => {
    const { watch, state } = fakeWatch();
    const edits = followFolder('/config', watch);
    const before = edits.version();
    ['.about.json.swp', 'fr/.about.json.swx', 'about.json~', 'about.json.swp'].forEach(state.edit);
    expect(edits.version()).toBe(before);
  });

  it('tells each listener once, when a burst of changes has settled', () => {
    const { watch, state } = fakeWatch();
    const edits = followFolder('/config', watch, 100);
    const heard = jest.fn();
    const stop = edits.subscribe(heard);
    state.edit('about.json');
    jest.advanceTimersByTime(50);
    state.edit('about.json');
    state.edit(null);
    jest.advanceTimersByTime(99);
    expect(heard).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(heard).toHaveBeenCalledTimes(1);

    stop();
    state.edit('about.json');
    jest.advanceTimersByTime(100);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('after an error, watches again at the next question and counts it as a change', () => {
    const { watch, state } = fakeWatch();
    const edits = followFolder('/config', watch);
    const before = edits.version();
    state.fail();
    expect(state.closed).toBe(1);
    expect(edits.version()).toBeGreaterThan(before);
    expect(state.started).toBe(2);
  });

  it('follows a folder that appears later, from the question after it does', () => {
    const { watch, state } = fakeWatch();
    state.missing = true;
    const edits = followFolder('/config', watch);
    const before = edits.version();
    expect(edits.version()).toBe(before);
    state.missing = false;
    expect(edits.version()).toBe(before + 1);
    expect(edits.version()).toBe(before + 1);
    expect(state.started).toBe(1);
  });
});

describe('watchTree, on the disk', () => {
  let root: string;
  let seen: string[];
  let close: () => void;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-watch-'));
    fs.mkdirSync(path.join(root, 'fr'));
    fs.writeFileSync(path.join(root, 'about.json'), '{}');
    fs.writeFileSync(path.join(root, 'fr', 'about.json'), '{}');
    seen = [];
    ({ close } = watchTree(
      root,
      (file) => seen.push(file ?? '?'),
      () => seen.push('error'),
    ));
  });
  afterEach(() => {
    close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function reported(file: string) {
    for (let waited = 0; waited < 2000 && !seen.includes(file); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return seen.includes(file);
  }

  it('reports a file written in place, in the folder and in a subfolder', async () => {
    fs.writeFileSync(path.join(root, 'about.json'), '{"title":"A"}');
    expect(await reported('about.json')).toBe(true);
    fs.writeFileSync(path.join(root, 'fr', 'about.json'), '{"title":"B"}');
    expect(await reported(path.join('fr', 'about.json'))).toBe(true);
  });

  it('reports every save of an editor that writes a new file over the old one', async () => {
    for (const title of ['A', 'B', 'C']) {
      seen.length = 0;
      const temporary = path.join(root, `about.json.${title}.tmp`);
      fs.writeFileSync(temporary, `{"title":"${title}"}`);
      fs.renameSync(temporary, path.join(root, 'about.json'));
      expect(await reported('about.json')).toBe(true);
    }
  });

  it('follows a folder made after it started', async () => {
    fs.mkdirSync(path.join(root, 'de'));
    expect(await reported('de')).toBe(true);
    fs.writeFileSync(path.join(root, 'de', 'about.json'), '{}');
    expect(await reported(path.join('de', 'about.json'))).toBe(true);
  });
});

describe('contentEditsFeed', () => {
  function folders() {
    const listeners = new Set<() => void>();
    let version = 1;
    const folder = {
      version: () => version,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {},
    };
    const edit = () => {
      version += 1;
      listeners.forEach((listener) => listener());
    };
    return { folders: { config: folder, public: folder } as Folders, listeners, edit };
  }

  it('sends a message at each settled edit, and lets go when the page goes away', async () => {
    const { folders: watched, listeners, edit } = folders();
    const leave = new AbortController();
    const reader = contentEditsFeed(watched, leave.signal).getReader();
    const next = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await next()).toMatch(/^: /);
    edit();
    expect(await next()).toBe('data: 4\n\n');

    leave.abort();
    expect(listeners.size).toBe(0);
    expect((await reader.read()).done).toBe(true);
  });
});
