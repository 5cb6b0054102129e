import { render, screen, within } from '@testing-library/react';

import { ContactSection } from '@/components/contact/contact-section';
import { ProjectFacts } from '@/components/project/project-facts';
import { contentIn } from '@/lib/content';
import { sampleSiteWith } from '@/lib/i18n/test/french-site';

// The content is read on first use, from CONFIG_DIR, so setting it here is in time.
process.env.CONFIG_DIR = sampleSiteWith({
  'messages/fr.json': { contact: { send: 'Écrivez-moi' } },
});

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('a site in French', () => {
  it('says so in <html> and writes its labels, dates and counts in French', async () => {
    const local = contentIn();
    expect([local.language, local.dir]).toEqual(['fr', 'ltr']);

    render(await ContactSection());
    expect(screen.getByRole('heading', { name: 'Travaillons ensemble' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Objet' })).toBeInTheDocument();
    // The owner's own wording wins over the shipped one.
    expect(screen.getByRole('button', { name: 'Écrivez-moi' })).toBeInTheDocument();

    const dated = local.projects.find((p) => p.created_at && p.category)!;
    const { container } = render((await ProjectFacts({ project: dated }))!);
    const facts = within(container);
    expect(facts.getByText('Catégorie')).toBeInTheDocument();
    expect(facts.getByText('Réalisé en')).toBeInTheDocument();
    expect(facts.getByRole('link', { name: /Voir le projet/ })).toBeInTheDocument();
    // The month in words, as a French reader writes it: "septembre 2026", no day, no time.
    expect(container.querySelector('time')!.textContent).toMatch(
      /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    expect(local.t('portfolio.count', { count: 2 })).toBe('2 projets');
  });
});
