/** @jest-environment node */
import { loadContent } from './load';
import { projectSources, remoteImagePatterns } from './remote-images';
import { validFiles, writeSite } from './test/fixture';

test("every language's pictures elsewhere are allowed: the site's own and a translation's", () => {
  const files: Record<string, unknown> = {
    ...validFiles(),
    'site.json': { language: 'en', translations: ['fr'] },
    'fr/portfolios.json': {
      data: [{ slug: 'site', images: [{ image: 'https://photos.example.fr/site.jpg' }] }],
    },
  };
  (files['tools.json'] as { avatar: string }[])[0]!.avatar = 'https://assets.example.org/tool.png';
  const result = loadContent(writeSite(files));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  expect(remoteImagePatterns([result.content, ...result.translations])).toEqual([
    { protocol: 'https', hostname: 'assets.example.org' },
    { protocol: 'https', hostname: 'photos.example.fr' },
  ]);
  expect(remoteImagePatterns([result.content])).toEqual([
    { protocol: 'https', hostname: 'assets.example.org' },
  ]);
  expect(remoteImagePatterns([])).toEqual([]);
});

test('a picture whose host is not plain gives next/image no host to fetch from', () => {
  const result = loadContent(writeSite(validFiles()));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  // As if it had slipped past the schema, which refuses it.
  const site = result.content;
  site.tools[0]!.avatar = 'https://*/a.png';
  site.about.avatar = 'https://cdn.example;sandbox/me.png';
  site.projects[0]!.images.push({ image: 'https://photos.example/site.jpg' });
  expect(remoteImagePatterns([site])).toEqual([{ protocol: 'https', hostname: 'photos.example' }]);
});

test("a private project's other hosts are named by directive, for its shared pages' policy", () => {
  const result = loadContent(writeSite(validFiles()));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const [project] = result.content.projects;
  const embedded = {
    ...project!,
    description:
      '<p>The film:</p><iframe src="https://media.client.example/embed/1"></iframe>' +
      '<img src="https://cdn.client.example/a.jpg" alt=""><img src="/local.png" alt="">',
  };
  expect(projectSources([embedded])).toEqual({
    'img-src': ['https://cdn.client.example'],
    'frame-src': ['https://media.client.example'],
  });
  expect(projectSources([{ ...project!, description: '<p>Text only</p>' }])).toEqual({});
});
