/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { contentIn } from '@/lib/content';
import type { Project } from '@/lib/content/schemas';
import { ProjectFactsRow } from './project-facts-row';

const study: Project = {
  name: 'Mareo',
  slug: 'mareo',
  role: 'Lead designer',
  client: 'Mareo',
  duration: 'Six months',
  created_at: '2024-03-05T14:07:00Z',
  images: [],
};

/** Each term and its value, as a screen reader reads the list. */
const facts = (html: string) =>
  [...html.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) => [
    term,
    value!.replace(/<[^>]+>/g, ''),
  ]);

test('a case study reads its role, client, duration and year, in that order', () => {
  const html = renderToStaticMarkup(<ProjectFactsRow local={contentIn('en')} project={study} />);
  expect(facts(html)).toEqual([
    ['Role', 'Lead designer'],
    ['Client', 'Mareo'],
    ['Duration', 'Six months'],
    ['Year', '2024'],
  ]);
  // The year alone is shown; the date stays whole for machines, with no time of day made up.
  expect(html).toContain('<time dateTime="2024-03-05T14:07:00.000Z">2024</time>');
});

test('in French, under French terms; what is left out is not named', () => {
  const rest = { ...study, role: undefined, client: undefined };
  const html = renderToStaticMarkup(<ProjectFactsRow local={contentIn('fr')} project={rest} />);
  expect(facts(html)).toEqual([
    ['Durée', 'Six months'],
    ['Année', '2024'],
  ]);
});

test('without any of them, there is no row', () => {
  const bare: Project = { name: 'Bare', slug: 'bare', images: [] };
  expect(renderToStaticMarkup(<ProjectFactsRow local={contentIn('en')} project={bare} />)).toBe('');
});
