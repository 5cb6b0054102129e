/** @jest-environment node */
import fs from 'node:fs';
import { smtp } from '@/lib/contact/test/smtp';
import { loadContent } from '@/lib/content/load';
import { stores } from '@/lib/store';
import { tempDataDir } from '@/lib/store/test/fixture';
import { recordView } from './view';

const dataDir = tempDataDir();
let server: Awaited<ReturnType<typeof smtp>>;

beforeAll(async () => {
  server = await smtp();
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = server.url;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// The first e-mail reads the whole content cold: seconds of work on a busy machine.
jest.setTimeout(30_000);

async function openedLink(client: string, projects: string[]) {
  const { privateLinks } = await stores();
  const { token } = await privateLinks.createLink({
    projects,
    client,
    expiresAt: null,
    maxUses: null,
  });
  const { sessionId } = (await privateLinks.exchange(token))!;
  return { link: (await privateLinks.session(sessionId))!, token };
}

test('the owner gets one e-mail when a link is first opened, naming the client, the page and how to end it; never the token', async () => {
  const content = loadContent();
  if (!content.ok) throw new Error('the sample content should load');
  const acme = await openedLink('Acme GmbH', ['acme-redesign']);
  const kallisto = await openedLink('Kallisto Maritime', ['kallisto', 'acme-redesign']);

  await recordView(acme.link, '/shared');
  await recordView(acme.link, '/shared/acme-redesign');
  await recordView(acme.link, '/fr/shared');
  await recordView(kallisto.link, '/fr/shared/kallisto');
  await server.arrived(2);
  // Later opens are recorded, not mailed.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(server.received).toHaveLength(2);

  const [first, second] = server.received;
  expect(first!.to).toEqual([content.content.about.email]);
  expect(first!.text).toMatch(/^Subject: Portfolio: Acme GmbH opened your private link$/m);
  expect(first!.text).toContain(`Acme GmbH opened the private link #${acme.link.id} on `);
  expect(first!.text).toContain('(/shared).');
  expect(first!.text).toContain('It shows: acme-redesign.');
  expect(first!.text).toContain(`npm run private-link -- revoke ${acme.link.id}`);
  expect(second!.text).toMatch(/^Subject: Portfolio: Kallisto Maritime opened your private link$/m);
  expect(second!.text).toContain('(/fr/shared/kallisto).');
  expect(second!.text).toContain('It shows: kallisto, acme-redesign.');
  for (const { text } of [first!, second!]) {
    expect(text).not.toContain(acme.token);
    expect(text).not.toContain(kallisto.token);
  }

  // Every open is recorded: `list` shows how many and the last page.
  const listed = await (await stores()).privateLinks.list();
  expect(listed.find((link) => link.id === acme.link.id)).toMatchObject({
    opens: 3,
    lastPage: '/fr/shared',
  });
});
