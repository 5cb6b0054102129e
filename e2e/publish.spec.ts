import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownerCommand, signInAsOwner } from './support/owner';
import { findNginx, startNginx, type RunningNginx } from './support/nginx';
import { prepareCheckout } from './support/sites';

// Publishing on a server as docs/deploy.md sets it up, less users and systemd: deploy/release.sh
// installs (service, bridge, nginx in front), then Publish's request goes to `npm run publish` as
// portfolio-publish.path would. Builds: the release, a publish, and one failing in seconds.

const PORTS = { nginx: 3450, service: 3452, bridge: 3453 };
const SITE = `http://127.0.0.1:${PORTS.nginx}`;
/** Each build of this busy 2-core machine: 1–5 minutes, and 10 with other builds beside it. */
const BUILD_MS = 15 * 60_000;
/** Where the screenshots go when asked for (E2E_PUBLISH_SHOTS=<folder>). */
const SHOTS = process.env.E2E_PUBLISH_SHOTS;

test.describe.configure({ mode: 'serial' });

let root: string;
let source: string;
let nginx: RunningNginx | undefined;
let stopWatching = () => {};

const publishDir = () => path.join(root, 'data', 'publish');
const git = (cwd: string, ...args: string[]) =>
  execGit(cwd, ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args]);
function execGit(cwd: string, args: string[]) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** Stands in for `systemctl restart portfolio` (or start/stop portfolio-bridge): SIGTERM to the
 * running one, then a new one from current/, detached, on `port`. */
function serviceScript() {
  const file = path.join(root, 'service.sh');
  fs.writeFileSync(
    file,
    `#!/usr/bin/env bash
set -u
dir=$1; port=$2; name=$3
if [ -f "$dir/$name.pid" ]; then
  pid=$(cat "$dir/$name.pid")
  kill -TERM "$pid" 2>/dev/null
  # A stopped process no one reaps stays a zombie: gone all the same.
  while kill -0 "$pid" 2>/dev/null && ! grep -q '^State:.*Z' "/proc/$pid/status" 2>/dev/null; do sleep 0.1; done
  rm -f "$dir/$name.pid"
fi
[ "\${4:-start}" = stop ] && exit 0
set -a; . "$dir/service.env"; set +a
cd "$dir/current"
# A simple command, so that $! is the server itself, and nothing left holds the caller's output.
PORT=$port setsid nohup node "$dir/current/start.mjs" >> "$dir/$name.log" 2>&1 < /dev/null &
echo $! > "$dir/$name.pid"
`,
  );
  return file;
}

