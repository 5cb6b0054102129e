/** Validates config/*.json the way the build does, without building. Exit code 1 on any problem. */
import path from 'node:path';
import { defaultConfigDir, loadContent } from '../lib/content/load';
import { checkPictures } from '../lib/content/picture-check';
import { formatPictureWarnings, formatReport, formatWarnings } from '../lib/content/problems';
import { findLeftovers, printLeftovers } from '../lib/content/sample';
import { linkContentFolders } from '../lib/site-folder';
import { versionProblem } from '../lib/content/versions';

export async function checkConfig(): Promise<0 | 1> {
  linkContentFolders();
  // Content written for an older version of the project: say what changed, and the command.
  const outdated = versionProblem(defaultConfigDir());
  if (outdated) {
    console.error(`✗ ${outdated}`);
    return 1;
  }
  const result = loadContent();
  const { problems: pictures, warnings: heavy } = result.ok
    ? await checkPictures([result.content, ...result.translations], {
        configDir: defaultConfigDir(),
        publicDir: path.resolve('public'),
      })
    : { problems: [], warnings: [] };
  if (heavy.length) console.warn(`⚠ ${formatPictureWarnings(heavy)}`);
  if (result.ok && !pictures.length) {
    const { projects, categories, notes } = result.content;
    const written = notes.length ? `, ${notes.length} note${notes.length === 1 ? '' : 's'}` : '';
    console.log(
      `config/ is valid (${defaultConfigDir()}): ${projects.length} projects in ${categories.length} categories${written}.`,
    );
    if (result.warnings.length) console.warn(`⚠ ${formatWarnings(result.warnings)}`);
    printLeftovers(findLeftovers(defaultConfigDir(), 'public'));
    return 0;
  }
  console.error(formatReport(result.ok ? pictures : result.problems));
  return 1;
}

if (require.main === module) void checkConfig().then((code) => (process.exitCode = code));
