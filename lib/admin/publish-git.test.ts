/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  GitConflict,
  changedFiles,
  commitMessage,
  commitSite,
  gitIn,
  mergeUpstream,
  pushOrCount,
  repositoryOf,
} from './publish-git';

// Real repositories in a temporary folder: a bare one as the owner's remote, the server's clone,
// and the owner's own computer's clone. Each git run spawns a process: a few seconds in all.
jest.setTimeout(60_000);

const IDENTITY = ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com'];
let dir: string;
const run = (cwd: string, ...args: string[]) =>
  execFileSync('git', [...IDENTITY, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const log = (cwd: string) => run(cwd, 'log', '--format=%s', '-n', '5').trim().split('\n');

/** The remote, the server's clone (with site/) and the owner's clone, all on `main`. */
function repositories() {
  const remote = path.join(dir, 'remote.git');
  run(dir, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const owner = path.join(dir, 'owner');
  run(dir, 'clone', '--quiet', remote, owner);
  run(owner, 'checkout', '--quiet', '-b', 'main');
  write(path.join(owner, 'site/config/about.json'), '{\n  "title": "Designer"\n}\n');
  write(path.join(owner, 'site/config/faq.json'), '[]\n');
  write(path.join(owner, 'README.md'), 'code\n');
  run(owner, 'add', '.');
  run(owner, 'commit', '--quiet', '-m', 'First');
  run(owner, 'push', '--quiet', '-u', 'origin', 'main');
  const server = path.join(dir, 'server');
  run(dir, 'clone', '--quiet', remote, server);
  return { remote, owner, server };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-git-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the commit names each changed file under site/, and takes nothing else', () => {
  const { server } = repositories();
  write(path.join(server, 'site/config/about.json'), '{\n  "title": "Illustrator"\n}\n');
  write(path.join(server, 'site/public/images/new picture.webp'), 'bytes');
  write(path.join(server, 'README.md'), 'changed by hand\n');
  const git = gitIn(path.join(server, 'site'));
  const repository = repositoryOf(git, path.join(server, 'site'))!;
  expect(repository.folder).toBe('site');

  const made = commitSite(git, repository.folder);
  expect(made.files).toEqual(['site/config/about.json', 'site/public/images/new picture.webp']);
  expect(log(server)[0]).toBe('Publish site/config/about.json and 1 more file');
  expect(run(server, 'show', '--name-only', '--format=%b', 'HEAD')).toContain(
    '- site/public/images/new picture.webp',
  );
  // The owner's own change outside site/ stays theirs, uncommitted.
  expect(run(server, 'status', '--porcelain')).toBe(' M README.md\n');
  expect(commitSite(git, repository.folder)).toEqual({ files: [] });
});

test('a deleted file is named too, and a lone file makes a short subject', () => {
  const { server } = repositories();
  fs.rmSync(path.join(server, 'site/config/faq.json'));
  const git = gitIn(server);
  expect(changedFiles(git, 'site')).toEqual(['site/config/faq.json']);
  commitSite(git, 'site');
  expect(log(server)[0]).toBe('Publish site/config/faq.json');
  expect(commitMessage(['a', 'b', 'c']).split('\n')[0]).toBe('Publish a and 2 more files');
});

test('with write access, the owner’s new commits are merged in and the edit is pushed', () => {
  const { server, owner, remote } = repositories();
  write(path.join(owner, 'README.md'), 'the owner changed the code\n');
  run(owner, 'commit', '--quiet', '-am', 'Code change');
  run(owner, 'push', '--quiet');
  write(path.join(server, 'site/config/faq.json'), '[{"q":"Why?"}]\n');
  const git = gitIn(server);
  commitSite(git, 'site');

  expect(mergeUpstream(git)).toBeUndefined();
  expect(fs.readFileSync(path.join(server, 'README.md'), 'utf8')).toBe(
    'the owner changed the code\n',
  );
  expect(pushOrCount(git, 'example.com', server)).toEqual({ pushed: true, unpulled: 0 });
  expect(run(remote, 'log', '--format=%s', 'main')).toContain('Publish site/config/faq.json');
});

test('a conflict stops the publish with a plain message, and loses neither side', () => {
  const { server, owner } = repositories();
  write(path.join(owner, 'site/config/about.json'), '{\n  "title": "From the laptop"\n}\n');
  run(owner, 'commit', '--quiet', '-am', 'Laptop edit');
  run(owner, 'push', '--quiet');
  write(path.join(server, 'site/config/about.json'), '{\n  "title": "From the dashboard"\n}\n');
  const git = gitIn(server);
  commitSite(git, 'site');

  expect(() => mergeUpstream(git)).toThrow(GitConflict);
  expect(() => mergeUpstream(git)).toThrow(
    /both changed site\/config\/about\.json\. Nothing was lost and nothing was published/,
  );
  // The dashboard's edit is committed, the working copy clean, no merge left half done.
  expect(fs.readFileSync(path.join(server, 'site/config/about.json'), 'utf8')).toContain(
    'From the dashboard',
  );
  expect(run(server, 'status', '--porcelain')).toBe('');
  expect(fs.existsSync(path.join(server, '.git/MERGE_HEAD'))).toBe(false);
  // The laptop's is on the remote, to be merged by hand.
  expect(run(server, 'log', '--format=%s', 'origin/main')).toContain('Laptop edit');
});

test('without write access, the page gets the count of edits not pulled and the command', () => {
  const { server, remote } = repositories();
  // The server's deploy key may only read: here, a remote that refuses every push.
  fs.writeFileSync(path.join(remote, 'hooks/pre-receive'), '#!/bin/sh\nexit 1\n', {
    mode: 0o755,
  });
  const git = gitIn(server);
  for (const title of ['One', 'Two']) {
    write(path.join(server, 'site/config/about.json'), `{"title":"${title}"}\n`);
    commitSite(git, 'site');
  }
  const report = pushOrCount(git, 'example.com', server);
  expect(report).toMatchObject({
    pushed: false,
    unpulled: 2,
    pullCommand: `git pull ssh://example.com${server} main`,
  });
  expect(report.problem).toMatch(/^Could not push to origin\/main: /);
});

test('outside a repository there is nothing to commit, and no upstream counts every publish', () => {
  const lone = path.join(dir, 'lone/site');
  fs.mkdirSync(lone, { recursive: true });
  expect(repositoryOf(gitIn(lone), lone)).toBeNull();

  const local = path.join(dir, 'local');
  run(dir, 'init', '--quiet', '--initial-branch=main', local);
  write(path.join(local, 'site/config/about.json'), '{}\n');
  const git = gitIn(local);
  commitSite(git, 'site');
  expect(mergeUpstream(git)).toBeUndefined();
  expect(pushOrCount(git, 'example.com', local)).toEqual({
    pushed: false,
    unpulled: 1,
    pullCommand: `git pull ssh://example.com${local} main`,
  });
});

test('a site/ that is itself the repository commits its files too', () => {
  const site = path.join(dir, 'site');
  run(dir, 'init', '--quiet', '--initial-branch=main', site);
  write(path.join(site, 'config/about.json'), '{}\n');
  run(site, 'add', '.');
  run(site, 'commit', '--quiet', '-m', 'First');
  write(path.join(site, 'config/about.json'), '{"title":"Changed"}\n');
  const git = gitIn(path.join(site, 'config'));
  const repository = repositoryOf(git, site)!;
  expect(repository.folder).toBe('.');
  expect(commitSite(git, repository.folder).files).toEqual(['config/about.json']);
  expect(log(site)[0]).toBe('Publish config/about.json');
});
