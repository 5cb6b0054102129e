import { render, screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';

import { Services } from '@/components/about/services';
import { TestimonialsSection } from '@/components/testimonials/testimonials-section';
import { TimelineSection } from '@/components/timeline/timeline-section';
import { contentIn } from '@/lib/content';
import { SAMPLE_FOLDER } from '@/lib/site-folder';
import { setPageLanguage } from '@/lib/content/test/root-params';
import { sampleSiteWith } from '@/lib/i18n/test/french-site';

// What a French page shows in English for want of a translation must say so (lang="en"), so that
// a screen reader reads it in English (WCAG 3.1.2).
const french = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve(SAMPLE_FOLDER, 'config/fr', file), 'utf8')) as
    { data: Record<string, unknown>[] } | Record<string, unknown>[];
const list = (file: string) => {
  const json = french(file);
  return Array.isArray(json) ? json : json.data;
};
const without = (file: string, index: number) =>
  list(file).map((entry, i) => (i === index ? null : entry));
const testimonials = list('testimonials.json');
// The first project's description left out; its tags translated.
const [firstProject, ...otherProjects] = list('portfolios.json');
const firstWithoutDescription = { ...firstProject, description: null };

process.env.CONFIG_DIR = sampleSiteWith({
  'site.json': { language: 'en', translations: ['fr'] },
  'fr/experience.json': without('experience.json', 1),
  'fr/skills.json': without('skills.json', 0),
  'fr/testimonials.json': testimonials.slice(0, -1),
  'fr/portfolios.json': [firstWithoutDescription, ...otherProjects],
});

beforeAll(() => {
  setPageLanguage('fr');
  // The timeline's clamped texts measure themselves; jsdom lays nothing out.
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterAll(() => setPageLanguage(undefined));

describe('a French page with texts left untranslated', () => {
  it('marks each of them as English, and nothing else', async () => {
    const { experience, skills, testimonials: shown } = contentIn('fr');
    const english = contentIn('en');

    const { container } = render(
      (await TimelineSection({
        id: 'experience',
        eyebrow: 'Expérience',
        title: 'Où j’ai travaillé',
        entries: experience,
      }))!,
    );
    const names = screen.getAllByRole('heading', { level: 3 });
    expect(names[1]).toHaveTextContent(english.experience[1]!.name);
    expect(names.map((name) => name.getAttribute('lang'))).toEqual([null, 'en', null]);
    const texts = [...container.querySelectorAll('li > div > p')];
    expect(texts.map((text) => text.getAttribute('lang'))).toEqual([null, 'en', null]);

    // The sample's services: a name and a line each, the first left in English.
    render(await Services({ skills, alt: false }));
    const first = screen.getByRole('heading', { level: 3, name: english.skills[0]!.name });
    expect(first).toHaveAttribute('lang', 'en');
    expect(screen.getByText(english.skills[0]!.description!)).toHaveAttribute('lang', 'en');
    const second = screen.getByRole('heading', { level: 3, name: skills[1]!.name });
    expect(second).not.toHaveAttribute('lang');
    expect(screen.getByText(skills[1]!.description!)).not.toHaveAttribute('lang');

    const { container: quotes } = render((await TestimonialsSection())!);
    const blockquotes = [...quotes.querySelectorAll('blockquote')];
    expect(blockquotes).toHaveLength(shown.length);
    expect(blockquotes.map((quote) => quote.getAttribute('lang'))).toEqual([
      ...testimonials.slice(0, -1).map(() => null),
      'en',
    ]);
    expect(blockquotes.at(-1)).toHaveTextContent(english.testimonials.at(-1)!.quote);
  });

  it('marks nothing on the pages of the site’s own language', () => {
    const { fallbackLang, experience } = contentIn('en');
    expect(fallbackLang('experience', 'name', experience[1], 1)).toBeUndefined();
    expect(contentIn('fr').fallbackLang('experience', 'name', experience[1], 1)).toBe('en');
    expect(contentIn('fr').fallbackLang('about', 'bio')).toBeUndefined();
    const project = contentIn('fr').project(firstProject!.slug as string)!;
    expect(contentIn('fr').fallbackLang('projects', 'description', project)).toBe('en');
    expect(contentIn('fr').fallbackLang('projects', 'tags', project)).toBeUndefined();
    const other = contentIn('fr').project(otherProjects[0]!.slug as string)!;
    expect(contentIn('fr').fallbackLang('projects', 'description', other)).toBeUndefined();
  });
});
