// The first half of `npm run upgrade`: `npm ci` when package-lock.json names other packages than
// node_modules holds (a new version of the project changed them), else nothing. Plain Node, so it
// runs while node_modules is being replaced.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')).packages ?? {};
  } catch {
    return null;
  }
};
const wanted = read('package-lock.json');
const installed = read('node_modules/.package-lock.json');
const same =
  wanted &&
  installed &&
  Object.entries(wanted).every(
    ([name, entry]) => name === '' || entry.optional || installed[name]?.version === entry.version,
  );
if (same) {
  console.log('✓ Dependencies are those package-lock.json names.');
} else {
  console.log('Installing the dependencies package-lock.json names (npm ci)…');
  // Through the shell: on Windows npm is npm.cmd, which Node starts only through cmd.exe.
  const install = spawnSync('npm ci --no-audit --no-fund', { shell: true, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
