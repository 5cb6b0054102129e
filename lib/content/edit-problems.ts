import { ownerFolders, type Folders } from './edits';
import { loadContent, type LoadResult } from './load';
import path from 'node:path';
import { checkPictures } from './picture-check';
import {
  formatPictureWarnings,
  formatReport,
  formatWarnings,
  type ContentProblem,
} from './problems';
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
const HOSTS = Symbol.for('portfolio.content.pictureHostsAtStart');
const processWide = globalThis as typeof globalThis & {
  [KEY]?: WeakSet<Folders>;
  [HOSTS]?: ReadonlySet<string>;
};

/** In `next dev`: the hosts next/image may fetch pictures from, as read when the server started
 * (next.config.ts); undefined before it has. */
export const pictureHostsAtStart = () => processWide[HOSTS];

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
  const contentsOf = (result: LoadResult) =>
    result.ok ? [result.content, ...result.translations] : [];
  processWide[HOSTS] = new Set(remoteImagePatterns(contentsOf(first)).map((p) => p.hostname));
  let broken = false;
  let saidHeavy = '';
  let checked = Promise.resolve();
  const say = (problems: ContentProblem[]) => {
    if (problems.length) log.error(`\n${formatReport(problems)}\n\n${FIX_AND_SAVE}\n`);
    else if (broken) log.log('\n✓ The content in config/ is valid again.\n');
    broken = problems.length > 0;
  };
  // Each save is checked in full; an answer that arrives after a newer save's is not said.
  let latest = 0;
  const check = (result = loadContent()) => {
    const save = ++latest;
    if (!result.ok) return say(result.problems);
    if (result.warnings.length) log.log(`\n⚠ ${formatWarnings(result.warnings)}\n`);
    if (readAtStart(result) !== atStart) log.log(`\n${RESTART_TO_APPLY}\n`);
    // Then the pictures, which may be fetched from their hosts: one check at a time, in order.
    const publicDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');
    const { configDir } = settings();
    checked = checked
      .then(() => checkPictures(contentsOf(result), { configDir, publicDir }))
      .then(
        ({ problems, warnings }) => {
          if (save !== latest) return;
          // Said when they change, not at every save.
          const heavy = formatPictureWarnings(warnings);
          if (heavy && heavy !== saidHeavy) log.log(`\n⚠ ${heavy}\n`);
          saidHeavy = heavy;
          say(problems);
        },
        (error: Error) => log.error(`\nThe pictures could not be checked: ${error.message}\n`),
      );
  };
  check(first);
  const leftovers = formatLeftovers(findLeftovers(settings().configDir, 'public'), 10);
  if (leftovers) log.log(`\n${leftovers}\n`);
  folders.config.subscribe(() => check());
  folders.public.subscribe(() => check());
  /** Once the checks of the edits so far have said what they found. */
  return { settled: () => checked };
}
