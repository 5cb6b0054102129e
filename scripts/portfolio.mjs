#!/usr/bin/env node
// `portfolio <command>` on a server set up as docs/deploy.md says: runs an owner command with the
// service's own settings, read from its systemd unit (Environment= and EnvironmentFile=), as the
// user the command needs. Plain Node, no shell; linked as /usr/local/bin/portfolio.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVICE = 'portfolio';
const SITE_USER = 'portfolio';
const BUILD_USER = 'portfolio-build';
const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The owner commands, each the npm script it runs and the user it runs as. Publishing builds and
 * swaps releases as deploy/release.sh does: as root, which hands each step to its user. */
const COMMANDS = {
  inbox: { script: 'inbox', user: SITE_USER },
  stats: { script: 'stats', user: SITE_USER },
  'admin-link': { script: 'admin-link', user: SITE_USER },
  'private-link': { script: 'private-link', user: SITE_USER },
  'mail-test': { script: 'mail-test', user: SITE_USER },
  'check-config': { script: 'check-config', user: BUILD_USER },
  publish: { script: 'publish', user: 'root' },
};

/** KEY=value lines as systemd reads an EnvironmentFile: comments and blanks skipped, one pair of
 * outer quotes taken off (inside double quotes, \" and \\ are the escapes). */
export function parseEnvironmentFile(text) {
  const values = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    if (/^'.*'$/s.test(value)) value = value.slice(1, -1);
    else if (/^".*"$/s.test(value)) value = value.slice(1, -1).replace(/\\(["\\])/g, '$1');
    values[match[1]] = value;
  }
  return values;
}

/** `systemctl show`'s Environment= (NAME=value words) and EnvironmentFiles= (one path per line,
 * followed by "(ignore_errors=…)"). */
export function parseUnitSettings(text) {
  const environment = {};
  const files = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('Environment=')) {
      for (const word of line.slice('Environment='.length).split(/\s+/).filter(Boolean)) {
        const at = word.indexOf('=');
        if (at > 0) environment[word.slice(0, at)] = word.slice(at + 1);
      }
    } else if (line.startsWith('EnvironmentFiles=')) {
      const file = line.slice('EnvironmentFiles='.length).replace(/\s+\(ignore_errors=\w+\)$/, '');
      if (file) files.push(file);
    }
  }
  return { environment, files };
}

/** The service's settings as systemd gives them to it: the file's values win over Environment=. */
export function serviceSettings(show, read = (file) => fs.readFileSync(file, 'utf8')) {
  const { environment, files } = parseUnitSettings(show);
  return Object.assign(environment, ...files.map((file) => parseEnvironmentFile(read(file))));
}

function fail(text) {
  console.error(text);
  process.exit(1);
}

function main(args) {
  const [name, ...rest] = args;
  const command = COMMANDS[name];
  if (!command) {
    fail(
      `Usage: portfolio <command> [arguments]\nCommands: ${Object.keys(COMMANDS).join(', ')}\n` +
        "Each runs the npm script of that name with the service's settings (docs/deploy.md).",
    );
  }
  const show = spawnSync(
    'systemctl',
    ['show', SERVICE, '--property=Environment', '--property=EnvironmentFiles'],
    { encoding: 'utf8' },
  );
  if (show.status !== 0 || !/EnvironmentFiles=\S/.test(show.stdout)) {
    fail(
      `No ${SERVICE} service with its settings here (systemctl show ${SERVICE}): on your own ` +
        `computer, run npm run ${command.script} instead.`,
    );
  }
  if (process.getuid?.() !== 0)
    fail(`Run it as root, which reads the settings: sudo portfolio ${name}`);
  let settings;
  try {
    settings = serviceSettings(show.stdout);
  } catch (error) {
    fail(`Cannot read the service's settings: ${error.message}`);
  }
  // The same clean environment deploy/release.sh gives the build: nothing of root's own.
  const node = path.dirname(process.execPath);
  const home = spawnSync('getent', ['passwd', command.user], { encoding: 'utf8' }).stdout;
  const base = {
    PATH: `${node}:/usr/local/bin:/usr/bin:/bin`,
    HOME: home?.split(':')[5] || '/nonexistent',
    NEXT_TELEMETRY_DISABLED: '1',
    ...settings,
  };
  const npm = ['npm', 'run', '-s', command.script, '--', ...rest];
  if (command.script === 'publish') npm.push('--git-user', BUILD_USER);
  const run =
    command.user === 'root'
      ? ['env', '-i', ...Object.entries(base).map(([k, v]) => `${k}=${v}`), ...npm]
      : [
          'runuser',
          '-u',
          command.user,
          '--',
          'env',
          '-i',
          ...Object.entries(base).map(([k, v]) => `${k}=${v}`),
          ...npm,
        ];
  const result = spawnSync(run[0], run.slice(1), { cwd: source, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
