/** @jest-environment node */
import path from 'node:path';
import { PAGE_LABELS } from '@/lib/constants';
import { pageNamer } from './format';

const pageName = (label: string) => pageNamer()(label);

// The content is read on first use, from CONFIG_DIR (English, with French pages).
process.env.CONFIG_DIR = path.resolve('examples/sample/config');

describe('pageName', () => {
  test('names the fixed pages in plain words', () => {
    expect(
      [
        PAGE_LABELS.home,
        PAGE_LABELS.category,
        PAGE_LABELS.notFound,
        PAGE_LABELS.hire,
        PAGE_LABELS.cv,
        PAGE_LABELS.search,
        PAGE_LABELS.notes,
      ].map(pageName),
    ).toEqual([
      'Home',
      'Category pages',
      'Page not found',
      'Ways to work together',
      'CV',
      'Search',
      'Notes',
    ]);
  });

  test('a project by its name, a note by its title, in any of the languages', () => {
    expect(pageName(PAGE_LABELS.project('Kestrel Analytics'))).toBe('Kestrel Analytics');
    expect(pageName(PAGE_LABELS.project('Harbor & Pine Coffee'))).toBe('Harbor & Pine Coffee');
    const english = 'Focus rings that patients over 70 could actually see';
    expect(pageName(PAGE_LABELS.note(english))).toBe(`Note: ${english}`);
    const french =
      'Thèmes clair et sombre à partir d’un seul jeu de tokens, avec Sass et les propriétés personnalisées CSS';
    expect(pageName(PAGE_LABELS.note(french))).toBe(`Note: ${french}`);
    expect(pageName(PAGE_LABELS.notesTagged('Accessibility'))).toBe('Notes tagged “Accessibility”');
  });

  test('a project the owner removed keeps its name; an unknown label stays as it is', () => {
    expect(pageName(PAGE_LABELS.project('Work 01 Ω'))).toBe('Work 01 Ω');
    // "Note" that no note's title explains is part of a project's name.
    expect(pageName(PAGE_LABELS.project('Field Note'))).toBe('Field Note');
    expect(pageName('Something else')).toBe('Something else');
  });
});
