/** `npm run upgrade`, after pulling a new version of the project: brings the owner's content to
 * the content version it reads (lib/content/upgrade.ts), refreshes the editor schemas in
 * site/config/schema/, then checks the content as the build will. Exit code 1 on any problem. */
import fs from 'node:fs';
import path from 'node:path';
import { formatContentUpgrade, upgradeContent } from '../lib/content/upgrade';
import { contentFolder, isSample, linkContentFolders, SAMPLE_FOLDER } from '../lib/site-folder';
import { filesUnder } from '../lib/content/sample';

const root = path.resolve(__dirname, '..');

/** The project's editor schemas, copied over the owner's where they differ; answers how many. */
function refreshSchemas(configDir: string): number {
  const from = path.join(root, SAMPLE_FOLDER, 'config', 'schema');
  const to = path.join(configDir, 'schema');
  let refreshed = 0;
  for (const file of filesUnder(from)) {
    const source = fs.readFileSync(path.join(from, file));
    const target = path.join(to, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
    refreshed += 1;
  }
  return refreshed;
}

try {
  linkContentFolders(root);
  if (isSample(root)) {
    console.log(
      '✓ This checkout shows the sample (examples/sample/): no content of yours to upgrade.',
    );
  } else {
    const configDir = path.join(contentFolder(root), 'config');
    const upgrade = upgradeContent(configDir, { backupRoot: path.join(root, 'backups') });
    console.log(formatContentUpgrade(upgrade, root));
    const refreshed = refreshSchemas(configDir);
    if (refreshed)
      console.log(
        `✓ Refreshed ${refreshed} editor schemas in ${path.relative(root, configDir)}/schema/.`,
      );
  }
} catch (error) {
  console.error(`✗ upgrade: ${(error as Error).message}`);
  process.exitCode = 1;
}
