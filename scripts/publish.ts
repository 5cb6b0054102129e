/** npm run publish (or `portfolio publish` on a server): commits the site's edits, builds a new
 * release beside the live one with deploy/release.sh and swaps it in; the dashboard's
 * /admin/publish shows its progress. One at a time: a second one while one builds is refused. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  GitConflict,
  commitSite,
  gitIn,
  mergeUpstream,
  pushOrCount,
  repositoryOf,
} from '../lib/admin/publish-git';
import {
  LOG_FILE,
  REQUEST_FILE,
  publishDirOf,
  readRecord,
  takeLock,
  writeRecord,
  type GitReport,
  type PublishRecord,
  type PublishStep,
} from '../lib/admin/publish-state';
import { settings } from '../lib/settings';
import { contentFolder } from '../lib/site-folder';

type Options = {
  /** The release script and its arguments. */
  release?: string[];
  /** Runs git as the user owning the code (the build user on a server). */
  gitPrefix?: string[];
  dir?: string;
  siteDir?: string;
  host?: string;
  print?: (line: string) => void;
};

// The lines deploy/release.sh prints as it goes, and the step each starts.
const STEPS: [RegExp, PublishStep][] = [
  [/^Installing /, 'install'],
  [/^Building /, 'build'],
  [/^Release \S+ installed/, 'swap'],
];

export async function publish(options: Options = {}): Promise<PublishRecord> {
  const dir = options.dir ?? publishDirOf(settings().dataDir);
  const print = options.print ?? ((line: string) => console.log(line));
  const release = takeLock(dir);
  if (!release) {
    const reason = 'A publish is already building: wait for it to finish.';
    print(reason);
    return {
      ...(readRecord(dir) ?? { startedAt: new Date().toISOString() }),
      state: 'building',
      reason,
    };
  }
  try {
    shareWithServer(dir);
    fs.rmSync(path.join(dir, REQUEST_FILE), { force: true });
    // Made anew, never opened through a name another user may have linked elsewhere.
    fs.rmSync(path.join(dir, LOG_FILE), { force: true });
    const log = fs.openSync(path.join(dir, LOG_FILE), 'wx', 0o644);
    const write = (line: string) => fs.writeSync(log, `${line}\n`);
    const record: PublishRecord = {
      state: 'building',
      step: 'commit',
      startedAt: new Date().toISOString(),
      pid: process.pid,
    };
    const save = (change: Partial<PublishRecord>) =>
      writeRecord(dir, Object.assign(record, change));
    const finish = (change: Partial<PublishRecord>) => {
      save({ ...change, pid: undefined, step: undefined, finishedAt: new Date().toISOString() });
      print(record.state === 'live' ? `Live: build ${record.buildId}` : `Failed: ${record.reason}`);
      fs.closeSync(log);
      return record;
    };
    save({});

    const siteDir = options.siteDir ?? contentFolder(process.cwd());
    const git = gitIn(siteDir, options.gitPrefix);
    const repository = repositoryOf(git, siteDir);
    let report: GitReport | undefined;
    if (repository) {
      try {
        const { commit, files } = commitSite(git, repository.folder);
        write(commit ? `Committed ${commit}: ${files.join(', ')}` : 'No edit to commit.');
        const unreachable = mergeUpstream(git);
        if (unreachable) write(unreachable);
        report = { commit, files, ...(unreachable && { problem: unreachable }) };
        save({ git: report });
      } catch (error) {
        write(String((error as Error).message));
        return finish({
          state: 'failed',
          reason:
            error instanceof GitConflict
              ? error.message
              : `git could not commit the edits: ${(error as Error).message}`,
        });
      }
    } else {
      write(`${siteDir} is in no git repository: nothing to commit.`);
    }

    save({ step: 'build' });
    const [command, ...args] = options.release ?? ['bash', 'deploy/release.sh'];
    const { code, buildId } = await runRelease(command!, args, write, (step) => save({ step }));
    if (code !== 0) {
      return finish({
        state: 'failed',
        reason: 'the build or the swap stopped, and its last lines below say why.',
      });
    }
    if (repository) {
      const host = options.host ?? settings().siteUrl.hostname;
      const pushed = pushOrCount(git, host, repository.root);
      write(pushed.pushed ? 'Pushed.' : `Not pushed: ${pushed.unpulled} edit(s) to pull.`);
      report = { ...report, ...pushed, problem: pushed.problem ?? report?.problem };
    }
    return finish({ state: 'live', buildId, git: report });
  } finally {
    release();
  }
}

/** The server reads the folder as its own user: made by root, it is handed to DATA_DIR's owner. */
function shareWithServer(dir: string) {
  if (process.getuid?.() !== 0) return;
  const owner = fs.statSync(path.dirname(dir));
  fs.chownSync(dir, owner.uid, owner.gid);
}

function runRelease(
  command: string,
  args: string[],
  write: (line: string) => void,
  step: (step: PublishStep) => void,
): Promise<{ code: number; buildId?: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let buildId: string | undefined;
    let rest = '';
    const lines = (chunk: Buffer) => {
      const text = rest + chunk.toString('utf8');
      const all = text.split('\n');
      rest = all.pop() ?? '';
      for (const line of all) {
        write(line);
        for (const [pattern, name] of STEPS) if (pattern.test(line)) step(name);
        const live = /^Release (\S+) installed/.exec(line);
        if (live) buildId = live[1];
      }
    };
    child.stdout.on('data', lines);
    child.stderr.on('data', lines);
    child.on('error', (error) => {
      write(`${command}: ${error.message}`);
      resolve({ code: 1 });
    });
    child.on('close', (code) => {
      if (rest) write(rest);
      resolve({ code: code ?? 1, buildId });
    });
  });
}

if (require.main === module) {
  // `--git-user portfolio-build` (as `portfolio publish` runs it): as root on a server, git works
  // on the code as its owner, as the release script builds it.
  const at = process.argv.indexOf('--git-user');
  const user = at > 0 ? process.argv[at + 1] : undefined;
  const gitPrefix = user && process.getuid?.() === 0 ? ['runuser', '-u', user, '--'] : [];
  void publish({ gitPrefix }).then((record) => process.exit(record.state === 'live' ? 0 : 1));
}
