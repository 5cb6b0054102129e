import { importResume } from './import';
import { mergeImport } from './merge';

const owner: Record<string, unknown> = {
  'social-links.json': {
    data: [
      { name: 'GitHub', link: 'https://github.com/old', icon: '/images/social/mine.svg' },
      { name: 'Mastodon', link: 'https://mastodon.example/@me' },
    ],
  },
  'skills.json': [{ name: 'Figma', percentage: 90 }],
  'categories.json': { data: [{ name: 'Web Sites', slug: 'sites' }] },
  'portfolios.json': { data: [{ name: 'Old', slug: 'old', category_slug: 'sites' }] },
  'tools.json': { data: [{ avatar: '/images/tools/figma.svg' }] },
};

test('links keep their icon, skills their file shape, and a project joins the category of the same name', () => {
  const imported = importResume(
    {
      basics: {
        profiles: [
          { network: 'github', url: 'https://github.com/new' },
          { network: 'Bluesky', url: 'https://bsky.app/me' },
        ],
      },
      skills: [{ name: 'figma', level: 'Expert' }],
      projects: [{ name: 'New', type: 'web sites' }],
    },
    { translation: false, iconFor: () => '/images/social/generic.svg' },
  );
  const { files, reports } = mergeImport(imported, (name) => owner[name], false);
  expect(files['social-links.json']).toEqual({
    data: [
      { name: 'GitHub', link: 'https://github.com/new', icon: '/images/social/mine.svg' },
      { name: 'Bluesky', link: 'https://bsky.app/me', icon: '/images/social/generic.svg' },
      { name: 'Mastodon', link: 'https://mastodon.example/@me' },
    ],
  });
  expect(files['skills.json']).toEqual([{ name: 'Figma', percentage: 95 }]);
  expect(files['portfolios.json']).toEqual({
    data: [
      { name: 'Old', slug: 'old', category_slug: 'sites' },
      { name: 'New', slug: 'new', category_slug: 'sites' },
    ],
  });
  expect(files).not.toHaveProperty('categories.json');
  expect(files).not.toHaveProperty('tools.json');
  expect(reports.find((report) => report.file === 'social-links.json')).toMatchObject({
    added: ['Bluesky'],
    updated: ['GitHub (link)'],
    kept: ['Mastodon'],
  });
});
