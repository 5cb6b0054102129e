import fs from 'node:fs';
import path from 'node:path';
import { networkOf, networkTitles } from './social-networks';

const titleOf = (name: string, link: string) => networkOf({ name, link })?.title ?? null;

describe('networkOf', () => {
  it('knows a network by its address, whatever the link is called', () => {
    expect(titleOf('My photos', 'https://www.instagram.com/ines.studio')).toBe('Instagram');
    expect(titleOf('Reel', 'https://youtu.be/abc123')).toBe('YouTube');
    expect(titleOf('Writing', 'https://ines.substack.com/')).toBe('Substack');
    expect(titleOf('Posts', 'https://bsky.app/profile/ines.bsky.social')).toBe('Bluesky');
    expect(titleOf('Portfolio', 'https://www.behance.net/ines')).toBe('Behance');
    expect(titleOf('Twitter', 'https://twitter.com/ines')).toBe('X');
  });

  it('knows a network served from many hosts by the link’s name', () => {
    expect(titleOf('Mastodon', 'https://hachyderm.io/@ines')).toBe('Mastodon');
    expect(titleOf('art station', 'https://ines.example/art')).toBe('ArtStation');
  });

  it('gives none for another site, a look-alike host or an address it cannot read', () => {
    expect(titleOf('Website', 'https://www.example.net/studio')).toBeNull();
    expect(titleOf('Shop', 'https://notinstagram.com/ines')).toBeNull();
    expect(titleOf('Newsletter', 'mailto:ines@example.com')).toBeNull();
    expect(titleOf('Website', 'not a url')).toBeNull();
  });

  it('draws each network’s mark as one path on a 24-unit square', () => {
    expect(networkTitles()).toEqual(
      expect.arrayContaining(['Instagram', 'Behance', 'ArtStation', 'Vimeo', 'YouTube']),
    );
    expect(networkTitles()).toEqual(expect.arrayContaining(['Mastodon', 'Bluesky']));
    const { path } = networkOf({ name: 'Vimeo', link: 'https://vimeo.com/ines' })!;
    expect(path).toMatch(/^M[\d.\s,-]/);
  });
});

test('the owner’s documentation names every network the site knows', () => {
  const docs = fs.readFileSync(path.join(__dirname, '../../docs/content.md'), 'utf8');
  expect(networkTitles().filter((title) => !docs.includes(title))).toEqual([]);
});
