import { ownerFolders, type Folders } from './edits';
import { loadContent, type LoadResult } from './load';
import { formatReport, formatWarnings } from './problems';
import { contentSources, remoteImagePatterns } from './remote-images';
import { findLeftovers, formatLeftovers } from './sample';
import { settings } from '../settings';

/** What `next dev` adds to the list of problems, in the terminal and over the page. */
export const FIX_AND_SAVE = 'Fix it and save: the page comes back by itself.';

export const RESTART_TO_APPLY =
  "↻ This edit changes what `npm run dev` reads only as it starts: the site's languages, or the " +
  'other sites its pictures, embeds or scripts come from. Stop it (Ctrl+C) and start it again to ' +
  'see the edit in full.';

/** What next.config.ts takes from the content once, as the server starts: the languages' addresses,
 * and the other sites the pages may load from. Invalid content gives English alone, and no site. */
function readAtStart(result: LoadResult): string {
  const contents = result.ok ? [result.content, ...result.translations] : [];
  return JSON.stringify([
    result.ok ? contents.map((content) => content.language) : ['en'],
    remoteImagePatterns(contents),
    contentSources(contents),
  ]);
}

const KEY = Symbol.for('portfolio.content.editProblems');
const processWide = globalThis as typeof globalThis & { [KEY]?: WeakSet<Folders> };

/** In `next dev` (instrumentation.ts): the terminal lists the content's problems at the start and
 * after each edit, says when they are fixed and when an edit needs a restart. Outside any
 * request, so Next does not also show it over the page as the server's log. */
export function reportEdits(
  folders: Folders | undefined = ownerFolders(),
  log: Pick<Console, 'log' | 'error'> = console,
) {
  const reporting = (processWide[KEY] ??= new WeakSet());
  if (!folders || reporting.has(folders)) return;
  reporting.add(folders);
  const first = loadContent();
  const atStart = readAtStart(first);
  let broken = false;
  const check = (result = loadContent()) => {
    if (!result.ok) log.error(`\n${formatReport(result.problems)}\n\n${FIX_AND_SAVE}\n`);
    else if (broken) log.log('\n✓ The content in config/ is valid again.\n');
    if (result.ok && result.warnings.length) log.log(`\n⚠ ${formatWarnings(result.warnings)}\n`);
    if (result.ok && readAtStart(result) !== atStart) log.log(`\n${RESTART_TO_APPLY}\n`);
    broken = !result.ok;
  };
  check(first);
  const leftovers = formatLeftovers(findLeftovers(settings().configDir, 'public'), 10);
  if (leftovers) log.log(`\n${leftovers}\n`);
  folders.config.subscribe(() => check());
  folders.public.subscribe(() => check());
}
