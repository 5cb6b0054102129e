import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { findLeftovers, formatLeftovers } from '../lib/content/sample';
import { SAMPLE_FOLDER } from '../lib/site-folder';
import { editJson, startServer } from './support/build';
import { prepareCheckout } from './support/sites';

// An owner's first hour in a clone of the project: new-site, a project, a note and an offer by hand,
// a résumé imported, committed; then docs/upgrading.md played through (a version renaming a field
// pulled, `npm run upgrade`), and one build served (niced). Run with the sample's set; prints times.

const PORT = 3122;
const OWNER = 'Maren Oyelaran';
const SAMPLE_OWNER = 'Ines Moreau';
const INTRO = '<p>I draw for festivals and publishers, and print what I draw.</p>';

/** The résumé an illustrator exports from a résumé tool, with a picture on another host. */
const resume = (picture: string) => ({
  basics: {
    name: OWNER,
    label: 'Illustrator',
    image: picture,
    email: 'maren@example.com',
    summary: 'Illustrator for festivals, publishers and magazines.',
    profiles: [{ network: 'Mastodon', url: 'https://social.example/@maren' }],
  },
  work: [
    {
      name: 'Studio Kelp',
      position: 'Illustrator',
      startDate: '2019-03',
      endDate: '2023-08',
      summary: 'Editorial illustration for magazines.',
      highlights: ['Forty magazine covers', 'A picture book for children'],
    },
  ],
  education: [
    {
      institution: 'Academy of Fine Arts',
      area: 'Illustration',
      studyType: 'BA',
      startDate: '2015-09',
      endDate: '2019-06',
      courses: ['Printmaking', 'Typography'],
    },
  ],
  awards: [{ title: 'Young Illustrators Prize', date: '2022-05', awarder: 'Illustrators Guild' }],
  projects: [
    // The project the owner wrote by hand, named a little differently.
    {
      name: 'Harbour Lights Festival Posters',
      description: 'Posters for a harbour festival.',
      roles: ['Illustrator', 'Printer'],
      entity: 'Harbour Lights Festival',
    },
    {
      name: 'Tidal picture book',
      description: 'A picture book about tides.',
      startDate: '2024-02',
    },
  ],
  skills: [{ name: 'Screen printing', level: 'Expert' }],
  languages: [{ language: 'English', fluency: 'Native' }],
  volunteer: [{ organization: 'Riso print club' }],
});

function git(cwd: string, ...args: string[]) {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
    },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Replaces `from` in a file of the checkout, failing loudly once the text is gone. */
function replaceIn(root: string, file: string, from: RegExp, to: string) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  if (!from.test(text))
    throw new Error(`${file} no longer holds ${from}: update e2e/first-hour.spec.ts`);
  fs.writeFileSync(full, text.replace(from, to));
}

/** Every TypeScript file that names the field, tests included: the build checks them all. */
function codeNaming(root: string, field: string): string[] {
  const listed = spawnSync(
    'git',
    ['grep', '-l', '-w', field, '--', 'app', 'components', 'lib', 'scripts', 'e2e', 'build'],
    { cwd: root, encoding: 'utf8' },
  ).stdout;
  return listed.split('\n').filter((file) => /\.tsx?$/.test(file));
}

