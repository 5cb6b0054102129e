/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, hintedScripts, withCompileHint } from './compile-hints';

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'build-manifest.json',
    JSON.stringify({
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'],
      polyfillFiles: ['static/chunks/polyfills.js'],
    }),
  );
  for (const name of ['react', 'runtime', 'home', 'project', 'polyfills', 'swiper']) {
    write(`static/chunks/${name}.js`, `console.log("${name}")`);
  }
  write('static/chunks/site.css', 'body{margin:0}');
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('compile hints', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('let a=1');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\nlet a=1');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('finds every script chunk, those fetched later included, but not the legacy polyfills', () => {
    const dir = fakeBuild();
    expect(hintedScripts(dir)).toEqual([
      'static/chunks/home.js',
      'static/chunks/project.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
      'static/chunks/swiper.js',
    ]);
  });

  it('hints exactly those files and leaves the rest byte for byte', () => {
    const dir = fakeBuild();
    expect(addCompileHints(dir)).toHaveLength(5);
    expect(read(dir, 'static/chunks/home.js')).toBe(`${COMPILE_HINT}console.log("home")`);
    expect(read(dir, 'static/chunks/swiper.js')).toBe(`${COMPILE_HINT}console.log("swiper")`);
    expect(read(dir, 'static/chunks/polyfills.js')).toBe('console.log("polyfills")');
    expect(read(dir, 'static/chunks/site.css')).toBe('body{margin:0}');
    expect(addCompileHints(dir)).toEqual([]);
  });

  it('stops the build when the build has no script chunks, or no manifest, where Next writes them', () => {
    const dir = fakeBuild();
    for (const file of fs.readdirSync(path.join(dir, 'static/chunks'))) {
      if (file.endsWith('.js')) fs.rmSync(path.join(dir, 'static/chunks', file));
    }
    expect(() => addCompileHints(dir)).toThrow(
      `build/rewrites/compile-hints.ts: no script chunks (*.js) in ${path.join(dir, 'static', 'chunks')}/; ` +
        "Next's output changed. Update build/rewrites/compile-hints.ts, or build with " +
        "DEFERRED_HYDRATION=off to leave Next's pages and scripts as built.",
    );
    fs.rmSync(path.join(dir, 'build-manifest.json'));
    expect(() => addCompileHints(dir)).toThrow(
      `build/rewrites/compile-hints.ts: ${path.join(dir, 'build-manifest.json')} or ${path.join(dir, 'static', 'chunks')}/ is missing`,
    );
  });
});
