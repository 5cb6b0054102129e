/** Validates config/*.json the way the build does, without building. Exit code 1 on any problem. */
import { defaultConfigDir, loadContent } from '../lib/content/load';
import { formatReport, formatWarnings } from '../lib/content/problems';
import { findLeftovers, printLeftovers } from '../lib/content/sample';

const result = loadContent();
if (result.ok) {
  const { projects, categories, notes } = result.content;
  const written = notes.length ? `, ${notes.length} note${notes.length === 1 ? '' : 's'}` : '';
  console.log(
    `config/ is valid (${defaultConfigDir()}): ${projects.length} projects in ${categories.length} categories${written}.`,
  );
  if (result.warnings.length) console.warn(`⚠ ${formatWarnings(result.warnings)}`);
  printLeftovers(findLeftovers(defaultConfigDir(), 'public'));
} else {
  console.error(formatReport(result.problems));
  process.exitCode = 1;
}
