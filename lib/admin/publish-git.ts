import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { childEnvironment } from '@/lib/settings';
import type { GitReport } from './publish-state';

// Each publish's edits as a commit in the repository site/ is in, pushed when the owner gave the
// server write access (docs/deploy.md, "A deploy key"). git runs as a program, never in a shell.

/** Runs git: the prefix runs it as another user (`runuser -u portfolio-build --`). */
export type Git = (args: string[]) => { status: number; stdout: string; stderr: string };

export function gitIn(cwd: string, prefix: string[] = []): Git {
  return (args) => {
    const [command, ...rest] = [...prefix, 'git', ...args];
    const result = spawnSync(command!, rest, {
      cwd,
      encoding: 'utf8',
      // Never a prompt for a password or a host key: a publish runs with no one at a terminal.
      env: childEnvironment({
        GIT_TERMINAL_PROMPT: '0',
        GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
      }),
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    });
    return {
      status: result.status ?? 1,
      stdout: result.stdout ?? '',
      stderr: result.stderr || result.error?.message || '',
    };
  };
}

/** A path from the repository's top, wherever git runs in it. */
const top = (folder: string) => (folder === '.' ? ':(top)' : `:(top)${folder}`);

/** The files changed under `folder` (relative to the repository's top), as git names them. */
export function changedFiles(git: Git, folder: string): string[] {
  const status = git([
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    top(folder),
  ]);
  if (status.status !== 0) throw new Error(firstLine(status.stderr));
  const entries = status.stdout.split('\0').filter(Boolean);
  const files: string[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    files.push(entry.slice(3));
    // A rename is followed by its former name, which is not a file of its own.
    if (entry[0] === 'R' || entry[0] === 'C') index++;
  }
  return [...new Set(files)].sort();
}

const DASHBOARD_LINE = 'Edited in the dashboard:';

/** "Publish site/config/about.json", "Publish site/config/about.json and 2 more files"; every
 * file named in the body. */
export function commitMessage(files: string[]): string {
  const [first, ...rest] = files;
  const subject =
    rest.length === 0
      ? `Publish ${first}`
      : `Publish ${first} and ${rest.length} more file${rest.length === 1 ? '' : 's'}`;
  return `${subject}\n\n${DASHBOARD_LINE}\n${files.map((file) => `- ${file}`).join('\n')}\n`;
}

/** The repository `siteDir` is in, with `siteDir` relative to its top; null outside one. */
export function repositoryOf(git: Git, siteDir: string) {
  const top = git(['rev-parse', '--show-toplevel']);
  if (top.status !== 0) return null;
  const root = top.stdout.trim();
  const folder = path.relative(root, path.resolve(siteDir)) || '.';
  return { root, folder };
}

/** Commits the changed files under the site's folder, naming them. An identity is given only
 * where the repository has none (the build user on a server has none). */
export function commitSite(git: Git, folder: string): { commit?: string; files: string[] } {
  const files = changedFiles(git, folder);
  if (files.length === 0) return { files };
  const add = git(['add', '--all', '--', top(folder)]);
  if (add.status !== 0) throw new Error(firstLine(add.stderr));
  const identity =
    git(['config', 'user.email']).status === 0
      ? []
      : ['-c', 'user.name=Portfolio dashboard', '-c', 'user.email=dashboard@portfolio.invalid'];
  // Only the site's files, whatever else the owner has staged by hand.
  const commit = git([
    ...identity,
    'commit',
    '--quiet',
    '--no-verify',
    '-m',
    commitMessage(files),
    '--',
    top(folder),
  ]);
  if (commit.status !== 0) throw new Error(firstLine(commit.stderr || commit.stdout));
  return { commit: git(['rev-parse', '--short', 'HEAD']).stdout.trim(), files };
}

/** The branch's upstream (`origin/main`), or null when none is set. */
export function upstreamOf(git: Git): string | null {
  const upstream = git(['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  return upstream.status === 0 ? upstream.stdout.trim() : null;
}

export class GitConflict extends Error {}

/** Takes the remote's new commits in, by a merge (what an owner's `git pull` does). A conflict
 * undoes the merge, leaving every commit as it was, and stops the publish. Unreachable, it says
 * so and goes on: the server's edits are committed either way. */
export function mergeUpstream(git: Git): string | undefined {
  const upstream = upstreamOf(git);
  if (!upstream) return undefined;
  const fetch = git(['fetch', '--quiet', upstream.split('/')[0]!]);
  if (fetch.status !== 0) return `Could not fetch from ${upstream}: ${firstLine(fetch.stderr)}`;
  const merge = git([
    '-c',
    'user.name=Portfolio dashboard',
    '-c',
    'user.email=dashboard@portfolio.invalid',
    'merge',
    '--no-edit',
    '--quiet',
    upstream,
  ]);
  if (merge.status === 0) return undefined;
  const conflicted = git(['diff', '--name-only', '--diff-filter=U']).stdout.trim().split('\n');
  git(['merge', '--abort']);
  throw new GitConflict(
    `Your repository and this server both changed ${conflicted.filter(Boolean).join(', ') || 'the same lines'}. ` +
      'Nothing was lost and nothing was published: on the server, in the source folder, run ' +
      `git pull, settle the conflict, commit, then publish again.`,
  );
}

/** Pushes to the upstream; when it cannot (no upstream, no write access), how many of the
 * server's commits the owner's computer lacks and the one command that takes them. */
export function pushOrCount(git: Git, host: string, root: string): GitReport {
  const upstream = upstreamOf(git);
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']).stdout.trim() || 'main';
  let problem: string | undefined;
  if (upstream) {
    const [remote, ...rest] = upstream.split('/');
    const push = git(['push', '--quiet', remote!, `HEAD:${rest.join('/')}`]);
    if (push.status === 0) return { pushed: true, unpulled: 0 };
    problem = firstLine(push.stderr);
  }
  // The publishes' own commits, those the upstream lacks (all of them without one).
  const count = git([
    'rev-list',
    '--count',
    `--grep=^${DASHBOARD_LINE}`,
    upstream ? `${upstream}..HEAD` : 'HEAD',
  ]);
  return {
    pushed: false,
    unpulled: Number(count.stdout.trim()) || 0,
    pullCommand: `git pull ssh://${host}${root} ${branch}`,
    ...(problem && { problem: `Could not push to ${upstream}: ${problem}` }),
  };
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? 'git failed';
