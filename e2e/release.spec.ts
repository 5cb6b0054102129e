import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { releaseHolding } from './support/build';
import { siteRoot, selectedSite } from './support/sites';

// The release (.next/standalone) carries the content it renders from, its config/ without private
// projects, and nothing else: not the content folders as written, whose private projects tracing
// would take along, nor the other examples. Read from the project, every example's private ones.
const root = siteRoot(selectedSite().name);

type Written = { name?: string; cover?: string; images?: { image?: string }[]; private?: boolean };

function privateProjects() {
  const found: Written[] = [];
  for (const example of fs.readdirSync('examples')) {
    const config = path.join('examples', example, 'config');
    if (!fs.existsSync(config)) continue;
    for (const entry of fs.readdirSync(config, { recursive: true, encoding: 'utf8' })) {
      if (path.basename(entry) !== 'portfolios.json') continue;
      const json = JSON.parse(fs.readFileSync(path.join(config, entry), 'utf8'));
      const projects: Written[] = Array.isArray(json) ? json : (json.data ?? []);
      found.push(...projects.filter((project) => project.private === true));
    }
  }
  return found;
}

test('the release holds no content folder as written, and no private project of any example', () => {
  // Every file of the server and its node_modules read once: a minute or more on a busy machine.
  test.setTimeout(240_000);
  const projects = privateProjects();
  expect(projects.length).toBeGreaterThan(0);
  const needles = projects
    .flatMap((p) => [p.name, p.cover, ...(p.images ?? []).map((i) => i.image)])
    .filter((text): text is string => typeof text === 'string')
    .map((text) => Buffer.from(text));
  const { carried, found, files } = releaseHolding(root, needles);
  expect(carried).toEqual([]);
  expect(found).toEqual([]);
  expect(files).toBeGreaterThan(100);
});
