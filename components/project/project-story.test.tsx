/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { contentIn } from '@/lib/content';
import type { Project } from '@/lib/content/schemas';
import { ProjectStory } from './project-story';

const project: Project = {
  name: 'Mareo',
  slug: 'mareo',
  description: '<p>Who Mareo is.</p>',
  challenge: '<p>Five taps.</p>',
  approach: '<p>Street interviews.</p>',
  images: [],
};

/** The page's headings and pictures in the order a visitor meets them. */
const order = (html: string) =>
  [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>|<figure>([^<]*)<\/figure>/g)].map(
    ([, heading, figure]) => heading ?? `[${figure}]`,
  );

test("each part's pictures follow it, before the next part", async () => {
  const html = renderToStaticMarkup(
    await ProjectStory({
      local: contentIn('en'),
      project,
      pictures: { challenge: [<figure key="a">flow</figure>, <figure key="b">map</figure>] },
    }),
  );
  expect(order(html)).toEqual([
    'About the project',
    'The challenge',
    '[flow]',
    '[map]',
    'The approach',
  ]);
});

test('without pictures, the story is the parts alone, as before', async () => {
  const html = renderToStaticMarkup(await ProjectStory({ local: contentIn('en'), project }));
  expect(order(html)).toEqual(['About the project', 'The challenge', 'The approach']);
  expect(html).not.toContain('wide');
});