test('an owner’s first hour: new-site, a project, a note and an offer, a résumé, an upgrade, a build', async ({
  page,
}) => {
  // A build of its own, on a machine running the other tests.
  test.setTimeout(1_200_000);
  const times: [string, number][] = [];
  const step = async <T>(name: string, work: () => T | Promise<T>) => {
    const start = Date.now();
    const result = await work();
    times.push([name, Date.now() - start]);
    return result;
  };

  // The project as published: a repository with one commit; the owner's clone of it.
  const upstream = await step('clone the project', () => {
    const published = prepareCheckout('first-hour-upstream');
    expect(git(published, 'init', '-q', '-b', 'main').status).toBe(0);
    expect(git(published, 'add', '-A').status).toBe(0);
    expect(git(published, 'commit', '-qm', 'The project').status).toBe(0);
    return published;
  });
  const root = path.join(path.dirname(upstream), 'first-hour');
  fs.rmSync(root, { recursive: true, force: true });
  expect(git(path.dirname(upstream), 'clone', '-q', upstream, root).status).toBe(0);
  expect(spawnSync('cp', ['-al', path.join(upstream, 'node_modules'), root]).status).toBe(0);
  // Where new-site makes the owner's own folder, which no version of the project touches.
  const config = path.join(root, 'site', 'config');
  const publicDir = path.join(root, 'site', 'public');
  // Not spawnSync: the picture's host below runs in this process, and must answer meanwhile.
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<{ status: number | null; stdout: string; output: string }>((resolve) => {
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
        // A build beside another build and the other tests takes several times as long as alone.
        timeout: 900_000,
      });
      if (child.pid) os.setPriority(child.pid, 10);
      let stdout = '';
      let output = '';
      child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status) => resolve({ status, stdout, output }));
    });
  const npm = (script: string, ...args: string[]) =>
    run('npm', ['run', '--silent', script, '--', ...args]);
  const json = (file: string) => JSON.parse(fs.readFileSync(path.join(config, file), 'utf8'));

  // 1. The sample becomes the owner's empty site.
  const made = await step('npm run new-site', () =>
    npm('new-site', '--name', OWNER, '--email', 'maren@example.com'),
  );
  expect(made.status, made.output).toBe(0);
  expect(made.stdout).toContain(`site/ is now the empty site of ${OWNER}`);

  // 2. What the owner writes by hand: a project with its picture, a note about it, an offer.
  await step('write a project, a note and an offer', async () => {
    fs.mkdirSync(path.join(publicDir, 'images', 'work'), { recursive: true });
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4e6b' } })
      .png()
      .toFile(path.join(publicDir, 'images', 'work', 'harbour-lights.png'));
    editJson(path.join(config, 'portfolios.json'), (file) => {
      (file.data as unknown[]).push({
        name: 'Harbour Lights festival posters',
        slug: 'harbour-lights',
        description:
          '<p>Six screen-printed posters for a harbour festival, one for each night.</p>',
        avatar: '/images/work/harbour-lights.png',
        images: [{ image: '/images/work/harbour-lights.png' }],
        tags: 'print, illustration',
        created_at: '2025-06-01',
      });
    });
    fs.mkdirSync(path.join(config, 'notes'), { recursive: true });
    fs.writeFileSync(
      path.join(config, 'notes', 'ink-and-paper.md'),
      '---\ntitle: "Ink and paper: printing the festival"\ndate: 2026-10-02\nprojects: [harbour-lights]\n---\nHow six posters went through the press in a week.\n',
    );
    fs.writeFileSync(
      path.join(config, 'offers.json'),
      JSON.stringify({
        data: [
          {
            id: 'poster-series',
            name: 'A poster series',
            summary: 'Three to six posters for one event, from sketch to print files.',
            deliverables: ['Sketches', 'Print-ready files'],
            price: { from: 1800, currency: 'EUR' },
          },
        ],
      }),
    );
  });
  const checked = await step('npm run check-config', () => npm('check-config'));
  expect(checked.status, checked.output).toBe(0);
  expect(checked.stdout).toContain('config/ is valid');
  expect(checked.output).not.toMatch(/sample/i);

  // 3. The résumé, merged over it: its picture comes from another host, and is saved in public/.
  const picture = await sharp({
    create: { width: 600, height: 600, channels: 3, background: '#d98c5f' },
  })
    .jpeg()
    .toBuffer();
  const host = http.createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture),
  );
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const resumeFile = path.join(root, 'resume.json');
  const address = `http://127.0.0.1:${(host.address() as { port: number }).port}/maren.jpg`;
  fs.writeFileSync(resumeFile, JSON.stringify(resume(address)));
  const before = fs.readFileSync(path.join(config, 'portfolios.json'), 'utf8');
  const tried = await npm('import-resume', resumeFile, '--dry-run');
  expect(tried.status, tried.output).toBe(0);
  expect(fs.readFileSync(path.join(config, 'portfolios.json'), 'utf8')).toBe(before);
  const imported = await step('npm run import-resume', () => npm('import-resume', resumeFile));
  host.close();
  expect(imported.status, imported.output).toBe(0);
  expect(imported.stdout).toContain('updated Harbour Lights festival posters');
  expect(imported.stdout).toContain('added Tidal picture book');
  expect(imported.stdout).toMatch(/Not carried over:\n(?:.*\n)*\s+- volunteer: 1 item/);

  // Nothing the owner wrote is lost: the project keeps its address, picture and story.
  const projects = json('portfolios.json').data as Record<string, unknown>[];
  expect(projects.map((project) => project.slug)).toEqual(['harbour-lights', 'tidal-picture-book']);
  expect(projects[0]).toMatchObject({
    name: 'Harbour Lights festival posters',
    description: '<p>Six screen-printed posters for a harbour festival, one for each night.</p>',
    avatar: '/images/work/harbour-lights.png',
    images: [{ image: '/images/work/harbour-lights.png' }],
    role: 'Illustrator, Printer',
    client: 'Harbour Lights Festival',
  });
  expect(json('offers.json').data[0].id).toBe('poster-series');
  const about = json('about.json');
  expect(about).toMatchObject({ first_name: 'Maren', last_name: 'Oyelaran', title: 'Illustrator' });
  expect(about.avatar).toMatch(/^\/images\/avatar-[0-9a-f]{8}\.jpe?g$/);
  expect(fs.existsSync(path.join(publicDir, about.avatar))).toBe(true);
  // Nothing of the sample is left, in config/ or public/.
  expect(formatLeftovers(findLeftovers(config, publicDir))).toBe('');
  editJson(path.join(config, 'about.json'), (file) => {
    file.freelancer = INTRO;
  });
  expect(git(root, 'add', 'site').status).toBe(0);
  expect(git(root, 'commit', '-qm', 'My site').status).toBe(0);
  const skills = fs.readFileSync(path.join(config, 'skills.json'), 'utf8');

  // 4. The next version: "freelancer" becomes "intro" in the code, the sample and the editor
  // schema, with the step that rewrites owners' files; the sample's text changes; and so does code.
  await step('publish the next version', () => {
    for (const file of codeNaming(upstream, 'freelancer')) {
      replaceIn(upstream, file, /\bfreelancer\b/g, 'intro');
    }
    replaceIn(
      upstream,
      'lib/content/versions.ts',
      /export const CONTENT_STEPS: ContentStep\[\] = \[\];/,
      "export const CONTENT_STEPS: ContentStep[] = [renamedField('about.json', 'freelancer', 'intro')];",
    );
    for (const file of [
      'examples/sample/config/about.json',
      'examples/sample/config/fr/about.json',
    ]) {
      replaceIn(upstream, file, /"freelancer":/, '"intro":');
    }
    editJson(path.join(upstream, 'examples/sample/config/about.json'), (file) => {
      file.title = 'Product designer and front-end engineer, in Lyon';
    });
    editJson(path.join(upstream, 'examples/sample/config/site.json'), (file) => {
      file.content_version = 2;
    });
    replaceIn(
      upstream,
      'lib/site-folder.ts',
      /^/,
      '// The content folders, as of the next version.\n',
    );
    const schemas = spawnSync('node_modules/.bin/tsx', ['scripts/editor-schemas.ts'], {
      cwd: upstream,
      encoding: 'utf8',
    });
    expect(schemas.status, schemas.stderr).toBe(0);
    expect(git(upstream, 'commit', '-qam', 'The next version').status).toBe(0);
  });

  // 5. The owner upgrades as docs/upgrading.md says: pull, then one command.
  const pulled = git(root, 'pull', '--no-rebase', '--no-edit', '-q', 'origin', 'main');
  expect(pulled.status, pulled.output).toBe(0);
  expect(git(root, 'diff', '--name-only', '--diff-filter=U').output.trim()).toBe('');
  expect(git(root, 'status', '--porcelain', '--untracked-files=no').output.trim()).toBe('');
  const told = await npm('check-config');
  expect(told.status).toBe(1);
  expect(told.output).toContain(
    'the content is written for content version 1; this version of the project reads 2, where\n  - about.json: "freelancer" is now "intro"',
  );
  const upgraded = await step('npm run upgrade', () => npm('upgrade'));
  expect(upgraded.status, upgraded.output).toBe(0);
  expect(upgraded.stdout).toContain('✓ Your content moved from content version 1 to 2:');
  expect(upgraded.stdout).toContain('  - about.json: "freelancer" → "intro"');
  expect(upgraded.stdout).toMatch(/Your files as they were: backups\/content-\d{8}-\d{6}\//);
  const backup = /backups\/content-\d{8}-\d{6}/.exec(upgraded.stdout)![0];
  expect(
    JSON.parse(fs.readFileSync(path.join(root, backup, 'about.json'), 'utf8')).freelancer,
  ).toBe(INTRO);
  // Nothing of the owner's is lost: the field moved, everything else is as they wrote it.
  expect(json('about.json')).toMatchObject({
    first_name: 'Maren',
    title: 'Illustrator',
    intro: INTRO,
  });
  expect(json('about.json')).not.toHaveProperty('freelancer');
  expect(fs.readFileSync(path.join(config, 'skills.json'), 'utf8')).toBe(skills);
  expect(json('site.json').content_version).toBe(2);

  // 6. The build, as the owner runs it, less Turbopack's cache on disk, which no later build reads.
  const built = await step('npm run build', () =>
    run('npm', ['run', 'build'], { SITE_URL: 'https://maren.example', E2E_TEST_BUILD: '1' }),
  );
  expect(built.status, built.output.slice(-4000)).toBe(0);
  expect(built.output).not.toMatch(/sample/i);

  // 7. The site, as a visitor sees it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-first-hour-'));
  const server = await startServer(path.join(root, '.next'), PORT, { DATA_DIR: dataDir });
  try {
    const origin = `http://127.0.0.1:${PORT}`;
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OWNER);
    await expect(page.getByText('I draw for festivals and publishers')).toBeVisible();
    await expect(page.locator('#experience')).toContainText('Forty magazine covers');
    await page.goto(`${origin}/portfolio/harbour-lights`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Harbour Lights festival posters',
    );
    await expect(page.getByText('one for each night')).toBeVisible();
    await page.goto(`${origin}/notes/ink-and-paper`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ink and paper: printing the festival',
    );
    await page.goto(`${origin}/hire`);
    await expect(page.getByRole('heading', { name: 'A poster series' })).toBeVisible();
    await page.goto(`${origin}/cv`);
    await expect(page.getByText('Young Illustrators Prize')).toBeVisible();

    const sampleProjects = JSON.parse(
      fs.readFileSync(path.join(SAMPLE_FOLDER, 'config', 'portfolios.json'), 'utf8'),
    ) as { data: { name: string }[] };
    const sampleWords = [SAMPLE_OWNER, ...sampleProjects.data.map((project) => project.name)];
    for (const address of ['/', '/portfolio/harbour-lights', '/notes', '/hire', '/cv']) {
      const html = await (await fetch(`${origin}${address}`)).text();
      for (const word of sampleWords)
        expect(html, `${address} names "${word}"`).not.toContain(word);
    }
    expect((await fetch(`${origin}/images/brand/avatar.svg`)).status).toBe(404);
  } finally {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `An owner's first hour, step by step:\n${times
      .map(([name, ms]) => `  ${name.padEnd(38)} ${(ms / 1000).toFixed(1)} s`)
      .join('\n')}`,
  );
});
