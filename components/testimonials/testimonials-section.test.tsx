import { render, screen, within } from '@testing-library/react';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setPageLanguage } from '@/lib/content/test/root-params';
import { SAMPLE_FOLDER } from '@/lib/site-folder';
import type { TestimonialSummary } from '@/lib/store/testimonials';
import { publishAnswer } from '@/lib/testimonials/publish';
import { TestimonialsSection } from './testimonials-section';

// An answer published into a copy of the sample, as the dashboard's "Publish" does; the next build
// reads this file, and its home page and the project's page draw what is drawn here.
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-published-'));
fs.cpSync(path.resolve(SAMPLE_FOLDER, 'config'), path.join(site, 'config'), { recursive: true });
fs.writeFileSync(path.join(site, 'config', 'site.json'), JSON.stringify({ language: 'en' }));
const ANSWER: TestimonialSummary = {
  id: 3,
  client: 'Acme GmbH',
  project: 'kestrel-analytics',
  language: 'en',
  email: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  revokedAt: null,
  state: 'new',
  answeredAt: '2026-11-03T09:00:00.000Z',
  quote: 'Ines rebuilt our dashbord in six weeks and our customers noticed.',
  correctedQuote: 'Ines rebuilt our dashboard in six weeks and our customers noticed.',
  name: 'Marie Curie',
  role: 'CTO',
  company: 'Acme GmbH',
  photo: null,
  consentAt: '2026-11-03T09:00:00.000Z',
};
publishAnswer(ANSWER, { contentDir: site, dataDir: site });
process.env.CONFIG_DIR = path.join(site, 'config');

beforeAll(() => setPageLanguage('en'));
afterAll(() => {
  setPageLanguage(undefined);
  fs.rmSync(site, { recursive: true, force: true });
});

test('the home page shows the published answer after the others, corrected, with its author', async () => {
  render((await TestimonialsSection())!);
  const quotes = screen.getAllByRole('listitem');
  expect(quotes).toHaveLength(4);
  const added = quotes[3]!;
  expect(added).toHaveTextContent(ANSWER.correctedQuote!);
  expect(added).not.toHaveTextContent('dashbord');
  expect(within(added).getByText('Marie Curie')).toBeInTheDocument();
  expect(within(added).getByText('CTO, Acme GmbH')).toBeInTheDocument();
});

test('the project it names shows it, and only the testimonials that name it', async () => {
  render((await TestimonialsSection({ project: 'kestrel-analytics' }))!);
  const quotes = screen.getAllByRole('listitem');
  expect(quotes).toHaveLength(1);
  expect(quotes[0]).toHaveTextContent(ANSWER.correctedQuote!);
  expect(await TestimonialsSection({ project: 'mareo-bikes' })).toBeNull();
});
