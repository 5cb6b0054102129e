import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { editJson } from './support/build';
import { prepareCheckout } from './support/sites';

// docs/upgrading.md played through: the project as a repository, an owner's clone with the site
// new-site made, then a version that changes code, edits the sample and renames a field. The
// owner pulls it (no conflict), is told what changed, runs `npm run upgrade`, and builds.

const OWNER = 'Ada Lovelace';
const INTRO = '<p>I design calculating engines, and write the notes that explain them.</p>';

function git(cwd: string, ...args: string[]) {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function npm(cwd: string, script: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    // A build beside another build and the other tests takes several times as long as alone.
    timeout: 900_000,
  });
  return {
    status: result.status,
    stdout: result.stdout,
    output: `${result.stdout}\n${result.stderr}`,
  };
}

/** Replaces `from` in a file of the checkout, failing loudly once the text is gone. */
function replaceIn(root: string, file: string, from: RegExp, to: string) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!from.test(text))
    throw new Error(`${file} no longer holds ${from}: update e2e/upgrade.spec.ts`);
  fs.writeFileSync(full, text.replace(from, to));
}

/** Every TypeScript file that names the field, tests included: the build checks them all. */
function codeNaming(root: string, field: string): string[] {
  const listed = spawnSync(
    'git',
    ['grep', '-l', '-w', field, '--', 'app', 'components', 'lib', 'scripts', 'e2e', 'build'],
    { cwd: root, encoding: 'utf8' },
  ).stdout;
  return listed.split('\n').filter((file) => /\.tsx?$/.test(file));
}

test('a new version that changes code, the sample and a field merges without conflict, and the owner’s site upgrades and builds', async () => {
  test.setTimeout(1_200_000);
  // The project as published: a repository with one commit.
  const upstream = prepareCheckout('upgrade-upstream');
  expect(git(upstream, 'init', '-q', '-b', 'main').status).toBe(0);
  expect(git(upstream, 'add', '-A').status).toBe(0);
  expect(git(upstream, 'commit', '-qm', 'The project').status).toBe(0);

  // The owner's clone: their site made and committed.
  const owner = path.join(path.dirname(upstream), 'upgrade-owner');
  fs.rmSync(owner, { recursive: true, force: true });
  expect(git(path.dirname(upstream), 'clone', '-q', upstream, owner).status).toBe(0);
  spawnSync('cp', ['-al', path.join(upstream, 'node_modules'), owner]);
  const made = npm(owner, 'new-site', '--name', OWNER);
  expect(made.status, made.output).toBe(0);
  const about = path.join(owner, 'site', 'config', 'about.json');
  editJson(about, (json) => {
    json.title = 'Engineer';
    json.freelancer = INTRO;
  });
  editJson(path.join(owner, 'site', 'config', 'skills.json'), (json) => {
    (json.data as unknown[]).push({ name: 'Mathematics', percentage: 95 });
  });
  fs.mkdirSync(path.join(owner, 'site', 'public', 'images'), { recursive: true });
  fs.writeFileSync(
    path.join(owner, 'site', 'public', 'images', 'engine.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  expect(git(owner, 'add', 'site').status).toBe(0);
  expect(git(owner, 'commit', '-qm', 'My site').status).toBe(0);
  const skills = path.join(owner, 'site', 'config', 'skills.json');
  const yours = fs.readFileSync(skills, 'utf8');

  // The next version: "freelancer" becomes "intro" in the code, the sample and the editor schema,
  // with the step that rewrites owners' files; the sample's text changes; and so does code.
  for (const file of codeNaming(upstream, 'freelancer')) {
    replaceIn(upstream, file, /\bfreelancer\b/g, 'intro');
  }
  replaceIn(
    upstream,
    'lib/content/versions.ts',
    /export const CONTENT_STEPS: ContentStep\[\] = \[\];/,
    "export const CONTENT_STEPS: ContentStep[] = [renamedField('about.json', 'freelancer', 'intro')];",
  );
  for (const file of [
    'examples/sample/config/about.json',
    'examples/sample/config/fr/about.json',
  ]) {
    replaceIn(upstream, file, /"freelancer":/, '"intro":');
  }
  editJson(path.join(upstream, 'examples/sample/config/about.json'), (json) => {
    json.title = 'Product designer and front-end engineer, in Lyon';
  });
  editJson(path.join(upstream, 'examples/sample/config/site.json'), (json) => {
    json.content_version = 2;
  });
  replaceIn(
    upstream,
    'lib/site-folder.ts',
    /^/,
    '// The content folders, as of the next version.\n',
  );
  const schemas = spawnSync('node_modules/.bin/tsx', ['scripts/editor-schemas.ts'], {
    cwd: upstream,
    encoding: 'utf8',
  });
  expect(schemas.status, schemas.stderr).toBe(0);
  expect(git(upstream, 'commit', '-qam', 'The next version').status).toBe(0);

  // The owner upgrades as docs/upgrading.md says: pull, then one command.
  const pulled = git(owner, 'pull', '--no-rebase', '--no-edit', '-q', 'origin', 'main');
  expect(pulled.status, pulled.output).toBe(0);
  expect(git(owner, 'diff', '--name-only', '--diff-filter=U').output.trim()).toBe('');
  expect(git(owner, 'status', '--porcelain', '--untracked-files=no').output.trim()).toBe('');

  const before = npm(owner, 'check-config');
  expect(before.status).toBe(1);
  expect(before.output).toContain(
    'the content is written for content version 1; this version of the project reads 2, where\n  - about.json: "freelancer" is now "intro"',
  );

  const upgraded = npm(owner, 'upgrade');
  expect(upgraded.status, upgraded.output).toBe(0);
  expect(upgraded.stdout).toContain('✓ Your content moved from content version 1 to 2:');
  expect(upgraded.stdout).toContain('  - about.json: "freelancer" → "intro"');
  expect(upgraded.stdout).toMatch(/Your files as they were: backups\/content-\d{8}-\d{6}\//);
  const backup = /backups\/content-\d{8}-\d{6}/.exec(upgraded.stdout)![0];
  expect(
    JSON.parse(fs.readFileSync(path.join(owner, backup, 'about.json'), 'utf8')).freelancer,
  ).toBe(INTRO);

  // Nothing of the owner's is lost: the field moved, everything else is as they wrote it.
  const now = JSON.parse(fs.readFileSync(about, 'utf8'));
  expect(now).toMatchObject({
    first_name: 'Ada',
    last_name: 'Lovelace',
    title: 'Engineer',
    intro: INTRO,
  });
  expect(now).not.toHaveProperty('freelancer');
  expect(fs.readFileSync(skills, 'utf8')).toBe(yours);
  expect(fs.existsSync(path.join(owner, 'site', 'public', 'images', 'engine.svg'))).toBe(true);
  expect(
    JSON.parse(fs.readFileSync(path.join(owner, 'site', 'config', 'site.json'), 'utf8'))
      .content_version,
  ).toBe(2);

  const built = npm(owner, 'build');
  expect(built.status, built.output.slice(-3000)).toBe(0);
  const home = fs.readFileSync(path.join(owner, '.next', 'server', 'app', 'en.html'), 'utf8');
  expect(home).toContain('I design calculating engines, and write the notes that explain them.');
  expect(home).toContain('Ada');
});