/** What deploy/release.sh and the publisher are given on this machine instead of a server's. */
function releaseEnvironment(): Record<string, string> {
  const script = serviceScript();
  return {
    PORTFOLIO_ROOT: root,
    PORTFOLIO_BUILD_USER: 'root',
    PORTFOLIO_USER: 'root',
    PORTFOLIO_ENV: path.join(root, 'portfolio.env'),
    PORTFOLIO_CACHE: path.join(root, 'cache'),
    PORTFOLIO_RESTART: `bash ${script} ${root} ${PORTS.service} service`,
    PORTFOLIO_HEALTH: `http://127.0.0.1:${PORTS.service}/api/health`,
    PORTFOLIO_BRIDGE_START: `bash ${script} ${root} ${PORTS.bridge} bridge`,
    PORTFOLIO_BRIDGE_STOP: `bash ${script} ${root} ${PORTS.bridge} bridge stop`,
    PORTFOLIO_BRIDGE_HEALTH: `http://127.0.0.1:${PORTS.bridge}/api/health`,
    DATA_DIR: path.join(root, 'data'),
    SITE_URL: SITE,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** portfolio-publish.path's stand-in: a request in the publish folder starts `npm run publish`. */
function watchRequests(env: Record<string, string>) {
  let running = false;
  const timer = setInterval(() => {
    if (running || !fs.existsSync(path.join(publishDir(), 'request'))) return;
    running = true;
    const publisher = spawn(path.join(source, 'node_modules/.bin/tsx'), ['scripts/publish.ts'], {
      cwd: source,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    publisher.on('exit', () => (running = false));
  }, 250);
  return () => clearInterval(timer);
}

const aboutFile = () => path.join(source, 'site/config/about.json');
function setTitle(title: unknown) {
  const about = JSON.parse(fs.readFileSync(aboutFile(), 'utf8'));
  about.title = title;
  // As the editor writes it: two spaces, a final newline.
  fs.writeFileSync(aboutFile(), `${JSON.stringify(about, null, 2)}\n`);
}

/** Every answer `/` gives while `during` runs, asked for every 200 ms through nginx. */
async function homeAnswersDuring<T>(during: () => Promise<T>) {
  const statuses: number[] = [];
  let going = true;
  const loop = (async () => {
    while (going) {
      const started = Date.now();
      try {
        statuses.push((await fetch(`${SITE}/`, { redirect: 'manual' })).status);
      } catch {
        statuses.push(0);
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 200 - (Date.now() - started))),
      );
    }
  })();
  try {
    return { result: await during(), statuses };
  } finally {
    going = false;
    await loop;
  }
}

async function state(page: Page) {
  const answer = await page.request.get('/admin/publish', {
    headers: { accept: 'application/json' },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { state: string; step?: string; log: string[] } & Record<
    string,
    unknown
  >;
}

async function until(page: Page, wanted: (s: Awaited<ReturnType<typeof state>>) => boolean) {
  const deadline = Date.now() + BUILD_MS;
  for (;;) {
    const now = await state(page);
    if (wanted(now)) return now;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/publish');
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.use({ baseURL: SITE });

test.beforeAll(async () => {
  test.setTimeout(BUILD_MS);
  const nginxBinary = findNginx();
  test.skip(!nginxBinary, 'nginx is not installed');
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-publish-'));
  // The server's source: the project's code, and the owner's site/ in a repository of its own
  // whose remote, a bare repository, stands for the owner's GitHub.
  source = prepareCheckout('publish');
  fs.symlinkSync(source, path.join(root, 'source'));
  fs.cpSync(path.join(source, 'examples/sample'), path.join(source, 'site'), { recursive: true });
  const remote = path.join(root, 'remote.git');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const site = path.join(source, 'site');
  git(site, 'init', '--quiet', '--initial-branch=main');
  git(site, 'add', '.');
  git(site, 'commit', '--quiet', '-m', 'The site as cloned');
  git(site, 'remote', 'add', 'origin', remote);
  git(site, 'push', '--quiet', '-u', 'origin', 'main');
  // node_modules is the project's, as after a first npm ci: the release installs nothing.
  const lock = createHash('sha256')
    .update(fs.readFileSync(path.join(source, 'package-lock.json')))
    .digest('hex');
  fs.writeFileSync(
    path.join(source, 'node_modules/.portfolio-installed'),
    `${lock} ${process.version}\n`,
  );
  fs.writeFileSync(path.join(root, 'portfolio.env'), `SITE_URL=${SITE}\n`);
  fs.writeFileSync(
    path.join(root, 'service.env'),
    [
      'HOSTNAME=127.0.0.1',
      `DATA_DIR=${path.join(root, 'data')}`,
      `SITE_URL=${SITE}`,
      // Saving turned on as docs/deploy.md says: the editor writes the source's site/.
      `SITE_DIR=${path.join(source, 'site')}`,
      'TRUST_PROXY=loopback',
      'NEXT_TELEMETRY_DISABLED=1',
    ].join('\n'),
  );
  const env = releaseEnvironment();
  const installed = spawnSync('bash', ['deploy/release.sh'], {
    cwd: source,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: BUILD_MS,
  });
  expect(installed.status, `${installed.stdout}\n${installed.stderr}`).toBe(0);
  expect(installed.stdout).toContain('Dependencies unchanged since the last install: no npm ci.');
  nginx = await startNginx(nginxBinary!, PORTS.nginx, [PORTS.service], PORTS.bridge);
  stopWatching = watchRequests(env);
});

test.afterAll(async () => {
  stopWatching();
  await nginx?.stop();
  if (!root) return;
  for (const name of ['service', 'bridge']) {
    spawnSync('bash', [path.join(root, 'service.sh'), root, '0', name, 'stop']);
  }
});

const owner = () => ({ DATA_DIR: path.join(root, 'data'), SITE_URL: SITE });
const signIn = (page: Page) => signInAsOwner(page, owner());

const SAVE = { timeout: 45_000 };

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved\. Publish to put it live\./, SAVE);
}

/** A client answers a request for a testimonial, on the page its link opens, without scripts. */
async function clientWrites(browser: Browser, quote: string) {
  const link = ownerCommand('testimonial-request', ['create', '--for', 'Acme GmbH'], owner());
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await page.goto(link.split('\n')[0]!);
  await page.getByLabel('Your testimonial').fill(quote);
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Your role').fill('Head of Product');
  await page.getByLabel(/may show this on 127\.0\.0\.1:3450/).check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Your words have reached');
  await page.context().close();
}

test('edits saved in the dashboard and a client’s testimonial go live with no failed request, committed and pushed', async ({
  page,
  browser,
}) => {
  test.setTimeout(BUILD_MS + 240_000);
  await signIn(page);
  // Publish is in the navigation of every dashboard page.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Publish' })
    .click();
  await expect(page).toHaveURL(/\/admin\/publish$/);
  await expect(page.getByRole('status')).toHaveText(
    'Nothing has been published from the dashboard yet.',
  );
  expect((await state(page)).state).toBe('idle');
  await shoot(page, 'idle');

  const title = `Illustrator of quiet places ${Date.now()}`;
  await page.goto('/admin/content/about');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await save(page);
  const portfolios = JSON.parse(
    fs.readFileSync(path.join(source, 'site/config/portfolios.json'), 'utf8'),
  );
  const [project] = (portfolios.data ?? portfolios) as { slug: string }[];
  const challenge = `The old booking took eleven taps (${Date.now()}).`;
  await page.goto('/admin/content/portfolios');
  await page.locator('#root_0_challenge').fill(challenge);
  const cover = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' },
  })
    .png()
    .toBuffer();
  await page
    .locator('.form-group:has(> * > #root_0_cover)')
    .first()
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Harbour at dusk.png', mimeType: 'image/png', buffer: cover });
  await expect(page.locator('#root_0_cover')).toHaveValue(
    /^\/images\/harbour-at-dusk-[0-9a-f]{8}\.png$/,
  );
  const coverSrc = await page.locator('#root_0_cover').inputValue();
  await save(page);
  const quote = `Ines listened first, then drew exactly what we could not put into words (${Date.now()}).`;
  await clientWrites(browser, quote);
  await page.goto('/admin/testimonials');
  await page
    .getByRole('article', { name: /Ada Lovelace/ })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByRole('status')).toContainText('Publish the site to put it live.');

  await page.goto('/admin/publish');
  const { statuses } = await homeAnswersDuring(async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toContainText('Publishing:');
    // One at a time: a second publish while this one builds is refused.
    const second = await page.request.post('/admin/publish', {
      headers: { accept: 'application/json', origin: SITE },
    });
    expect(second.status()).toBe(409);
    expect(await second.json()).toMatchObject({
      state: 'building',
      problem: 'A publish is already building: wait for it to finish.',
    });
    await until(page, (now) => now.step === 'build' && now.log.length > 3);
    await shoot(page, 'building');
    const live = await until(page, (now) => now.state !== 'building');
    expect(live.state, live.log.join('\n')).toBe('live');
    // The figure docs/deploy.md quotes: from the button to live.
    const seconds =
      (Date.parse(String(live.finishedAt)) - Date.parse(String(live.startedAt))) / 1000;
    console.log(`[publish] from the button to live: ${seconds} s`);
    const home = await (await fetch(`${SITE}/`)).text();
    expect(home).toContain(title);
    expect(home).toContain(quote);
    const study = await (await fetch(`${SITE}/portfolio/${project!.slug}`)).text();
    expect(study).toContain(challenge);
    expect(study).toContain(encodeURIComponent(coverSrc));
  });
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  await page.goto('/admin/publish');
  await expect(page.getByRole('status')).toContainText(/^Live: build \d{4}-\d\d-\d\d-[0-9a-f]{8}/);
  // Named as the repository names them: here site/ is the repository's top.
  await expect(page.getByText('Committed ')).toContainText('config/about.json');
  await expect(page.getByText('Pushed to your repository.')).toBeVisible();
  await shoot(page, 'live');
  const pushed = git(path.join(root, 'remote.git'), 'log', '-1', '--format=%B', 'main');
  expect(pushed.split('\n')[0]).toBe('Publish config/about.json and 3 more files');
  for (const file of [
    'config/about.json',
    'config/portfolios.json',
    'config/testimonials.json',
    `public${coverSrc}`,
  ]) {
    expect(pushed).toContain(`- ${file}\n`);
  }
});

test('a failed build leaves the site as it was, and the page says why', async ({ page }) => {
  test.setTimeout(BUILD_MS);
  await signIn(page);
  const before = await (await fetch(`${SITE}/`)).text();
  const current = fs.readlinkSync(path.join(root, 'current'));
  setTitle(42);
  const started = await page.request.post('/admin/publish', {
    headers: { accept: 'application/json', origin: SITE },
  });
  expect(started.status()).toBe(202);
  const failed = await until(page, (now) => now.state !== 'building');
  expect(failed.state).toBe('failed');

  await page.goto('/admin/publish');
  await expect(page.getByRole('status')).toContainText(
    'The last publish failed, and the site stays as it was',
  );
  // The build's own words, naming the file and the field.
  const log = page.getByRole('region', { name: 'The build’s last lines' });
  await expect(log).toContainText('about.json');
  await expect(log).toContainText('title');
  await expect(page.getByRole('button', { name: 'Publish again' })).toBeVisible();
  await shoot(page, 'failed');
  expect(fs.readlinkSync(path.join(root, 'current'))).toBe(current);
  expect(await (await fetch(`${SITE}/`)).text()).toBe(before);
  // The edit is committed all the same: never lost, fixed by the next publish.
  expect(git(path.join(source, 'site'), 'log', '-1', '--format=%s')).toBe(
    'Publish config/about.json\n',
  );
});
